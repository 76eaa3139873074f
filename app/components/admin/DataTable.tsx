import type { ReactNode } from "react";

/** A column's name, or a sortable column: its name, what its header shows (a sort link) and how it sorts now. */
type Header = string | { label: string; content: ReactNode; sort?: "ascending" | "descending" };

interface DataTableProps {
  caption: string;
  headers: Header[];
  rows: { key: number | string; cells: ReactNode[] }[];
  empty: string;
}

/*
 * The dashboard's tables: a real <table> with a caption and column headers. From the `sm`
 * breakpoint up it is an ordinary table (scrolling sideways inside its frame if it must); on a
 * phone every row is a card, each cell beside its column's name (generated from data-label by a
 * utility in tailwind.css, so it is no part of the cell's text), and nothing (Edit, Delete) hides beyond
 * the screen's edge. Pure CSS, so the cards need no script.
 */
export function DataTable({ caption, headers, rows, empty }: DataTableProps) {
  const labels = headers.map((header) => (typeof header === "string" ? header : header.label));
  if (rows.length === 0) {
    return <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{empty}</p>;
  }
  // No explicit table roles: HTML forbids them on a table's rows and cells, and Chromium keeps a data
  // table's semantics (caption, column headers) when its display changes.
  return (
    <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-line">
      <table className="w-full text-start text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted max-sm:sr-only">
          <tr>
            {headers.map((header, index) => (
              <th
                key={labels[index]}
                scope="col"
                aria-sort={typeof header === "string" ? undefined : header.sort}
                className="px-4 py-3 text-start font-semibold"
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

              className="border-t border-line max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-surface max-sm:px-4 max-sm:py-2"
            >
              {row.cells.map((cell, index) => (
                <td
                  key={index}

                  data-label={labels[index]}
                  className="px-4 py-3 align-top max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:items-start max-sm:gap-3 max-sm:px-0 max-sm:py-1.5 max-sm:break-words max-sm:cell-label"
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
