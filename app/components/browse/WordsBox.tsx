import type { InputHTMLAttributes } from "react";
import { useTranslation } from "~/utils/translation";
import { MAX_WORDS_LENGTH } from "~/schemas/filters-query";

interface WordsBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue"> {
  id: string;
  label: string;
  /** The words of the search shown (the URL's `q`). */
  words: string | undefined;
  labelClassName?: string;
}

/**
 * The words of a browse search (issue 34: a building, a street, "furnished office", in either language), as
 * the hero and the filter panel ask for them: the `q` of the browse URL.
 */
export function WordsBox({ id, label, words, labelClassName = "", className = "", ...input }: WordsBoxProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label htmlFor={id} className={`mb-1 block text-sm font-medium ${labelClassName}`}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name="q"
        type="search"
        defaultValue={words ?? ""}
        maxLength={MAX_WORDS_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t("browse.wordsPlaceholder")}
        className="field-input"
      />
    </div>
  );
}
