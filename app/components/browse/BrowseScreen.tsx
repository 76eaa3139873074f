import { useTranslation } from "~/utils/translation";
import type { BrowseData } from "~/models/browse.server";
import { activeFilterChips, type View } from "~/schemas/filters-query";
import type { FeedLink } from "~/utils/feed";
import { DistrictNamesProvider } from "../DistrictNames";
import { BrowseHero } from "./BrowseHero";
import { BrowseResults } from "./BrowseResults";
import { FilterForm } from "./FilterForm";

/**
 * The browse page and the map page: the same filters and results; only the default view differs. The
 * map page has a title line instead of the hero, so "Map View" opens on the map (on a phone's first screen).
 */
export function BrowseScreen({ data, defaultView }: { data: BrowseData & { feed: FeedLink }; defaultView: View }) {
  const { t } = useTranslation();
  return (
    <DistrictNamesProvider districts={data.districts}>
      {defaultView === "map" ? (
        <h1 className="mx-auto max-w-7xl px-4 pt-4 text-xl font-bold md:pt-8 md:text-3xl">{t("browse.mapPageTitle")}</h1>
      ) : (
        <BrowseHero filters={data.filters} view={data.view} defaultView={defaultView} districts={data.districts} />
      )}
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-start md:gap-8 md:py-10">
        <div>
          <FilterForm
            filters={data.filters}
            view={data.view}
            defaultView={defaultView}
            districts={data.districts}
            landmarks={data.landmarks}
            activeCount={activeFilterChips(data.filters).length}
          />
        </div>
        <BrowseResults {...data} defaultView={defaultView} />
      </div>
    </DistrictNamesProvider>
  );
}
