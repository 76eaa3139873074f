import { and, sql } from "drizzle-orm";
import { properties } from "../../drizzle/schema";
import { containing } from "~/utils/like-pattern";

// The words search over listings (`q`): its folded texts are the database's own (migration 0022), read here
// and never into a listing.
const { searchText, searchHead } = properties;

/** The words of a search, each once, at most 8 (a pasted paragraph is not a search). */
function searchWords(q: string) {
  return [...new Set(q.toLowerCase().split(" ").filter(Boolean))].slice(0, 8);
}

// Shorter words make trigrams that match almost anything: they must appear as they are.
const TYPO_MIN_LENGTH = 3;

/**
 * A listing matches every word of `q`: exactly, anywhere in its texts of either language (folded by the
 * database's search_fold(), migration 0022), or, for words of 3 letters or more, with a small typo in its
 * title, building or address (pg_trgm's word similarity, at least 0.5: db.server.ts). Each reads its
 * column's trigram index. Typos are looked for in the short texts only: word similarity against whole
 * descriptions cost about 0.1 ms a row.
 */
export function matchesWords(q: string) {
  return and(
    ...searchWords(q).map((word) => {
      const contains = sql`${searchText} like search_fold(${containing(word)})`;
      return word.length < TYPO_MIN_LENGTH ? contains : sql`(${contains} or search_fold(${word}) <% ${searchHead})`;
    }),
  )!;
}

/** How well a listing answers `q`: how closely its title, building and address (both languages) hold the words. */
export function relevance(q: string) {
  return sql`word_similarity(search_fold(${q}), ${searchHead})`;
}
