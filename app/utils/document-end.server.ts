import { lowPriorityModulePreloads, MODULE_PRELOAD } from "./module-preloads.server";

const DOCUMENT_END = "</body></html>";

/**
 * The page with what <RemixServer> renders after the document moved to the end of <body>: the loaders'
 * data for the browser, whose scripts a <Suspense> boundary beside the router writes after </html>,
 * where HTML allows no element (the Nu checker's "stray start tag"; a browser moves them into <body>
 * itself, so hydration is the same). Searched from the end: what follows is Remix's scripts, whose data
 * is escaped, so no "</body></html>" of a listing's text can be taken for the document's.
 */
export function scriptsInsideBody(html: string) {
  const end = html.lastIndexOf(DOCUMENT_END);
  if (end === -1 || end + DOCUMENT_END.length === html.length) return html;
  return `${html.slice(0, end)}${html.slice(end + DOCUMENT_END.length)}${DOCUMENT_END}`;
}

/**
 * The bytes of a rendered page as it is sent: its doctype, low-priority modulepreloads and the data
 * scripts inside <body>. Both rewrites touch only Remix's <Scripts> and what follows them, so only that
 * tail (about a sixth of a results page) is rewritten; rewriting the whole page twice cost about 0.25 ms
 * a first visit. Text before the first modulepreload link is escaped markup, so it cannot hold one.
 */
export function documentBytes(html: string) {
  const scriptsStart = Math.max(0, html.indexOf(MODULE_PRELOAD));
  const parts = ["<!DOCTYPE html>", html.slice(0, scriptsStart), lowPriorityModulePreloads(scriptsInsideBody(html.slice(scriptsStart)))];
  return Buffer.concat(parts.map((part) => Buffer.from(part)));
}
