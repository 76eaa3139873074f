import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { canonicalUrl } from "~/utils/seo";
import { shareHrefs, type ShareTarget } from "~/utils/share";
import { useHydrated } from "~/utils/use-hydrated";
import { useLanguage } from "~/utils/use-language";
import { Icon } from "./ui/Icon";
import { useRootData } from "~/utils/use-root-data";

const TARGETS: ShareTarget[] = ["whatsapp", "x", "linkedin", "email"];
const COPIED_FOR_MS = 2_500;

/**
 * "Share": a disclosure (<details>) with WhatsApp, X, LinkedIn and email links and the address (in the
 * sharer's language) in a read-only field, which works without JavaScript. With it, the system's share
 * sheet opens instead where the browser has one, the address can be copied with a button, and Escape or
 * a click outside closes the menu. A listing's page shares itself; the saved list shares its shortlist.
 */
export function ShareMenu({
  path,
  search = "",
  title,
  linkLabel,
  align = "end",
}: {
  path: string;
  search?: string;
  title: string;
  /** The address field's label ("Link to this listing"). */
  linkLabel: string;
  /** The button's edge the menu lines up with: the one away from the screen's edge, so it stays on screen. */
  align?: "start" | "end";
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useRootData()?.origin ?? "";
  const url = canonicalUrl(origin, path, search, language);
  const hrefs = shareHrefs(title, url);
  const hydrated = useHydrated();
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) menu.current?.removeAttribute("open");
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      menu.current?.removeAttribute("open");
      menu.current?.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch {
      // No clipboard access (an insecure page, or refused): the address stays selectable in the field.
    }
  }

  return (
    <details ref={menu} className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-surface-raised px-4 py-2 text-sm font-semibold text-ink shadow-sm hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
        onClick={(event) => {
          if (typeof navigator.share !== "function") return;
          event.preventDefault();
          // A dismissed sheet rejects: nothing to do.
          navigator.share({ title, url }).catch(() => {});
        }}
      >
        <Icon name="share" className="size-4" />
        {t("property.share")}
      </summary>
      {/* Above the phone's sticky Call/Inquire bar (z-30). */}
      <div
        className={`absolute ${align === "end" ? "end-0" : "start-0"} top-full z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface-raised p-3 shadow-xl`}
      >
        <ul className="grid grid-cols-2 gap-2">
          {TARGETS.map((target) => (
            <li key={target}>
              <a
                href={hrefs[target]}
                target={target === "email" ? undefined : "_blank"}
                rel="noopener noreferrer"
                className="flex items-center justify-center rounded-lg border border-line px-3 py-2 text-sm font-medium text-ink hover:bg-surface-muted"
              >
                {t(`property.shareTargets.${target}`)}
              </a>
            </li>
          ))}
        </ul>
        <label htmlFor="share-url" className="mt-3 block text-sm font-medium">
          {linkLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="share-url"
            readOnly
            value={url}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            className="field-input min-w-0 flex-1 text-start text-sm"
          />
          {hydrated ? (
            <button
              type="button"
              onClick={copy}
              className="rounded-lg bg-brand px-3 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-strong"
            >
              {t("property.copyLink")}
            </button>
          ) : null}
        </div>
        <p role="status" aria-live="polite" className="mt-2 text-xs font-semibold text-ink empty:hidden">
          {copied ? t("property.linkCopied") : ""}
        </p>
      </div>
    </details>
  );
}
