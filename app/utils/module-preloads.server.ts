const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/**
 * The page with `fetchpriority="low"` on Remix's modulepreload links: they must not compete with the
 * stylesheet and the hero image for a slow connection (docs/decisions/0015). Remix's <Scripts> cannot
 * give its links a priority, so the rendered bytes get it, in one pass.
 */
export function lowPriorityModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let found = html.indexOf(MODULE_PRELOAD); found !== -1; found = html.indexOf(MODULE_PRELOAD, from)) {
    const end = found + MODULE_PRELOAD.length;
    pieces.push(html.subarray(from, end), LOW_PRIORITY);
    from = end;
  }
  if (pieces.length === 0) return html;
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}
