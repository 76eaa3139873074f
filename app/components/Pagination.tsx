import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";

const pageLink = "rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-surface-muted";

/**
 * Previous / "page N of M" / next under an admin table or a public list of cards; nothing when everything
 * fits on one page. `path` may carry a query of its own, which the links keep; the first page's link has no
 * `page`, its one address (pageWindow reads none as the first).
 */
export function Pagination({ page, pages, path }: { page: number; pages: number; path: string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const [pathname = "", query = ""] = path.split("?");
  const href = (to: number) => {
    const params = new URLSearchParams(query);
    params.delete("page");
    if (to > 1) params.set("page", String(to));
    // `lng` last, where the pages' canonical addresses put it.
    const language = params.get("lng");
    if (language) {
      params.delete("lng");
      params.set("lng", language);
    }
    return params.size > 0 ? `${pathname}?${params}` : pathname;
  };
  return (
    <nav aria-label={t("browse.pagination")} className="mt-4 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={pageLink}>
          {t("browse.previousPage")}
        </Link>
      ) : null}
      <span className="text-sm text-ink-muted">{t("browse.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={pageLink}>
          {t("browse.nextPage")}
        </Link>
      ) : null}
    </nav>
  );
}
