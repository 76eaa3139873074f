/** Rows a page of the admin tables. */
export const ADMIN_PAGE_SIZE = 25;

/**
 * The page of a list that `?page=` asks for: a whole number past the last page shows the last one,
 * anything else the first. Returns the window to read as limit and offset.
 */
export function pageWindow(url: URL, total: number, perPage = ADMIN_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, pages) : 1;
  return { page, pages, limit: perPage, offset: (page - 1) * perPage };
}

/** Every row a paged read gives, `pageSize` at a time (exports: no one query holds the whole table). */
export async function readAllPages<Row>(read: (paging: { limit: number; offset: number }) => Promise<Row[]>, pageSize = 1000) {
  const rows: Row[] = [];
  for (;;) {
    const page = await read({ limit: pageSize, offset: rows.length });
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
}
