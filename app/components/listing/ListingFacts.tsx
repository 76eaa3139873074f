import { useTranslation } from "~/utils/translation";
import { Icon, type IconName } from "~/components/ui/Icon";
import type { Property } from "~/models/properties.server";
import { formatDate, formatNumber } from "~/utils/format";
import { useLanguage } from "~/utils/use-language";

type FactsOf = Pick<Property, "size" | "capacity" | "parkingSpaces" | "floors" | "availableFrom">;

/** The listing's key facts as a grid of labelled values: size, capacity, parking, the building's floors, availability. */
export function ListingFacts({ property }: { property: FactsOf }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts: { icon: IconName; label: string; value: string }[] = [
    { icon: "ruler", label: t("property.size"), value: t("property.sizeValue", { size: formatNumber(property.size, language) }) },
    { icon: "users", label: t("property.capacity"), value: t("property.capacityValue", { count: property.capacity }) },
    { icon: "car", label: t("property.parking"), value: formatNumber(property.parkingSpaces, language) },
    // The building's floor count (decision 0033); the floor the office is on is in ListingSpace.
    { icon: "layers", label: t("property.floors"), value: formatNumber(property.floors, language) },
    { icon: "calendar", label: t("property.availableFrom"), value: formatDate(property.availableFrom, language) },
  ];
  return (
    <section aria-labelledby="facts-title" className="mt-8">
      <h2 id="facts-title" className="sr-only">
        {t("property.facts")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {facts.map((fact, position) => (
          <div
            key={fact.icon}
            className={`rounded-xl border border-line bg-surface-raised px-3.5 py-3 ${position === facts.length - 1 ? "col-span-2 sm:col-span-1" : ""}`}
          >
            <dt className="flex items-center gap-1.5 whitespace-nowrap text-xs font-medium text-ink-muted">
              <Icon name={fact.icon} className="size-4 text-brand" />
              {fact.label}
            </dt>
            <dd className="mt-1.5 font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
