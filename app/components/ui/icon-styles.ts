// A Tailwind plugin (loaded by `@plugin` in app/tailwind.css): a rule per icon of icon-paths.ts, so that
// <Icon name="star"> is an empty <span class="icon icon-star"> that CSS draws.
import plugin from "tailwindcss/plugin";
import { ICON_PATHS } from "./icon-paths";

/** The icon as an SVG document in a CSS url(): only what a data URL in double quotes must escape. */
function svgUrl(path: string) {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='1.8' ` +
    `stroke-linecap='round' stroke-linejoin='round'><path d='${path}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[<>#"%]/g, (character) => encodeURIComponent(character))}")`;
}

export default plugin((tailwind) => {
  tailwind.addBase({
    // The drawing is a mask over the text's colour, like the stroke="currentColor" of the inline SVGs it
    // replaces. Forced colours (Windows contrast themes) would repaint the background and hide it:
    // left alone there, it still takes the forced text colour through currentColor. Printed too,
    // though browsers leave backgrounds out of print by default.
    ".icon": {
      display: "block",
      // Its size holds in a crowded flex row (an empty element would otherwise give way first).
      flexShrink: "0",
      backgroundColor: "currentColor",
      mask: "var(--icon) center / contain no-repeat",
      forcedColorAdjust: "none",
      printColorAdjust: "exact",
    },
    ...Object.fromEntries(Object.entries(ICON_PATHS).map(([name, path]) => [`.icon-${name}`, { "--icon": svgUrl(path) }])),
  });
});
