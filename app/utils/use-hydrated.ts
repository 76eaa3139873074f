import { startTransition, useEffect, useState } from "react";

// Set once the first hydration has run its effects: components that mount later (client navigations)
// start hydrated, with nothing to render again.
let hydrationDone = false;

/**
 * False on the server and during hydration, true afterwards: controls that need scripts render then.
 * The switch to true is a transition, so the controls of a whole page (a carousel per card, the
 * location box, ...) render again in small slices that yield to the browser, not in one long task right
 * after hydration; a store-based flag made React do that render synchronously.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    hydrationDone = true;
    // Once true it stays true: only the first run matters.
    if (!hydrated) startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
