import { useFetcher, useFetchers, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { Icon } from "./ui/Icon";
import { useRootData } from "~/utils/use-root-data";

export const SAVED_ACTION = "/saved";

/** A heart's element id: the fragment a no-JS save comes back to. */
const saveToggleId = (propertyId: number) => `save-${propertyId}`;

/**
 * The saved ids as the visitor should see them: the cookie's (read by the root loader), with the hearts
 * still on their way to the server already applied, so hearts and the header's count change at once.
 */
export function useSavedIds() {
  const rootData = useRootData();
  let ids = rootData?.savedIds ?? [];
  for (const fetcher of useFetchers()) {
    if (fetcher.formAction !== SAVED_ACTION || !fetcher.formData) continue;
    const id = Number(fetcher.formData.get("propertyId"));
    const intent = fetcher.formData.get("intent");
    if (intent === "add" && !ids.includes(id)) ids = [...ids, id];
    if (intent === "remove") ids = ids.filter((saved) => saved !== id);
  }
  return ids;
}

/**
 * The save heart: a form posted to /saved, which keeps the list in a cookie and, without JavaScript,
 * redirects back here, to this heart (its fragment: a heart tapped far down the page comes back in
 * view, not at the top), with a toast that confirms it. With it, a fetcher posts in the background (no
 * redirectTo, so the answer is data) and the heart turns at once. One fetcher per listing, shared by its
 * card and its page.
 */
export function SaveToggle({ propertyId, className = "" }: { propertyId: number; className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher({ key: `saved-${propertyId}` });
  const saved = useSavedIds().includes(propertyId);
  const intent = saved ? "remove" : "add";
  return (
    <form
      id={saveToggleId(propertyId)}
      method="post"
      action={SAVED_ACTION}
      // Below the sticky header when the fragment brings it into view.
      className={`scroll-mt-24 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit({ intent, propertyId: String(propertyId) }, { method: "post", action: SAVED_ACTION });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#${saveToggleId(propertyId)}`} />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={saved ? t("card.unsave") : t("card.save")}
        title={saved ? t("card.unsave") : t("card.save")}
        className={`round-button ${saved ? "text-danger" : "text-ink"}`}
      >
        <Icon name="heart" className={`size-5 ${saved ? "fill-current" : ""}`} />
      </button>
    </form>
  );
}
