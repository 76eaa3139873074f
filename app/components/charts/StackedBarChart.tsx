import { ChartSvg } from "./ChartSvg";

export interface Series {
  key: string;
  label: string;
  /** A fill-* utility from the theme's chart tokens (light and dark). */
  fillClass: string;
}

export interface Column {
  key: string;
  /** Under the column ("16 Nov"). */
  label: string;
  values: Record<string, number>;
}

interface StackedBarChartProps {
  id: string;
  title: string;
  description: string;
  series: Series[];
  /** Oldest first: drawn from the inline start, so from the right in Arabic. */
  columns: Column[];
  dir: "ltr" | "rtl";
  /** How a column's total is written above it ("1,250"); as a plain number by default. */
  totalText?: (total: number) => string;
}

const TOP = 18;
const PLOT = 150;
const AXIS = 24;
// On a phone every third column is labelled (always the last, the current week); the table has them all.
const PHONE_LABEL_EVERY = 3;
// A column label needs 4rem ("سبتمبر 26" in 10 px type is 55 px, and room between): in a chart narrower than
// that per column every second one is labelled (issue 50: at 1280 px the district's 13 months touched).
// From 640 px up (a phone labels every third); container widths written out whole, so Tailwind generates
// them; the first that gives every column 4rem.
const EVERY_LABEL_FROM = [
  { rem: 32, below: "sm:@max-[32rem]:hidden" },
  { rem: 40, below: "sm:@max-[40rem]:hidden" },
  { rem: 48, below: "sm:@max-[48rem]:hidden" },
  { rem: 52, below: "sm:@max-[52rem]:hidden" },
  { rem: 56, below: "sm:@max-[56rem]:hidden" },
  { rem: 64, below: "sm:@max-[64rem]:hidden" },
] as const;
const LABEL_REM = 4;

/** The class that hides the labels of every other column where the chart is too narrow for all of them. */
const everyOtherBelow = (columns: number) =>
  (EVERY_LABEL_FROM.find(({ rem }) => rem >= columns * LABEL_REM) ?? EVERY_LABEL_FROM[EVERY_LABEL_FROM.length - 1]!).below;

/** Columns stacked by series, with each column's total above it; text keeps its size at any width. */
export function StackedBarChart({ id, title, description, series, columns, dir, totalText = String }: StackedBarChartProps) {
  const totals = columns.map((column) => series.reduce((sum, one) => sum + (column.values[one.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const slot = 100 / columns.length;
  const baseline = TOP + PLOT;
  const thinned = everyOtherBelow(columns.length);
  // Counted from the last column, which is always labelled.
  const labelClass = (fromLast: number) =>
    [fromLast % PHONE_LABEL_EVERY === 0 ? "" : "max-sm:hidden", fromLast % 2 === 0 ? "" : thinned].join(" ");
  return (
    <ChartSvg id={id} title={title} description={description} height={TOP + PLOT + AXIS} dir={dir}>
      <line x1="0" x2="100%" y1={TOP} y2={TOP} className="stroke-line" strokeDasharray="4 4" />
      {columns.map((column, index) => {
        const place = dir === "rtl" ? columns.length - 1 - index : index;
        const middle = `${place * slot + slot / 2}%`;
        let stacked = 0;
        return (
          <g key={column.key}>
            {series.map((one) => {
              const value = column.values[one.key] ?? 0;
              if (value === 0) return null;
              const height = (value / max) * PLOT;
              stacked += height;
              return (
                <rect
                  key={one.key}
                  x={`${place * slot + slot * 0.2}%`}
                  width={`${slot * 0.6}%`}
                  y={baseline - stacked}
                  height={height}
                  className={`${one.fillClass} stroke-surface`}
                  strokeWidth={1}
                />
              );
            })}
            <text x={middle} y={baseline - stacked - 4} textAnchor="middle" className="fill-ink text-[0.625rem] font-semibold">
              {totalText(totals[index]!)}
            </text>
            <text
              x={middle}
              y={baseline + 16}
              textAnchor="middle"
              className={`fill-ink-muted text-[0.625rem] ${labelClass(columns.length - 1 - index)}`}
            >
              {column.label}
            </text>
          </g>
        );
      })}
      <line x1="0" x2="100%" y1={baseline} y2={baseline} className="stroke-ink-muted" />
    </ChartSvg>
  );
}

/** The series' names beside their colours: the colours are never the only way to tell them apart. */
export function Legend({ series, label }: { series: Series[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {series.map((one) => (
        <li key={one.key} className="flex items-center gap-1.5">
          <svg aria-hidden="true" width="12" height="12" className="shrink-0">
            <rect width="12" height="12" rx="2" className={one.fillClass} />
          </svg>
          {one.label}
        </li>
      ))}
    </ul>
  );
}
