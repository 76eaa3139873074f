import { expect, test } from "@playwright/test";

// Issue 50, point 8g: the spec fixes the sort select at 180 px, and "Nearest to the la…" was cut there.
// Every choice must be read whole in it, in both languages, on a phone and a desktop.

// Chromium draws a native select's arrow inside the box, after the end padding: about this wide.
const ARROW_PX = 20;

for (const language of ["en", "ar"] as const) {
  for (const [device, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    test(`every sort choice fits the 180 px select (${language}, ${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/?lng=${language}`);
      const select = page.locator("#sort");
      await expect(select).toHaveCSS("width", "180px");
      const cut = await select.evaluate((element: HTMLSelectElement, arrow) => {
        const style = getComputedStyle(element);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd) - arrow;
        return [...element.options].map((option) => ({
          text: option.text,
          over: Math.ceil(context.measureText(option.text).width - room),
        }));
      }, ARROW_PX);
      expect(cut.length).toBeGreaterThanOrEqual(6);
      expect(cut.filter((choice) => choice.over > 0)).toEqual([]);
    });
  }
}
