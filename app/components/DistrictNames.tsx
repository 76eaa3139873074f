import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { type DistrictNames, districtText } from "~/utils/district-names";
import { useLanguage } from "~/utils/use-language";

// Listings carry their district's English name (what URLs and the API use); the names in both
// languages come from the district table, which the page's loader read once for all its cards and chips.
const DistrictNamesContext = createContext<ReadonlyMap<string, DistrictNames>>(new Map());

export function DistrictNamesProvider({ districts, children }: { districts: readonly DistrictNames[]; children: ReactNode }) {
  const byName = useMemo(() => new Map(districts.map((district) => [district.name, district])), [districts]);
  return <DistrictNamesContext.Provider value={byName}>{children}</DistrictNamesContext.Provider>;
}

/** A district's name in the page's language, from its English name (itself when the district is unknown). */
export function useDistrictText() {
  const byName = useContext(DistrictNamesContext);
  const language = useLanguage();
  return useCallback((name: string) => districtText(byName.get(name) ?? { name, nameAr: "" }, language), [byName, language]);
}
