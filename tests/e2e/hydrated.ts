import { type Page, test } from "@playwright/test";

/**
 * Before typing into a page just loaded: with scripts, once React has hydrated it (its root has committed), as
 * hydration wipes what was typed before it (seen on a loaded machine). Without scripts at once.
 */
export async function hydrated(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
    const root = key ? (document as unknown as Record<string, { stateNode: { current: { child: unknown } } }>)[key] : undefined;
    return root !== undefined && root.stateNode.current.child !== null;
  });
}
