import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { DistrictGroup } from "~/utils/map";
import { CompactPropertyCard } from "../PropertyCard";

/** A district's first listings on the map (popup or no-JS list), and a link to all of them when there are more. */
export function DistrictListings({ group, allHref }: { group: DistrictGroup; allHref: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="space-y-3">
        {group.properties.map((property) => (
          <CompactPropertyCard key={property.id} property={property} />
        ))}
      </div>
      {group.total > group.properties.length ? (
        <Link to={allHref} className="mt-3 inline-block text-sm font-semibold text-brand-strong underline">
          {t("browse.mapShowAll", { count: group.total, district: group.label })}
        </Link>
      ) : null}
      {group.slug ? (
        <Link to={`/districts/${group.slug}`} className="mt-3 block text-sm font-semibold text-brand-strong underline">
          {t("browse.mapDistrictPage", { district: group.label })}
        </Link>
      ) : null}
    </>
  );
}
