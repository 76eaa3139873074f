import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { inquiryInput } from "../factories";
import { PUBLIC_PAGES } from "../pages";
import { SCREENS } from "../playwright.config";
import { hydrated } from "./hydrated";
import { signIn } from "./sign-in";

// axe-core on every page, public and admin, on a phone and a desktop, with scripts on ("js" project) and
// off ("no-js"): zero violations of the WCAG 2.1 A and AA rules. Five audits, not every combination
// (docs/decisions/0016-ci-time-budget.md):
// - every rule, light, with scripts, on a phone in English and in Arabic: a language changes the texts,
//   the direction and the `lang` of what is checked, so both are audited where every rule runs;
// - every rule, light, without scripts, on a phone in Arabic: the server sends the same markup to every
//   window size, so a desktop audit without scripts would check nothing new;
// - every rule but the label mismatch (a label against its name does not change with the window), light,
//   with scripts, on a desktop in Arabic: what a desktop shows differently (the full navigation, two columns);
// - contrast alone, dark, with scripts, on a phone in Arabic: a theme changes only colours.
// The pages are also saved as screenshots under tests/.tmp/screens/ for people to look at.

const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/dashboard/properties/new",
  "/admin/dashboard/properties/1/edit",
  "/admin/dashboard/properties/1/delete",
  "/admin/dashboard/inquiries",
  "/admin/dashboard/districts",
  "/admin/dashboard/districts/1/edit",
  "/admin/dashboard/review",
  "/admin/dashboard/advertisers",
];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
// A WCAG 2.1 check axe keeps behind its "experimental" tag. It is the slowest rule (2 s on the home page),
// and a visible label against its accessible name does not change with the window: phone pages only.
const LABEL_NAME_MISMATCH = "label-content-name-mismatch";
const CONTRAST_RULES = ["color-contrast", "link-in-text-block"];
// The five audits of the header comment.
const AUDITED = ({ viewport, language, theme, scripts }: { viewport: string; language: string; theme: string; scripts: boolean }) =>
  theme === "dark"
    ? scripts && viewport === "phone" && language === "ar"
    : viewport === "phone"
      ? scripts || language === "ar"
      : scripts && language === "ar";

/**
 * axe runs as a script in the page, so it cannot run where scripts are off. For the no-JS project the
 * page is instead served as a browser without scripts would build it: script elements removed and
 * <noscript> content made real, in a context where only axe runs.
 */
async function serveAsWithoutScripts(context: BrowserContext, origin: string) {
  await context.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() === "script") return route.abort();
    if (!request.url().startsWith(origin)) return route.abort();
    if (request.resourceType() !== "document") return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = response.headers();
    // The page's CSP would refuse the style below; nothing else runs in this context but axe.
    delete headers["content-security-policy"];
    const body = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "")
      .replace(/<noscript>/g, "<div>")
      .replace(/<\/noscript>/g, "</div>")
      .replace("</head>", "<style>.js-only{display:none!important}</style></head>");
    return route.fulfill({ status: response.status(), headers, body });
  });
}

// The boxes ClientOnly fills with a Leaflet map, a chunk loaded once the page has hydrated.
const LAZY_MAPS = ["results-map", "district-map", "listing-map", "landmark-map"].map((id) => `[data-testid="${id}"]`).join(", ");

/**
 * With scripts, the page as a visitor meets it: hydrated, and each lazy map drawn. Waiting for the network to
 * fall quiet instead cost 0.5 s of idle time a page, over a third of each audit (decision 0016).
 */
async function settled(page: Page) {
  await hydrated(page);
  for (const box of await page.locator(LAZY_MAPS).all()) await expect(box.locator(".leaflet-container")).toBeVisible();
}

type AxeScope = "every rule" | "every rule but label mismatch" | "contrast";

async function violationsOn(page: Page, scope: AxeScope) {
  // Legacy mode runs axe in the page itself. The default mode finishes each run in a new blank page so
  // that it can look inside cross-origin frames; ours only frame OpenStreetMap's own page (the frame
  // element itself is still checked), and that blank page took half of each audit's time.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (scope === "contrast") builder.withRules(CONTRAST_RULES);
  else
    builder.options({
      runOnly: { type: "tag", values: WCAG_21_AA },
      rules: { [LABEL_NAME_MISMATCH]: { enabled: scope === "every rule" } },
    });
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    count: violation.nodes.length,
    where: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
  }));
}

test.describe.configure({ mode: "parallel" });

let audits = 0;
for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const language of ["en", "ar"]) {
    for (const theme of ["light", "dark"]) {
      const audit = audits++;
      test(`no axe violations: ${viewportName}, ${language}, ${theme}`, async ({ browser, baseURL }, testInfo) => {
        // 25 pages: 1.2 to 2.5 min on an idle machine, once 4 min in CI beside the other worker.
        test.setTimeout(360_000);
        const scripts = testInfo.project.name === "js";
        test.skip(!AUDITED({ viewport: viewportName, language, theme, scripts }), "not one of the five audits (see above)");
        const scope: AxeScope = theme === "dark" ? "contrast" : viewportName === "phone" ? "every rule" : "every rule but label mismatch";
        const origin = new URL(baseURL!).origin;
        // A client address of its own per audit (trusted through TRUST_PROXY=1): the inquiry each one sends
        // must not count towards the message limit of the other suites' clients.
        const client = `198.51.100.${200 + (scripts ? 0 : 16) + audit}`;
        const context = await browser.newContext({
          extraHTTPHeaders: { "X-Forwarded-For": client },
          locale: testInfo.project.use.locale,
          viewport,
          baseURL,
          javaScriptEnabled: true,
        });
        if (!scripts) await serveAsWithoutScripts(context, origin);
        const page = await context.newPage();
        // An inquiry, so the inquiries table has a row to check.
        await page.request.post("/api/inquiries", { data: { ...inquiryInput(), propertyId: 1 } });
        await signIn(page);
        await expect(page).toHaveURL(/\/admin\/dashboard/);
        await context.addCookies([
          { name: "lng", value: language, url: origin },
          { name: "theme", value: theme, url: origin },
        ]);
        mkdirSync(SCREENS, { recursive: true });

        const found: Record<string, Awaited<ReturnType<typeof violationsOn>>> = {};
        for (const path of [...PUBLIC_PAGES, ...ADMIN_PAGES]) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          if (scripts) await settled(page);
          const name = `${testInfo.project.name}-${viewportName}-${language}-${theme}${path.replace(/[/?=]+/g, "_")}`;
          await page.screenshot({ path: `${SCREENS}/${name}.png` });
          const violations = await violationsOn(page, scope);
          if (violations.length > 0) found[path] = violations;
        }
        await context.close();
        expect(found).toEqual({});
      });
    }
  }
}
