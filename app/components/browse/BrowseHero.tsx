import { Form, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/utils/translation";
import type { PropertyFilters } from "~/schemas/filters";
import type { View } from "~/schemas/filters-query";
import type { DistrictNames } from "~/utils/district-names";
import { openFilterGroup } from "./FilterForm";
import { LocationCombobox } from "./LocationCombobox";
import { PropertyTypeSelect } from "./PropertyTypeSelect";
import { RESULTS_ID } from "./results-anchor";
import { WordsBox } from "./WordsBox";
import { preloadFilterParser, useFilterNavigation } from "./use-filter-navigation";
import skyline from "~/assets/riyadh-skyline.webp";
import skylineSmall from "~/assets/riyadh-skyline-800.webp";

// The hero image is the largest thing on a phone's first screen: its file (hashed, so cached for a
// year) is preloaded from the page head, the small one on small screens, so it loads with the HTML.
const SMALL_SCREEN = "(max-width: 800px)";
export const heroImageLinks = [
  { rel: "preload", as: "image", href: skylineSmall, media: SMALL_SCREEN, fetchPriority: "high" },
  { rel: "preload", as: "image", href: skyline, media: "(min-width: 801px)", fetchPriority: "high" },
] as const;

const SCROLL_DELAY_MS = 100;

/** Hero search: one district, words and a type; lands on the results (#results without JS, a scroll after 100 ms with it). */
export function BrowseHero({
  filters,
  view,
  defaultView,
  districts,
}: {
  filters: PropertyFilters;
  view: View;
  defaultView: View;
  districts: readonly (DistrictNames & { slug: string })[];
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const navigateToFilters = useFilterNavigation(defaultView);

  async function search() {
    const form = formRef.current;
    if (!form) return;
    if (!(await navigateToFilters(form))) return form.submit();
    setTimeout(() => document.getElementById(RESULTS_ID)?.scrollIntoView({ behavior: "smooth" }), SCROLL_DELAY_MS);
  }

  return (
    <section className="relative isolate overflow-hidden bg-[#1b1530]">
      <picture>
        <source media={SMALL_SCREEN} srcSet={skylineSmall} />
        <img
          src={skyline}
          alt=""
          fetchPriority="high"
          width={1920}
          height={900}
          className="absolute inset-0 -z-10 h-full w-full object-cover object-bottom"
        />
      </picture>
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/30 to-black/60" />
      {/* Compact on a phone, so the result count and the first card are on the first screen. */}
      <div className="mx-auto max-w-5xl px-4 pb-5 pt-5 md:pb-14 md:pt-24">
        <h1 className="text-2xl font-bold text-white md:text-5xl">{t("browse.heroTitle")}</h1>
        <p className="mt-3 hidden max-w-2xl text-lg text-white/90 sm:block">{t("browse.heroSubtitle")}</p>
        <Form
          ref={formRef}
          method="get"
          action={`${pathname}#${RESULTS_ID}`}
          aria-label={t("browse.search")}
          className="mt-4 grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 rounded-2xl bg-surface-raised p-3 shadow-xl md:mt-8 md:flex md:p-4 [&>:first-child]:col-span-2"
          onFocus={preloadFilterParser}
          onPointerDown={preloadFilterParser}
          onSubmit={(event) => {
            event.preventDefault();
            void search();
          }}
        >
          <LocationCombobox
            name="district"
            districts={districts}
            defaultValue={filters.district.length === 1 ? filters.district[0]! : ""}
            onSearch={() => void search()}
          />
          <WordsBox
            id="hero-q"
            label={t("browse.words")}
            words={filters.q}
            labelClassName="text-ink"
            className="col-span-2 md:col-auto md:flex-1"
          />
          <PropertyTypeSelect
            id="hero-type"
            value={filters.type}
            className="md:w-48"
            labelClassName="mb-1 block text-sm font-medium text-ink"
          />
          {view !== defaultView ? <input type="hidden" name="view" value={view} /> : null}
          <button type="submit" className="rounded-lg bg-brand px-6 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
            {t("browse.search")}
          </button>
        </Form>
        <div className="mt-3 flex flex-wrap gap-2 md:mt-4">
          {(
            [
              ["size", "browse.sizeRange"],
              ["price", "browse.priceRange"],
              ["more", "browse.moreFilters"],
            ] as const
          ).map(([group, key]) => (
            <a
              key={group}
              href={`#filter-${group}`}
              onClick={(event) => {
                event.preventDefault();
                openFilterGroup(group);
              }}
              className="rounded-full border border-white/60 bg-black/30 px-3 py-1 text-sm font-medium text-white hover:bg-black/50 md:px-4 md:py-1.5"
            >
              {t(key)}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
