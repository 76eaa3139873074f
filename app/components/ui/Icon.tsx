import type { IconName } from "./icon-paths";

export type { IconName };

/**
 * A stroke icon, drawn by the stylesheet (icon-styles.ts) as a mask in the text's colour: one empty
 * element in the page instead of an inline <svg> and its <path>. A page of results holds about 90 icons;
 * as SVG they were a fifth of its HTML and about 7 % of its rendering (docs/performance.md, step 17).
 * Decorative: what an icon means is always written beside it.
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return <span className={`icon icon-${name} ${className}`} aria-hidden="true" />;
}
