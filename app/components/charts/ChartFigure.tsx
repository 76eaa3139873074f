import type { ReactNode } from "react";
import { useTranslation } from "~/utils/translation";

export interface ChartTable {
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

interface ChartFigureProps {
  id: string;
  title: string;
  /** The chart (an SVG with role="img"), or null when there is nothing to draw. */
  children: ReactNode;
  /** What the figure shows as a table, behind a "Show as table" toggle (a plain <details>: no script). */
  table: ChartTable;
  /** Under the chart: a legend, for instance. */
  footer?: ReactNode;
}

/**
 * One chart of the overview: a <figure> named by its caption (a heading), the chart, and its data as a
 * real table inside <details>, which opens with or without JavaScript. The table scrolls sideways inside
 * its own focusable box if it must, never the page.
 */
export function ChartFigure({ id, title, children, table, footer }: ChartFigureProps) {
  const { t } = useTranslation();
  return (
    <figure aria-labelledby={`${id}-caption`} className="min-w-0 rounded-xl border border-line bg-surface p-4">
      <figcaption id={`${id}-caption`}>
        <h2 className="mb-3 text-base font-semibold">{title}</h2>
      </figcaption>
      {table.rows.length === 0 ? <p className="text-sm text-ink-muted">{t("charts.noData")}</p> : children}
      {footer}
      {table.rows.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="inline-block rounded-md px-1 font-semibold text-brand underline underline-offset-2">
            {t("charts.showTable")}
          </summary>
          {/* A scrollable box is focusable, so keyboards can scroll it too; it is named by the chart's title. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-surface-muted">
                <tr>
                  {table.headers.map((header) => (
                    <th key={header} scope="col" className="px-2 py-1.5 text-start font-semibold">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key} className="border-t border-line">
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="px-2 py-1.5 text-start font-normal">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="px-2 py-1.5 tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </figure>
  );
}
