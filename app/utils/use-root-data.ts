import type { SerializeFrom } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";

/**
 * The root loader's data (language, theme, toast, tile URL, origin, today, saved ids) for any component.
 * Undefined only on an error page whose root loader itself failed.
 */
export function useRootData(): SerializeFrom<RootLoader> | undefined {
  return useRouteLoaderData<RootLoader>("root");
}
