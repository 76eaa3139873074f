/**
 * A bad-parameter sentence as a page writes it: the quoted value isolated from the sentence's direction
 * (U+2068 … U+2069, components/BadRequestPage.tsx), so the tests can spell the sentence as people read it.
 */
export function withIsolatedValue(sentence: string) {
  return sentence.replace(/([“«])(.*?)([”»])/, "$1\u2068$2\u2069$3");
}
