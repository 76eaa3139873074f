import type { BrowseData } from "~/models/browse.server";
import type { View } from "~/schemas/filters-query";
import { BrowseHero } from "./BrowseHero";
import { BrowseResults } from "./BrowseResults";
import { FilterForm } from "./FilterForm";

/** The browse page and the map page: the same hero, filters and results; only the default view differs. */
export function BrowseScreen({ data, defaultView }: { data: BrowseData; defaultView: View }) {
  return (
    <>
      <BrowseHero filters={data.filters} view={data.view} defaultView={defaultView} />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 md:flex-row md:items-start">
        <div>
          <FilterForm filters={data.filters} view={data.view} defaultView={defaultView} districts={data.districts} />
        </div>
        <BrowseResults {...data} defaultView={defaultView} />
      </div>
    </>
  );
}
