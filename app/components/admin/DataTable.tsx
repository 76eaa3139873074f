import type { ReactNode } from "react";

interface DataTableProps {
  caption: string;
  headers: string[];
  rows: { key: number | string; cells: ReactNode[] }[];
  empty: string;
}

/** The dashboard's tables: a real <table> with a caption, scrolling sideways on small screens. */
export function DataTable({ caption, headers, rows, empty }: DataTableProps) {
  if (rows.length === 0) {
    return <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{empty}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 text-start font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line">
              {row.cells.map((cell, index) => (
                <td key={index} className="px-4 py-3 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
