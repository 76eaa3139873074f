import { type ReactNode, useId } from "react";

/** A column's name, or a sortable column: its name, what its header shows (a sort link) and how it sorts now. */
type Header = string | { label: string; content: ReactNode; sort?: "ascending" | "descending" };

interface DataTableProps {
  caption: string;
  headers: Header[];
  /** `id`: a row's own fragment, for a no-script form that comes back to it (decision 0065). */
  rows: { key: number | string; id?: string; cells: ReactNode[] }[];
  empty: string;
  /** The last column is a row's actions: held at the box's inline end while the others scroll beneath it. */
  stickyActions?: boolean;
}

/*
 * The dashboard's tables: a real <table> with a caption and column headers. From the `sm`
 * breakpoint up it is an ordinary table; on a phone every row is a card, each cell beside its column's
 * name (generated from data-label by a utility in tailwind.css, so it is no part of the cell's text), and
 * nothing (Edit, Delete) hides beyond the screen's edge. Pure CSS, so the cards need no script.
 * Where a table is wider than its box (issue 50) it scrolls sideways inside it, visibly: the box is a
 * region named by the caption that a keyboard can focus and scroll, its scrollbar is always drawn, shadows
 * at its edges show there is more, and a table whose last column is a row's actions keeps it at the box's inline end.
 */
export function DataTable({ caption, headers, rows, empty, stickyActions = false }: DataTableProps) {
  const captionId = useId();
  const labels = headers.map((header) => (typeof header === "string" ? header : header.label));
  if (rows.length === 0) {
    return <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{empty}</p>;
  }
  const sticky = stickyActions ? headers.length - 1 : -1;
  // No explicit table roles: HTML forbids them on a table's rows and cells, and Chromium keeps a data
  // table's semantics (caption, column headers) when its display changes.
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so a keyboard can scroll it sideways (the compare table and the charts' tables do the same).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-table-box=""
      className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:scroll-sideways sm:border sm:border-line"
    >
      <table className="w-full text-start text-sm max-sm:block">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-surface-muted max-sm:sr-only">
          <tr>
            {headers.map((header, index) => (
              <th
                key={labels[index]}
                scope="col"
                aria-sort={typeof header === "string" ? undefined : header.sort}
                className={`px-3 py-3 text-start font-semibold ${index === sticky ? "sm:sticky-end bg-surface-muted" : ""}`}
              >
                {typeof header === "string" ? header : header.content}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {rows.map((row) => (
            <tr
              key={row.key}
              id={row.id}
              className="scroll-mt-24 border-t border-line max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-surface max-sm:px-4 max-sm:py-2"
            >
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  data-label={labels[index]}
                  className={`px-3 py-3 align-top max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:items-start max-sm:gap-3 max-sm:px-0 max-sm:py-1.5 max-sm:break-words max-sm:cell-label ${index === sticky ? "sm:sticky-end sm:bg-surface" : ""}`}
                >
                  <div className="max-sm:min-w-0">{cell}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
