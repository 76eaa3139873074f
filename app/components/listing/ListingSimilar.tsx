import { useTranslation } from "~/utils/translation";
import { DistrictNamesProvider } from "~/components/DistrictNames";
import { PropertyCard } from "~/components/PropertyCard";
import type { SimilarCard } from "~/models/similar-listings.server";

/** Up to six published offices like this one (issue 38): nearest in district, size and rent per m². */
export function ListingSimilar({ similar }: { similar: SimilarCard[] }) {
  const { t } = useTranslation();
  if (similar.length === 0) return null;
  const names = [...new Map(similar.map((card) => [card.district, { name: card.district, nameAr: card.districtNameAr }])).values()];
  return (
    <section aria-labelledby="similar-title" className="mt-16 border-t border-line pt-10">
      <h2 id="similar-title" className="text-2xl font-semibold">
        {t("property.similarTitle")}
      </h2>
      <p className="mt-1 text-ink-muted">{t("property.similarHint")}</p>
      <DistrictNamesProvider districts={names}>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {similar.map((card) => (
            <li key={card.id}>
              <PropertyCard property={card} />
            </li>
          ))}
        </ul>
      </DistrictNamesProvider>
    </section>
  );
}
