import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { cardImageUrl, imageSrcSet } from "~/utils/images";
import { useHydrated } from "~/utils/use-hydrated";
import { Icon } from "./ui/Icon";

const SMOOTH_SCROLL_MS = 600;

interface CarouselProps {
  images: string[];
  /** How many images there are when `images` holds only the first ones (a listing card). */
  total?: number;
  /** Fetches every image URL, in order, the first time the visitor moves past the ones given. */
  loadAll?: () => Promise<string[]>;
  title: string;
  /** Tailwind height class of the frame, e.g. "h-52" or "h-[60vh]". */
  heightClass: string;
  sizes: string;
  showDots?: boolean;
  /** The page's main image: the first loads at once and first (fetchpriority high); otherwise all lazily. */
  eager?: boolean;
  /** Makes each image a link (the listing page's full-screen viewer): its address, label and click handler. */
  imageLink?: (position: number) => React.AnchorHTMLAttributes<HTMLAnchorElement>;
}

/**
 * Images in a scroll-snap strip: swipe or scroll without JavaScript; with it, previous/next buttons
 * (wrapping at both ends) and optional dots. The images given are read on mount only: give the
 * carousel a key that changes with them.
 */
export function Carousel({
  images: given,
  total: announced,
  loadAll,
  title,
  heightClass,
  sizes,
  showDots = false,
  eager = false,
  imageLink,
}: CarouselProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const stripRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [images, setImages] = useState(given);
  // An index to scroll to once the images it needs have been fetched and rendered.
  const [pending, setPending] = useState<number | null>(null);
  // While a button-started smooth scroll runs, its intermediate scroll events must not move the index.
  const scrollingUntil = useRef(0);
  const total = Math.max(announced ?? 0, images.length);
  const scrollable = images.length > 1;

  function scrollTo(position: number) {
    const strip = stripRef.current;
    const slide = strip?.children[position] as HTMLElement | undefined;
    // offsetLeft is measured from the strip's start in both directions, so this works in RTL too.
    if (strip && slide) strip.scrollTo({ left: slide.offsetLeft - strip.offsetLeft, behavior: "smooth" });
  }

  useEffect(() => {
    if (pending === null || pending >= images.length) return;
    scrollTo(pending);
    setPending(null);
  }, [images, pending]);

  function show(next: number) {
    const wrapped = (next + total) % total;
    scrollingUntil.current = Date.now() + SMOOTH_SCROLL_MS;
    setIndex(wrapped);
    if (wrapped < images.length) return scrollTo(wrapped);
    setPending(wrapped);
    loadAll?.().then(setImages, (error: unknown) => console.error(error));
  }

  if (total === 0) {
    return (
      <div className={`${heightClass} flex items-center justify-center bg-surface-muted text-ink-muted`} aria-hidden="true">
        <Icon name="building" className="size-10" />
      </div>
    );
  }

  return (
    <div
      className={`relative ${heightClass} overflow-hidden bg-surface-muted`}
      role="group"
      aria-roledescription="carousel"
      aria-label={title}
    >
      {/* Focusable, so the arrow keys scroll it without a pointer (the buttons below need scripts). */}
      <div
        ref={stripRef}
        tabIndex={scrollable ? 0 : undefined}
        role={scrollable ? "region" : undefined}
        aria-label={scrollable ? t("property.photoStrip") : undefined}
        className="photo-strip"
        onScroll={(event) => {
          if (Date.now() < scrollingUntil.current) return;
          const strip = event.currentTarget;
          const current = Math.round(Math.abs(strip.scrollLeft) / Math.max(strip.clientWidth, 1));
          if (current !== index && current < total) setIndex(current);
        }}
      >
        {images.map((url, position) => {
          const image = (
            <img
              src={cardImageUrl(url)}
              srcSet={imageSrcSet(url)}
              sizes={sizes}
              alt={t("card.imageAlt", { title, index: position + 1, total })}
              loading={eager && position === 0 ? "eager" : "lazy"}
              fetchPriority={eager && position === 0 ? "high" : undefined}
              decoding="async"
              className="photo-slide object-cover"
              data-active={position === index ? "true" : undefined}
            />
          );
          return imageLink ? (
            <a
              key={`${url}-${position}`}
              {...imageLink(position)}
              className="photo-slide focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-brand"
            >
              {image}
            </a>
          ) : (
            <Fragment key={`${url}-${position}`}>{image}</Fragment>
          );
        })}
      </div>
      {showDots && total > 1 ? (
        // How many photos there are (and, with scripts, which one shows): the strip alone does not say.
        <p className="absolute end-3 top-3 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold text-white">
          {hydrated ? t("property.photoPosition", { index: index + 1, total }) : t("property.photoCount", { count: total })}
        </p>
      ) : null}
      {hydrated && total > 1 ? (
        <>
          <button
            type="button"
            onClick={() => show(index - 1)}
            aria-label={t("card.previousImage")}
            className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-surface-raised/90 p-1.5 text-ink shadow hover:bg-surface-raised"
          >
            <Icon name="chevronStart" className="size-5 rtl:rotate-180" />
          </button>
          <button
            type="button"
            onClick={() => show(index + 1)}
            aria-label={t("card.nextImage")}
            className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-surface-raised/90 p-1.5 text-ink shadow hover:bg-surface-raised"
          >
            <Icon name="chevronEnd" className="size-5 rtl:rotate-180" />
          </button>
          {showDots ? (
            <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
              {images.map((url, position) => (
                <button
                  key={`dot-${url}-${position}`}
                  type="button"
                  onClick={() => show(position)}
                  aria-label={t("property.showImage", { index: position + 1 })}
                  aria-current={position === index ? "true" : undefined}
                  // A 24 px target around a 10 px dot: large enough to tap.
                  className="grid size-6 place-items-center rounded-full"
                >
                  <span className={`size-2.5 rounded-full ${position === index ? "bg-white" : "bg-white/50"} ring-1 ring-black/20`} />
                </button>
              ))}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
