import { type ReactNode, Suspense } from "react";
import { useHydrated } from "~/utils/use-hydrated";

/** Renders `fallback` on the server and until hydration, then the children (lazy ones suspend on the fallback). */
export function ClientOnly({ children, fallback }: { children: () => ReactNode; fallback: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children()}</Suspense> : <>{fallback}</>;
}
