import { useTranslation } from "~/utils/translation";
import { OFFICE_FACT_KEYS, type OfficeFactsOf, officeFactText } from "~/utils/office-facts";
import { useLanguage } from "~/utils/use-language";

/**
 * What the space is like before a viewing (issue 38): fit-out (with what the level means), floor, ceiling,
 * workstations, meeting rooms, pantry, washroom. Only what the listing states; nothing when it states none.
 */
export function ListingSpace({ property }: { property: OfficeFactsOf }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = OFFICE_FACT_KEYS.flatMap((key) => {
    const value = officeFactText(key, property, t, language);
    return value === null ? [] : [{ key, value }];
  });
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="space-title" className="mt-10">
      <h2 id="space-title" className="text-xl font-semibold">
        {t("office.heading")}
      </h2>
      <dl className="mt-3 grid gap-x-6 sm:grid-cols-2">
        {facts.map(({ key, value }) => (
          <div key={key} className="flex flex-wrap justify-between gap-x-4 border-b border-line py-2.5">
            <dt className="text-ink-muted">{t(`office.${key}`)}</dt>
            <dd className="text-end font-semibold text-ink">
              {value}
              {key === "fitOut" && property.fitOut ? (
                <span className="block text-sm font-normal text-ink-muted">{t(`office.fitOutHints.${property.fitOut}`)}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
