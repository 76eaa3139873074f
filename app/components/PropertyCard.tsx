import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { BrowseCardData } from "~/models/properties.server";
import { cardImageUrl } from "~/utils/images";
import { formatNumber, pricePerSqm } from "~/utils/format";
import { listingText } from "~/utils/localized";
import { useAmenityLabel } from "~/utils/use-amenity-label";
import { useLanguage } from "~/utils/use-language";
import { Carousel } from "./Carousel";
import { type LandmarkNames, useDistanceText } from "./DistanceTo";
import { useDistrictText } from "./DistrictNames";
import { PlainLink } from "./PlainLink";
import { SaveToggle } from "./SaveToggle";
import { ConfirmedAvailability } from "./Trust";
import { Icon } from "./ui/Icon";
import { LocalizedText } from "./ui/LocalizedText";

type CardProperty = BrowseCardData;

/**
 * Every photo URL of a listing, in order (a card holds only the first until the visitor asks for more).
 * The API lists the photos in order, then the floor plans; a card's carousel, like its "photo 1 of n",
 * shows photos only.
 */
async function fetchImageUrls(propertyId: number) {
  const response = await fetch(`/api/properties/${propertyId}/images`);
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  const images = (await response.json()) as { imageUrl: string; kind: string }[];
  return images.filter((image) => image.kind === "photo").map((image) => image.imageUrl);
}

const MAX_BADGES = 4;

export function AmenityBadges({ amenities, limit }: { amenities: string[]; limit?: number }) {
  const { t } = useTranslation();
  const amenityLabel = useAmenityLabel();
  const shown = limit === undefined ? amenities : amenities.slice(0, limit);
  const hidden = amenities.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((amenity) => (
        <li key={amenity} className="chip">
          {amenityLabel(amenity)}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="chip bg-brand-soft font-semibold" title={t("card.moreAmenities", { count: hidden })}>
          <span aria-hidden="true" dir="ltr">
            +{hidden}
          </span>
          <span className="sr-only">{t("card.moreAmenities", { count: hidden })}</span>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The yearly rent (the spec's figure), "+ VAT" when it carries VAT, and below it the rent per sqm: a line
 * of its own, so a narrow card never wraps it onto a line that starts with a separator.
 */
export function PriceLine({ price, size, vatApplies }: { price: number; size: number; vatApplies: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-bold text-ink">{formatNumber(price, language)}</span>
        <span className="text-sm text-ink-muted">{t("card.perYear")}</span>
        {vatApplies ? <span className="text-sm font-medium text-ink">{t("trust.plusVat")}</span> : null}
      </p>
      <p data-testid="price-per-sqm" className="text-xs text-ink-muted">
        {t("card.perSqm", { price: formatNumber(pricePerSqm(price, size), language) })}
      </p>
    </div>
  );
}

/**
 * The licence check (the word for the eye, the REGA number for screen readers; every published listing
 * has one) and how fresh the availability is, side by side.
 */
function TrustLine({ property, className }: { property: CardProperty; className: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <p className="with-icon font-medium text-brand-strong">
        <Icon name="shieldCheck" className="size-4" />
        <span aria-hidden="true">{t("trust.badge")}</span>
        <span className="sr-only">{t("trust.badgeLabel", { number: property.adLicenseNumber })}</span>
      </p>
      <ConfirmedAvailability confirmedAt={property.confirmedAvailableAt} />
    </div>
  );
}

/** A listing in the grid or list view. */
export function PropertyCard({
  property,
  layout = "grid",
  nearLandmark,
}: {
  property: CardProperty;
  layout?: "grid" | "list";
  /** A search near a landmark (issue 34): the card says how far it is (the card's `distance`). */
  nearLandmark?: LandmarkNames | null;
}) {
  const { t } = useTranslation();
  const distanceText = useDistanceText();
  const language = useLanguage();
  const districtName = useDistrictText();
  const list = layout === "list";
  const title = listingText(property, "title", language);
  return (
    <article
      data-testid="property-card"
      aria-labelledby={`property-${property.id}-title`}
      // Laid out in full, not content-visibility: auto: a no-script save comes back to its heart (#save-{id}),
      // and an estimated height for the cards above it put the heart wherever the timing left it
      // (docs/decisions/0065-no-script-forms-come-back-to-their-control.md).
      className={`card ${list ? "md:grid md:grid-cols-[18rem_1fr]" : "flex flex-col"}`}
    >
      <div className="relative">
        <Carousel
          images={property.image ? [property.image] : []}
          total={property.imageCount}
          loadAll={() => fetchImageUrls(property.id)}
          title={title.text}
          heightClass={list ? "h-52 md:h-full" : "h-52"}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        />
        {property.featured ? (
          <span className="with-icon absolute start-3 top-3 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-surface">
            <Icon name="star" className="size-3.5" />
            {t("card.featured")}
          </span>
        ) : null}
        <SaveToggle propertyId={property.id} className="absolute end-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={`property-${property.id}-title`} className="text-lg font-semibold leading-snug">
            <PlainLink to={`/property/${property.id}`} className="hover:underline">
              <LocalizedText value={title} />
            </PlainLink>
          </h3>
          <p className="text-sm text-ink-muted">
            <LocalizedText value={listingText(property, "building", language)} /> ·{" "}
            <LocalizedText value={districtName(property.district)} />
          </p>
          <p className="text-sm text-ink-muted">
            <LocalizedText value={listingText(property, "address", language)} />
          </p>
          {nearLandmark && property.distance !== undefined ? (
            <p data-testid="card-distance" className="with-icon mt-1 text-sm font-medium">
              <Icon name="pin" className="size-4 text-brand" />
              {distanceText(property.distance, nearLandmark)}
            </p>
          ) : null}
        </div>
        <PriceLine price={property.price} size={property.size} vatApplies={property.vatApplies} />
        <TrustLine property={property} className="text-sm" />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <li className="with-icon">
            <Icon name="ruler" className="size-4" />
            {t("card.size", { size: formatNumber(property.size, language) })}
          </li>
          <li className="with-icon">
            <Icon name="users" className="size-4" />
            {t("card.capacity", { count: property.capacity })}
          </li>
          <li className="with-icon">
            <Icon name="car" className="size-4" />
            {t("card.parking", { count: property.parkingSpaces })}
          </li>
        </ul>
        <AmenityBadges amenities={property.amenities} limit={MAX_BADGES} />
        <div className="mt-auto flex gap-2 pt-2">
          <PlainLink
            to={`/property/${property.id}`}
            className="button-primary flex-1"
            aria-label={`${t("card.viewDetails")}: ${title.text}`}
          >
            {t("card.viewDetails")}
          </PlainLink>
          {/* The listing's own inquiry form, so the message reaches this listing's desk (not the general contact page). */}
          <PlainLink to={`/property/${property.id}#inquiry`} className="button-secondary">
            {t("card.contactUs")}
          </PlainLink>
        </div>
      </div>
    </article>
  );
}

/** The small card inside a map popup. */
export function CompactPropertyCard({ property }: { property: CardProperty }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article data-testid="compact-property-card" className="flex gap-3">
      {property.image ? (
        <img src={cardImageUrl(property.image)} alt="" loading="lazy" className="size-16 shrink-0 rounded-lg object-cover" />
      ) : null}
      <div className="min-w-0">
        {/* Titles wrap (a popup or a phone is narrow). */}
        <h3 className="text-sm font-semibold break-words">
          {/* A router Link: Leaflet keeps a popup's clicks from reaching the document (see PlainLink). */}
          <Link to={`/property/${property.id}`} className="hover:underline">
            <LocalizedText value={listingText(property, "title", language)} />
          </Link>
        </h3>
        <p className="text-xs text-ink-muted">
          <LocalizedText value={listingText(property, "building", language)} />
        </p>
        <p className="text-sm font-bold">
          {formatNumber(property.price, language)} <span className="text-xs font-normal text-ink-muted">{t("card.perYear")}</span>
          {property.vatApplies ? <span className="text-xs font-medium"> {t("trust.plusVat")}</span> : null}
        </p>
        <TrustLine property={property} className="text-xs" />
      </div>
    </article>
  );
}
