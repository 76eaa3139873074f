import { useId, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { type DistrictNames, districtText, matchDistricts } from "~/utils/district-names";
import { useHydrated } from "~/utils/use-hydrated";
import { useLanguage } from "~/utils/use-language";

interface Props {
  name: string;
  /** Every district, from the database, in alphabetical order of the page's language (the loader sorts them). */
  districts: readonly (DistrictNames & { slug: string })[];
  /** The district searched for, by its English name, or "". */
  defaultValue: string;
  /** Called when Enter is pressed with no suggestion highlighted: run the search. */
  onSearch: () => void;
}

/**
 * The hero's location box, in the page's language: a district typed or picked in either language is
 * sent as typed, and the server answers with the address of the canonical (English) name.
 * Without JavaScript: a text input with a <datalist> of the districts.
 * With it: an ARIA combobox that opens on typing or focus, arrow keys move, Enter picks or searches,
 * Escape and a click outside close.
 */
export function LocationCombobox({ name, districts, defaultValue, onSearch }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const labelOf = (district: DistrictNames) => districtText(district, language).text;
  const searched = districts.find((district) => district.name === defaultValue);
  const initialText = searched ? labelOf(searched) : defaultValue;
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const suggestions = matchDistricts(districts, text);
  const expanded = hydrated && open && suggestions.length > 0;

  function choose(value: string) {
    setText(value);
    setOpen(false);
    setHighlighted(-1);
  }

  const label = (
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
      {t("browse.locationLabel")}
    </label>
  );

  if (!hydrated) {
    return (
      <div className="flex-1">
        {label}
        <input
          id={id}
          name={name}
          defaultValue={initialText}
          list={listId}
          autoComplete="off"
          placeholder={t("browse.locationPlaceholder")}
          className="field-input"
        />
        <datalist id={listId}>
          {districts.map((district) => (
            <option key={district.name} value={labelOf(district)} />
          ))}
        </datalist>
      </div>
    );
  }

  return (
    <div
      className="relative flex-1"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {label}
      <input
        ref={inputRef}
        id={id}
        name={name}
        value={text}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
        autoComplete="off"
        placeholder={t("browse.locationPlaceholder")}
        className="field-input"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setHighlighted(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
            if (suggestions.length === 0) return;
            const step = event.key === "ArrowDown" ? 1 : -1;
            // From "nothing highlighted", ArrowUp goes to the last option and ArrowDown to the first.
            setHighlighted((current) =>
              current < 0 ? (step > 0 ? 0 : suggestions.length - 1) : (current + step + suggestions.length) % suggestions.length,
            );
          } else if (event.key === "Enter") {
            event.preventDefault();
            if (expanded && highlighted >= 0) choose(labelOf(suggestions[highlighted]!));
            else {
              setOpen(false);
              onSearch();
            }
          } else if (event.key === "Escape") {
            setOpen(false);
            setHighlighted(-1);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("browse.suggestions")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-surface-raised py-1 shadow-lg"
      >
        {suggestions.map((suggestion, position) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard works on the input (aria-activedescendant), as the combobox pattern asks
          <li
            key={suggestion.name}
            id={`${listId}-${position}`}
            role="option"
            aria-selected={position === highlighted}
            tabIndex={-1}
            className={`cursor-pointer px-3 py-2 text-sm text-ink ${position === highlighted ? "bg-brand-soft" : "hover:bg-surface-muted"}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              choose(labelOf(suggestion));
              inputRef.current?.focus();
            }}
          >
            {labelOf(suggestion)}
          </li>
        ))}
      </ul>
    </div>
  );
}
