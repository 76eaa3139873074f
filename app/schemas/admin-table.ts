// The dashboard properties table's "Needs attention" filters, as they appear in its URL (?attention=...).
export const ATTENTION_FILTERS = ["expiring", "expired", "stale", "unpublished"] as const;
export type AttentionFilter = (typeof ATTENTION_FILTERS)[number];

/** The filter a URL names, or null for none (anything unknown shows the whole table). */
export function parseAttention(value: string | null): AttentionFilter | null {
  return ATTENTION_FILTERS.find((filter) => filter === value) ?? null;
}
