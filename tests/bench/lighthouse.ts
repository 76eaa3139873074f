// Lighthouse with its default (mobile) settings: a mid-range phone on slow 4G, simulated.
// Each page is measured RUNS times and the run with the median performance score is kept,
// as Lighthouse's own docs advise for a score that varies from run to run.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "./browser";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

type Category = (typeof CATEGORIES)[number];

interface LighthouseScores {
  path: string;
  /** 0 to 100 per category. */
  scores: Record<Category, number>;
  /** Largest Contentful Paint and Total Blocking Time of the kept run, in ms. */
  lcp: number;
  tbt: number;
  /** Titles of the audits below a perfect score, for the report. */
  failing: string[];
}

// Lighthouse's "Page is blocked from indexing": failed by design on a page that asks for `noindex`.
const CRAWLABLE_AUDIT = "is-crawlable";

/**
 * `noindex`: the pages keep themselves out of search results on purpose (a map area is a near copy of
 * /map, utils/seo.ts), so their SEO is scored on the category's other audits, weighted as Lighthouse does.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  { scripts = true, noindex = false } = {},
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...QUIET_CHROMIUM_FLAGS] });
  // Without scripts (issue 34's no-script map on a phone): the page's script files are blocked, as a script
  // blocker does. Chromium's switch for no scripts at all (--blink-settings=scriptEnabled=false) also stops
  // Lighthouse's own protocol calls ("Debugger.enable: Script execution is prohibited").
  const blockedUrlPatterns = scripts ? [] : ["*.js"];
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const runs: LighthouseScores[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          blockedUrlPatterns,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
        const counted = (ref: { id: string; weight: number }) => ref.weight > 0 && !(noindex && ref.id === CRAWLABLE_AUDIT);
        const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<
          Category,
          number
        >;
        if (noindex) {
          const refs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => counted(ref) && lhr.audits[ref.id]?.score != null);
          const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
          scores.seo = Math.round((100 * refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0)) / weight);
        }
        const failing = CATEGORIES.flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter(counted)
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit && audit.score !== null && audit.score < 1)
            .map((audit) => `${id}: ${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ""}`),
        );
        runs.push({
          path,
          scores,
          lcp: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          failing,
        });
      }
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push(runs[Math.floor(runs.length / 2)]!);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
