import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import type { DistrictChoice } from "~/models/districts.server";
import type { PropertyFilters } from "~/schemas/filters";
import { CONFIRMED_CHOICES, DEFAULT_WITHIN, FIT_OUTS, PRICE_RANGE, SIZE_RANGE, type View, WITHIN_CHOICES } from "~/schemas/filters-query";
import { FIXED_AMENITIES } from "~/utils/amenities";
import { districtText, matchDistricts } from "~/utils/district-names";
import { formatNumber } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";
import { useLanguage } from "~/utils/use-language";
import { pickLanguage } from "~/utils/localized";
import { type LandmarkNames, useRadiusText } from "../DistanceTo";
import { LocalizedText } from "../ui/LocalizedText";
import { RESULTS_ID } from "./results-anchor";
import { PropertyTypeSelect } from "./PropertyTypeSelect";
import { WordsBox } from "./WordsBox";
import { FILTER_FORM_ID, isOwnFilterSearch, preloadFilterParser, useFilterNavigation } from "./use-filter-navigation";

// On a phone the filters are a panel over the page. Without JavaScript it shows while the address
// targets it or a group in it (#filter-panel, #filter-price: the hero's links), and its close link
// targets the results. With JavaScript the links set data-open instead, so the panel stays open while
// each change reloads the results (a navigation that drops the fragment).
const PANEL_ID = "filter-panel";
const OPEN_BUTTON_ID = "filter-panel-open";
/** The form's Apply button: without scripts the form comes back to it (on a phone, the panel open at it). */
const APPLY_ID = "filter-apply";
type FilterGroup = "districts" | "near" | "price" | "size" | "more";

const filterPanel = () => document.getElementById(PANEL_ID);

/** Opens the phone's panel at one filter group (or its top) and moves focus into it. */
export function openFilterGroup(group?: FilterGroup) {
  const panel = filterPanel();
  if (!panel) return;
  panel.dataset.open = "";
  const details = group ? (document.getElementById(`filter-${group}`) as HTMLDetailsElement | null) : null;
  if (details) details.open = true;
  (details ?? panel).scrollIntoView({ behavior: "smooth", block: "start" });
  (details ?? panel).querySelector<HTMLElement>("input, select")?.focus({ preventScroll: true });
}

function closeFilterPanel() {
  const panel = filterPanel();
  if (!panel || !("open" in panel.dataset)) return false;
  delete panel.dataset.open;
  document.getElementById(OPEN_BUTTON_ID)?.focus();
  return true;
}

interface Props {
  filters: PropertyFilters;
  view: View;
  defaultView: View;
  /** In alphabetical order of the page's language, as the loader sorts them. */
  districts: readonly DistrictChoice[];
  /** How many filters are on: the phone's button shows it. */
  activeCount: number;
  /** The landmarks a search may be near (issue 34), by English name. */
  landmarks: readonly (LandmarkNames & { slug: string })[];
}

function FilterGroupBox({ group, title, children }: { group: FilterGroup; title: string; children: React.ReactNode }) {
  return (
    <details id={`filter-${group}`} open className="border-b border-line py-3">
      <summary className="flex items-center justify-between font-semibold">{title}</summary>
      <div className="pt-3">{children}</div>
    </details>
  );
}

function NumberField({
  name,
  label,
  value,
  range,
  hint,
  signed = false,
}: {
  name: string;
  label: string;
  value?: number;
  /** The slider's ends, named in the hint; or the hint itself. */
  range?: { min: number; max: number; step: number };
  hint?: string;
  /** Takes a minus (a basement floor): the text keyboard, as phones' number pads often lack one. */
  signed?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bound = name.startsWith("min") ? "min" : "max";
  const hintText = hint ?? (range ? t(`browse.${bound}Hint`, { value: formatNumber(range[bound], language) }) : undefined);
  return (
    <div className="flex-1">
      <label htmlFor={`filter-${name}`} className="mb-1 block text-xs text-ink-muted">
        {label}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        // Text, not type="number": a number field refuses Arabic-Indic digits ("١٢٠٠٠٠"), which the schema reads.
        type="text"
        inputMode={signed ? "text" : "numeric"}
        autoComplete="off"
        data-number
        defaultValue={value ?? ""}
        // A word, not a number: an empty field must never read as a value.
        placeholder={t("browse.any")}
        aria-describedby={hintText ? `filter-${name}-hint` : undefined}
        className="field-input"
      />
      {hintText ? (
        <p id={`filter-${name}-hint`} className="mt-1 text-xs text-ink-muted">
          {hintText}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The filter sidebar: one GET form whose fields use the API's parameter names. Without JavaScript it
 * submits (the server redirects to the canonical URL); with it, every change navigates at once.
 */
export function FilterForm({ filters, view, defaultView, districts, activeCount, landmarks }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  // Most listings first; equal counts stay in the loader's order, by name in the page's language (the sort is stable).
  const orderedDistricts = useMemo(() => [...districts].sort((a, b) => b.listings - a.listings), [districts]);
  const navigateToFilters = useFilterNavigation(defaultView);

  // A search from elsewhere (back/forward, a link, the hero) remounts the form with the URL's values.
  // The form's own navigations leave it alone: it already shows them, and the visitor may be typing.
  const [formKey, setFormKey] = useState(0);
  const shownSearch = useRef(search);
  useEffect(() => {
    if (search === shownSearch.current) return;
    shownSearch.current = search;
    if (!isOwnFilterSearch(search)) setFormKey((key) => key + 1);
  }, [search]);

  async function apply() {
    const form = formRef.current;
    if (form && !(await navigateToFilters(form))) form.submit();
  }

  return (
    <>
      <a
        id={OPEN_BUTTON_ID}
        href={`#${PANEL_ID}`}
        onClick={(event) => {
          event.preventDefault();
          openFilterGroup();
        }}
        className="mb-4 inline-flex items-center gap-2 rounded-lg border border-line px-4 py-2 font-semibold md:hidden"
      >
        {t("browse.filtersCount", { count: activeCount })}
      </a>
      {/* Escape closes the phone's panel; the panel itself is no control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <aside
        id={PANEL_ID}
        aria-label={t("browse.filters")}
        onKeyDown={(event) => {
          if (event.key === "Escape" && closeFilterPanel()) event.preventDefault();
        }}
        className="fixed inset-y-0 start-0 z-50 hidden w-80 max-w-[90vw] overflow-y-auto bg-surface-raised p-5 shadow-2xl target:block has-[:target]:block data-open:block md:static md:z-auto md:block md:w-80 md:max-w-none md:shrink-0 md:self-start md:rounded-xl md:border md:border-line md:shadow-none"
      >
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-bold">{t("browse.filters")}</h2>
          <a
            href={`#${RESULTS_ID}`}
            onClick={(event) => {
              if (closeFilterPanel()) event.preventDefault();
            }}
            className="rounded-lg px-2 py-1 text-sm underline md:hidden"
          >
            {t("browse.closeFilters")}
          </a>
        </div>
        <Form
          key={formKey}
          ref={formRef}
          id={FILTER_FORM_ID}
          method="get"
          // A GET form keeps its action's fragment, and the redirect to the canonical address keeps it too.
          action={`${pathname}#${APPLY_ID}`}
          noValidate
          onFocus={preloadFilterParser}
          onPointerDown={preloadFilterParser}
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
          onChange={(event) => {
            // A number applies when its box is left, not at every digit typed.
            if (!("number" in (event.target as HTMLElement).dataset)) void apply();
          }}
          onBlur={(event) => {
            if ("number" in (event.target as HTMLElement).dataset) void apply();
          }}
        >
          {view !== defaultView ? <input type="hidden" name="view" value={view} /> : null}
          {/* Applies when left or on Enter, like the number boxes (data-number), not at every letter. */}
          <WordsBox id="filter-q" label={t("browse.wordsFilter")} words={filters.q} className="mt-4" data-number="" />
          <FilterGroupBox group="districts" title={t("browse.districts")}>
            <DistrictQuickFilter districts={districts} />
            <fieldset className="scroll-box max-h-48 space-y-1">
              <legend className="sr-only">{t("browse.districts")}</legend>
              {orderedDistricts.map((district) => (
                <label key={district.name} data-district={district.name} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="district"
                    value={district.name}
                    defaultChecked={filters.district.includes(district.name)}
                    className="size-4 accent-brand"
                  />
                  <span className="flex-1">
                    <LocalizedText value={districtText(district, language)} />
                  </span>
                  {/* A sorting aid for the eye; the checkbox's name stays the district's name. */}
                  <span aria-hidden="true" className="text-xs text-ink-muted">
                    {formatNumber(district.listings, language)}
                  </span>
                </label>
              ))}
            </fieldset>
            <p className="mt-1 text-xs text-ink-muted">{t("browse.listHint", { count: districts.length })}</p>
          </FilterGroupBox>
          <FilterGroupBox group="near" title={t("browse.near")}>
            <NearFields filters={filters} landmarks={landmarks} />
          </FilterGroupBox>
          <FilterGroupBox group="price" title={t("browse.price")}>
            <div className="flex gap-3">
              <NumberField name="minPrice" label={t("browse.minPrice")} value={filters.minPrice} range={PRICE_RANGE} />
              <NumberField name="maxPrice" label={t("browse.maxPrice")} value={filters.maxPrice} range={PRICE_RANGE} />
            </div>
            <fieldset className="mt-3">
              <legend className="mb-1 text-sm font-medium">{t("browse.pricePerSqm")}</legend>
              <div className="flex gap-3">
                <NumberField name="minPricePerSqm" label={t("browse.minPricePerSqm")} value={filters.minPricePerSqm} />
                <NumberField name="maxPricePerSqm" label={t("browse.maxPricePerSqm")} value={filters.maxPricePerSqm} />
              </div>
            </fieldset>
          </FilterGroupBox>
          <FilterGroupBox group="size" title={t("browse.size")}>
            <div className="flex gap-3">
              <NumberField name="minSize" label={t("browse.minSize")} value={filters.minSize} range={SIZE_RANGE} />
              <NumberField name="maxSize" label={t("browse.maxSize")} value={filters.maxSize} range={SIZE_RANGE} />
            </div>
          </FilterGroupBox>
          <FilterGroupBox group="more" title={t("browse.moreFilters")}>
            <div className="space-y-4">
              <PropertyTypeSelect id="filter-type" value={filters.type} labelClassName="mb-1 block text-sm font-medium" />
              <div>
                <label htmlFor="filter-furnished" className="mb-1 block text-sm font-medium">
                  {t("browse.furnishing")}
                </label>
                <select
                  id="filter-furnished"
                  name="furnished"
                  defaultValue={filters.furnished === undefined ? "" : String(filters.furnished)}
                  className="field-input"
                >
                  <option value="">{t("browse.furnishedAny")}</option>
                  <option value="true">{t("browse.furnishedYes")}</option>
                  <option value="false">{t("browse.furnishedNo")}</option>
                </select>
              </div>
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  name="confirmed"
                  value={CONFIRMED_CHOICES[0]}
                  defaultChecked={filters.confirmed !== undefined}
                  className="size-4 accent-brand"
                />
                {t("browse.confirmedFilter")}
              </label>
              <fieldset>
                <legend className="mb-1 text-sm font-medium">{t("browse.fitOut")}</legend>
                <div className="space-y-1">
                  {FIT_OUTS.map((fitOut) => (
                    <label key={fitOut} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="fitOut"
                        value={fitOut}
                        defaultChecked={filters.fitOut.includes(fitOut)}
                        className="size-4 accent-brand"
                      />
                      {t(`office.fitOuts.${fitOut}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend className="mb-1 text-sm font-medium">{t("browse.floorRange")}</legend>
                <div className="flex gap-3">
                  <NumberField name="minFloor" label={t("browse.minFloor")} value={filters.minFloor} signed />
                  <NumberField name="maxFloor" label={t("browse.maxFloor")} value={filters.maxFloor} signed />
                </div>
                <p className="mt-1 text-xs text-ink-muted">{t("browse.floorHint")}</p>
              </fieldset>
              <fieldset>
                <legend className="mb-1 text-sm font-medium">{t("browse.amenities")}</legend>
                <div className="scroll-box max-h-48 space-y-1">
                  {FIXED_AMENITIES.map((amenity) => (
                    <label key={amenity} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="amenities"
                        value={amenity}
                        defaultChecked={filters.amenities.includes(amenity)}
                        className="size-4 accent-brand"
                      />
                      {t(`amenities.${amenity}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          </FilterGroupBox>
          <div className="mt-4 flex items-center gap-3">
            <button
              type="submit"
              id={APPLY_ID}
              className="flex-1 scroll-mt-24 scroll-mb-4 rounded-lg bg-brand px-4 py-2 font-semibold text-brand-ink hover:bg-brand-strong"
            >
              {t("browse.apply")}
            </button>
            <Link to={pathname} className="text-sm underline underline-offset-4">
              {t("browse.clearAll")}
            </Link>
          </div>
        </Form>
      </aside>
    </>
  );
}

/** The landmark a search is near and how far from it; the distance applies only with a landmark. */
function NearFields({ filters, landmarks }: { filters: PropertyFilters; landmarks: Props["landmarks"] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const radiusText = useRadiusText();
  const named = useMemo(
    () => landmarks.map((landmark) => ({ slug: landmark.slug, label: pickLanguage(landmark.name, landmark.nameAr, language).text })),
    [landmarks, language],
  );
  return (
    <div className="flex gap-3">
      <div className="flex-[2]">
        <label htmlFor="filter-landmark" className="mb-1 block text-xs text-ink-muted">
          {t("browse.nearLandmark")}
        </label>
        <select id="filter-landmark" name="near" defaultValue={filters.near ?? ""} className="field-input">
          <option value="">{t("browse.nearAny")}</option>
          {named.map((landmark) => (
            <option key={landmark.slug} value={landmark.slug}>
              {landmark.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex-1">
        <label htmlFor="filter-within" className="mb-1 block text-xs text-ink-muted">
          {t("browse.within")}
        </label>
        <select id="filter-within" name="within" defaultValue={String(filters.within ?? DEFAULT_WITHIN)} className="field-input">
          {WITHIN_CHOICES.map((metres) => (
            <option key={metres} value={metres}>
              {radiusText(metres)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** With JavaScript, a box above the district list that hides the districts not matching what is typed (either language). */
function DistrictQuickFilter({ districts }: { districts: readonly DistrictChoice[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div className="mb-2">
      <label htmlFor="district-quick-filter" className="sr-only">
        {t("browse.findDistrict")}
      </label>
      <input
        id="district-quick-filter"
        type="search"
        // Not a filter of the search itself: it only narrows the list (no name, so never submitted).
        placeholder={t("browse.findDistrict")}
        className="field-input py-1.5 text-sm"
        onChange={(event) => {
          const typed = event.target.value;
          const shown = new Set(matchDistricts(districts, typed).map((district) => district.name));
          const list = event.target.closest("details")?.querySelectorAll<HTMLElement>("[data-district]") ?? [];
          for (const item of list) item.hidden = typed.trim() !== "" && !shown.has(item.dataset.district ?? "");
        }}
      />
    </div>
  );
}
