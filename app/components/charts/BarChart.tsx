import type { LocalText } from "~/utils/localized";
import { ChartSvg } from "./ChartSvg";

export interface Bar {
  key: string;
  label: string;
  /** The label's language when it is not the page's (an untranslated listing title). */
  lang?: LocalText["lang"];
  value: number;
  /** The value as the page shows it ("1,250 SAR"). */
  valueText: string;
}

interface BarChartProps {
  id: string;
  bars: Bar[];
  /** The text alternative: what the bars say, in a sentence or two. */
  description: string;
  title: string;
  dir: "ltr" | "rtl";
}

const ROW = 40;
const MAX_LABEL = 38;

const shorten = (label: string) => (label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label);

/**
 * Horizontal bars, drawn by the server: each row is its label and value on one line and a bar under it
 * that grows from the inline start (the right in Arabic). Widths are percentages of the SVG's own width
 * and the text keeps its size, so the chart fits any screen without scaling its letters down.
 */
export function BarChart({ id, bars, description, title, dir }: BarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const start = dir === "rtl" ? "100%" : "0";
  const end = dir === "rtl" ? "0" : "100%";
  return (
    <ChartSvg id={id} title={title} description={description} height={bars.length * ROW} dir={dir}>
      {bars.map((bar, index) => {
        const share = bar.value > 0 ? Math.max(0.5, (bar.value / max) * 100) : 0;
        const top = index * ROW;
        return (
          <g key={bar.key}>
            <text x={start} y={top + 13} textAnchor="start" className="fill-ink text-xs" lang={bar.lang}>
              {shorten(bar.label)}
            </text>
            <text x={end} y={top + 13} textAnchor="end" className="fill-ink text-xs font-semibold">
              {bar.valueText}
            </text>
            <rect x="0" y={top + 19} width="100%" height={12} rx={3} className="fill-surface-muted" />
            <rect x={dir === "rtl" ? `${100 - share}%` : "0"} y={top + 19} width={`${share}%`} height={12} rx={3} className="fill-brand" />
          </g>
        );
      })}
    </ChartSvg>
  );
}
