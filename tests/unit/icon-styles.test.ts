import { describe, expect, it } from "vitest";
import { ICON_PATHS } from "~/components/ui/icon-paths";
import iconStyles from "~/components/ui/icon-styles";

type Rules = Record<string, Record<string, string>>;

/** The rules the plugin gives Tailwind. */
function rules() {
  const added: Rules[] = [];
  iconStyles.handler({ addBase: (rule: Rules) => added.push(rule) } as unknown as Parameters<typeof iconStyles.handler>[0]);
  return Object.assign({}, ...added) as Rules;
}

describe("icon stylesheet", () => {
  it("draws every icon from its path, as an SVG document in a data URL", () => {
    const all = rules();
    for (const [name, path] of Object.entries(ICON_PATHS)) {
      const value = all[`.icon-${name}`]?.["--icon"];
      const [, encoded] = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(value ?? "") ?? [];
      // What would end the URL, the string or the data early must be escaped.
      expect(encoded, name).toMatch(/^[^"<>#]+$/);
      const svg = decodeURIComponent(encoded!);
      expect(svg, name).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' [^>]*stroke='black'[^>]*>/);
      expect(svg, name).toContain(`<path d='${path}'/></svg>`);
    }
  });

  it("masks the text colour with the drawing, also in forced colours", () => {
    expect(rules()[".icon"]).toMatchObject({
      backgroundColor: "currentColor",
      mask: "var(--icon) center / contain no-repeat",
      forcedColorAdjust: "none",
    });
  });
});
