import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { DistrictNamesProvider } from "~/components/DistrictNames";
import { PropertyCard } from "~/components/PropertyCard";
import { Icon } from "~/components/ui/Icon";
import { LocalizedText } from "~/components/ui/LocalizedText";
import type { PropertyCardData } from "~/models/properties.server";
import type { DistrictNames } from "~/utils/district-names";
import type { LocalText } from "~/utils/localized";
import type { ListingLifecycle } from "~/schemas/property";

/**
 * Why a listing is no longer shown: its advertiser withdrew or archived it (taken down or rented), or it
 * lapsed (a draft, an expired licence, an availability not confirmed for 90 days).
 */
export type GoneReason = "takenDown" | "lapsed";

/** The reason a 410 gives for a listing in this lifecycle. */
export function goneReason(lifecycle: ListingLifecycle): GoneReason {
  return lifecycle === "withdrawn" || lifecycle === "archived" ? "takenDown" : "lapsed";
}

/** What the 410 of a listing that is no longer published carries. */
export interface GoneListing {
  reason: GoneReason;
  district: { names: DistrictNames; text: LocalText };
  similar: PropertyCardData[];
}

/** A listing that is no longer published: said plainly, with published offices of the same district. */
export function ListingGone({ gone }: { gone: GoneListing }) {
  const { t } = useTranslation();
  const district = gone.district.text;
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <MissingListingHeading
        title={t("property.goneTitle")}
        text={t(gone.reason === "takenDown" ? "property.goneTakenDownText" : "property.goneText")}
      />
      {gone.similar.length > 0 ? (
        <>
          <h2 className="mt-12 text-xl font-semibold">
            {t("property.goneSimilar")} <LocalizedText value={district} />
          </h2>
          <DistrictNamesProvider districts={[gone.district.names]}>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {gone.similar.map((card) => (
                <li key={card.id}>
                  <PropertyCard property={card} />
                </li>
              ))}
            </ul>
          </DistrictNamesProvider>
        </>
      ) : null}
      <div className="mt-10 text-center">
        <Link
          to={`/?district=${encodeURIComponent(gone.district.names.name)}`}
          className="inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong"
        >
          {t("property.goneBrowseDistrict", { district: district.text })}
        </Link>
      </div>
    </section>
  );
}

/** A listing id that never existed (or a malformed one). */
export function PropertyNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <MissingListingHeading title={t("property.notFoundTitle")} text={t("property.notFoundText")} />
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {t("property.backToBrowse")}
      </Link>
    </section>
  );
}

/** The building icon, heading and explanation of a listing that is gone or never existed. */
function MissingListingHeading({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon name="building" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-muted">{text}</p>
    </div>
  );
}
