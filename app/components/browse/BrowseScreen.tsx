import type { BrowseData } from "~/models/browse.server";
import { activeFilterChips, type View } from "~/schemas/filters-query";
import type { FeedLink } from "~/utils/feed";
import { DistrictNamesProvider } from "../DistrictNames";
import { BrowseHero } from "./BrowseHero";
import { BrowseResults } from "./BrowseResults";
import { FilterForm } from "./FilterForm";

/** The browse page and the map page: the same hero, filters and results; only the default view differs. */
export function BrowseScreen({ data, defaultView }: { data: BrowseData & { feed: FeedLink }; defaultView: View }) {
  return (
    <DistrictNamesProvider districts={data.districts}>
      <BrowseHero filters={data.filters} view={data.view} defaultView={defaultView} districts={data.districts} />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-start md:gap-8 md:py-10">
        <div>
          <FilterForm
            filters={data.filters}
            view={data.view}
            defaultView={defaultView}
            districts={data.districts}
            activeCount={activeFilterChips(data.filters).length}
          />
        </div>
        <BrowseResults {...data} defaultView={defaultView} />
      </div>
    </DistrictNamesProvider>
  );
}
