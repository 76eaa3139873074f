import type { LocalText } from "~/utils/localized";

/**
 * Listing or district text as typed by its owner: <bdi> keeps its own direction inside the page's, and a
 * text shown in the other language (not translated yet) says so with `lang`.
 */
export function LocalizedText({ value }: { value: LocalText }) {
  return <bdi lang={value.lang}>{value.text}</bdi>;
}
