import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { imageSrcSet } from "~/utils/images";
import { useHydrated } from "~/utils/use-hydrated";
import { useLanguage } from "~/utils/use-language";
import { Icon } from "../ui/Icon";

/** One picture of the viewer: a listing's photos come first, then its floor plans. */
export interface ViewerItem {
  url: string;
  alt: string;
  kind: "photo" | "floor_plan";
}

/** The id (and address fragment) of the index-th picture's own full-size view. */
export const viewerAnchor = (index: number) => `photo-${index + 1}`;
/** Where the viewer's "back" returns: the gallery, at the top of the listing. */
export const GALLERY_ID = "gallery";

// A horizontal move of at least this many pixels is a swipe; less is a tap.
const SWIPE_PX = 50;

const wrap = (index: number, total: number) => (index + total) % total;

/**
 * The listing's pictures full screen (issue 38).
 * - Without scripts each picture is its own fragment of the page (`#photo-3`), shown over the page while it is
 *   the target, at full size with previous/next links and a link back to the gallery.
 * - With scripts the same links open a modal <dialog> (focus stays inside and goes back to the link after):
 *   previous/next buttons, the arrow keys (the "next" arrow is the one pointing the way the page reads: left
 *   in Arabic), a swipe, Escape, and a counter.
 * Links anywhere on the page whose address is `#photo-N` open it: `onOpen` is handed to them.
 */
export function PhotoViewer({ items, title, openAt }: { items: ViewerItem[]; title: string; openAt: OpenRequest | null }) {
  const hydrated = useHydrated();
  if (items.length === 0) return null;
  return hydrated ? <ViewerDialog items={items} title={title} openAt={openAt} /> : <ViewerPages items={items} />;
}

/** A request to open the viewer at a picture: a new object each time, so the same picture opens again. */
interface OpenRequest {
  index: number;
}

/** Opens the viewer from a `#photo-N` link when scripts run; the link itself works without them. */
export function useViewerOpener() {
  const [openAt, setOpenAt] = useState<OpenRequest | null>(null);
  // A shared address that names a picture opens it once the page runs its scripts.
  useEffect(() => {
    const match = /^#photo-(\d+)$/.exec(window.location.hash);
    if (match) setOpenAt({ index: Number(match[1]) - 1 });
  }, []);
  return {
    openAt,
    linkProps: (index: number) => ({
      href: `#${viewerAnchor(index)}`,
      onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        setOpenAt({ index });
      },
    }),
  };
}

function Counter({ index, total }: { index: number; total: number }) {
  return (
    <p data-testid="viewer-counter" className="text-sm font-semibold tabular-nums">
      {index + 1} / {total}
    </p>
  );
}

function kindLabel(t: (key: string) => string, item: ViewerItem) {
  return item.kind === "floor_plan" ? t("media.floorPlan") : t("media.photo");
}

const barButton =
  "inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";

/** Scripts off: one fragment per picture, shown while it is the page's target. */
function ViewerPages({ items }: { items: ViewerItem[] }) {
  const { t } = useTranslation();
  const total = items.length;
  return (
    <div data-testid="viewer-pages">
      {items.map((item, index) => (
        <section
          key={`${item.url}-${index}`}
          id={viewerAnchor(index)}
          aria-label={item.alt}
          className="fixed inset-0 z-50 hidden flex-col bg-black text-white target:flex"
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <Counter index={index} total={total} />
            <p className="truncate text-sm">{kindLabel(t, item)}</p>
            <a href={`#${GALLERY_ID}`} className={barButton}>
              <Icon name="close" className="size-4" />
              {t("media.back")}
            </a>
          </div>
          <div className="relative min-h-0 flex-1">
            <img
              src={item.url}
              srcSet={imageSrcSet(item.url)}
              sizes="100vw"
              alt={item.alt}
              loading="lazy"
              decoding="async"
              className={`size-full object-contain ${item.kind === "floor_plan" ? "bg-white" : ""}`}
            />
          </div>
          {total > 1 ? (
            <nav aria-label={t("media.navigation")} className="flex items-center justify-between gap-3 px-4 py-3">
              <a href={`#${viewerAnchor(wrap(index - 1, total))}`} rel="prev" className={barButton}>
                <Icon name="chevronStart" className="size-4 rtl:rotate-180" />
                {t("media.previous")}
              </a>
              <a href={`#${viewerAnchor(wrap(index + 1, total))}`} rel="next" className={barButton}>
                {t("media.next")}
                <Icon name="chevronEnd" className="size-4 rtl:rotate-180" />
              </a>
            </nav>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** Scripts on: a modal dialog over the page. */
function ViewerDialog({ items, title, openAt }: { items: ViewerItem[]; title: string; openAt: OpenRequest | null }) {
  const { t } = useTranslation();
  const rtl = useLanguage() === "ar";
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const swipeFrom = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const total = items.length;
  const item = items[Math.min(index, total - 1)]!;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (openAt === null || !dialog || openAt.index < 0 || openAt.index >= total) return;
    setIndex(openAt.index);
    if (!dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
  }, [openAt, total]);

  const show = (next: number) => setIndex((current) => wrap(current + next, total));

  return (
    <dialog
      ref={dialogRef}
      aria-label={t("media.viewerTitle", { title })}
      data-testid="photo-viewer"
      onClose={() => {
        // Back where the visitor was: the link that opened it, and an address without the picture's fragment.
        if (/^#photo-\d+$/.test(window.location.hash)) {
          window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
        }
        returnTo.current?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
        event.preventDefault();
        // The arrow pointing the way the page reads goes forward.
        const forward = event.key === (rtl ? "ArrowLeft" : "ArrowRight");
        show(forward ? 1 : -1);
      }}
      className="m-0 size-full max-h-none max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-dvh flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <Counter index={index} total={total} />
          <p aria-live="polite" className="truncate text-sm">
            {kindLabel(t, item)}
          </p>
          {/* First in the dialog, so it has the focus when the dialog opens. */}
          <button type="button" onClick={() => dialogRef.current?.close()} className={barButton}>
            <Icon name="close" className="size-4" />
            {t("media.close")}
          </button>
        </div>
        <div
          className="relative min-h-0 flex-1 touch-pan-y select-none"
          onPointerDown={(event) => {
            swipeFrom.current = event.clientX;
          }}
          onPointerUp={(event) => {
            if (swipeFrom.current === null) return;
            const moved = event.clientX - swipeFrom.current;
            swipeFrom.current = null;
            if (Math.abs(moved) < SWIPE_PX) return;
            // Content follows the finger: a swipe towards the page's start brings the next picture.
            show(moved < 0 !== rtl ? 1 : -1);
          }}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
        >
          <img
            key={item.url + index}
            src={item.url}
            srcSet={imageSrcSet(item.url)}
            sizes="100vw"
            alt={item.alt}
            draggable={false}
            className={`size-full object-contain ${item.kind === "floor_plan" ? "bg-white" : ""}`}
          />
          {total > 1 ? (
            <>
              <button
                type="button"
                onClick={() => show(-1)}
                aria-label={t("media.previous")}
                className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-black shadow hover:bg-white focus-visible:outline-3 focus-visible:outline-white"
              >
                <Icon name="chevronStart" className="size-6 rtl:rotate-180" />
              </button>
              <button
                type="button"
                onClick={() => show(1)}
                aria-label={t("media.next")}
                className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-black shadow hover:bg-white focus-visible:outline-3 focus-visible:outline-white"
              >
                <Icon name="chevronEnd" className="size-6 rtl:rotate-180" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
