import type { ReactNode } from "react";

interface ChartSvgProps {
  id: string;
  title: string;
  /** The text alternative: what the chart says, in a sentence or two. */
  description: string;
  height: number;
  dir: "ltr" | "rtl";
  children: ReactNode;
}

/**
 * The SVG of a chart: an image named by its title and described by its summary. As wide as its box; its
 * `direction` makes text-anchor "start" the right edge in Arabic. Inside a size container, so a chart can
 * draw fewer labels where it is narrow (StackedBarChart).
 */
export function ChartSvg({ id, title, description, height, dir, children }: ChartSvgProps) {
  return (
    <div className="@container">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width="100%"
        height={height}
        direction={dir}
        className="block overflow-visible"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
    </div>
  );
}
