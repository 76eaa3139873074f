// Which pages the page cache may keep (app/services/page-cache.server.ts, decision 0058). The cache keys a
// page on its URL, language, theme, data version and the read clock's minute, so a page may be kept only
// when that is all it shows: a route opts in with `handle = KEEPABLE_PAGE` (the root too, whose
// per-person parts come from cookies, which the cache never serves). Token pages, the alert and
// newsletter pages and anything per person leave it out and are rendered every time.

export const KEEPABLE_PAGE = { keepablePage: true } as const;

/** Whether a route's `handle` opts its page into the page cache. */
export function isKeepable(handle: unknown) {
  return (handle as Partial<typeof KEEPABLE_PAGE> | undefined)?.keepablePage === true;
}
