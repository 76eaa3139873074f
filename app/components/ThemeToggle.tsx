import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { Icon } from "./ui/Icon";
import { useRootData } from "~/utils/use-root-data";

export const THEME_ACTION = "/resources/theme";
const THEME_TOGGLE_ID = "theme-toggle";

/**
 * A real form (works without JS): the answer comes back to this page at this control (its fragment), so
 * focus goes on from it; without scripts the browser cannot send how far the page was scrolled, and the
 * control lives in the header at the top. With JS the class flips at once and the cookie is set in the background.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const rootData = useRootData();
  const pendingTheme = fetcher.formData?.get("theme");
  const current = pendingTheme === "dark" || pendingTheme === "light" ? pendingTheme : (rootData?.theme ?? "light");
  const next = current === "dark" ? "light" : "dark";

  return (
    <fetcher.Form
      id={THEME_TOGGLE_ID}
      method="post"
      action={THEME_ACTION}
      onSubmit={(event) => {
        event.preventDefault();
        document.documentElement.classList.toggle("dark", next === "dark");
        localStorage.setItem("theme", next);
        fetcher.submit({ theme: next }, { method: "post", action: THEME_ACTION });
      }}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#${THEME_TOGGLE_ID}`} />
      <button
        type="submit"
        name="theme"
        value={next}
        data-testid="button-theme-toggle"
        className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface-muted"
        aria-label={next === "dark" ? t("theme.toDark") : t("theme.toLight")}
        title={next === "dark" ? t("theme.toDark") : t("theme.toLight")}
      >
        <Icon name={next === "dark" ? "moon" : "sun"} />
      </button>
    </fetcher.Form>
  );
}
