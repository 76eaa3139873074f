import type { ReactNode } from "react";

interface DataTableProps {
  caption: string;
  headers: string[];
  rows: { key: number | string; cells: ReactNode[] }[];
  empty: string;
}

/*
 * The dashboard's tables: a real <table> with a caption and column headers. From the `sm`
 * breakpoint up it is an ordinary table (scrolling sideways inside its frame if it must); on a
 * phone every row is a card, each cell beside its column's name (generated from data-label by a
 * utility in tailwind.css, so it is no part of the cell's text), and nothing (Edit, Delete) hides beyond
 * the screen's edge. Pure CSS, so the cards need no script. Browsers may drop a table's
 * semantics once its parts are no longer displayed as a table, so the parts name their roles.
 */
export function DataTable({ caption, headers, rows, empty }: DataTableProps) {
  if (rows.length === 0) {
    return <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{empty}</p>;
  }
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- on purpose: the phone layout shows these elements as blocks and grids */
  return (
    <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-line">
      <table role="table" className="w-full text-start text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-surface-muted max-sm:sr-only">
          <tr role="row">
            {headers.map((header) => (
              <th key={header} role="columnheader" scope="col" className="px-4 py-3 text-start font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {rows.map((row) => (
            <tr
              key={row.key}
              role="row"
              className="border-t border-line max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-surface max-sm:px-4 max-sm:py-2"
            >
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  role="cell"
                  data-label={headers[index]}
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
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
}
