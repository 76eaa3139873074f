import { useTranslation } from "~/utils/translation";
import { tourProvider } from "~/schemas/tour";
import { cardImageUrl, imageSrcSet } from "~/utils/images";
import { Icon } from "../ui/Icon";

/**
 * The listing's floor plans (issue 38), in their own section: each opens full size in the viewer (`link`
 * gives the address and, with scripts, the click that opens the dialog).
 */
export function ListingFloorPlans({
  plans,
  title,
  link,
}: {
  plans: string[];
  title: string;
  link: (index: number) => React.AnchorHTMLAttributes<HTMLAnchorElement>;
}) {
  const { t } = useTranslation();
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="floor-plans-title" className="mt-10">
      <h2 id="floor-plans-title" className="text-xl font-semibold">
        {t("media.floorPlans")}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {plans.map((url, index) => (
          <li key={`${url}-${index}`}>
            <a
              {...link(index)}
              aria-label={t("media.openFloorPlan", { index: index + 1 })}
              className="block overflow-hidden rounded-xl border border-line bg-white hover:border-brand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <img
                src={cardImageUrl(url)}
                srcSet={imageSrcSet(url)}
                sizes="(min-width: 640px) 50vw, 100vw"
                alt={t("media.floorPlanAlt", { title, index: index + 1, total: plans.length })}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full object-contain"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The listing's video or 3D tour: a plain link to its allow-listed host (schemas/tour.ts). Nothing is loaded
 * from that host before the visitor follows it (no frame, no preview image), so the page's CSP needs no
 * third-party source and no visitor is tracked by merely opening the listing (decision 0039).
 */
export function ListingTour({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const provider = url ? tourProvider(url) : null;
  if (!url || !provider) return null;
  return (
    <section aria-labelledby="tour-title" className="mt-10">
      <h2 id="tour-title" className="text-xl font-semibold">
        {t("media.tourTitle")}
      </h2>
      <a
        href={url}
        rel="noopener noreferrer nofollow"
        data-testid="tour-link"
        className="mt-3 inline-flex items-center gap-2 rounded-xl border border-line bg-surface-raised px-4 py-3 font-semibold text-ink hover:border-brand hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <Icon name="layers" className="size-5" />
        {t(`media.tours.${provider}`)}
      </a>
      <p className="mt-2 text-sm text-ink-muted">{t("media.tourNote", { host: new URL(url).hostname })}</p>
    </section>
  );
}
