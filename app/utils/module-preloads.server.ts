export const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * The page with `fetchpriority="low"` on Remix's modulepreload links: they must not compete with the
 * stylesheet and the hero image for a slow connection (docs/decisions/0015). Remix's <Scripts> cannot
 * give its links a priority, so the rendered page gets it.
 */
export function lowPriorityModulePreloads(html: string) {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
}
