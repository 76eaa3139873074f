import type { RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

// Files starting "__" hold code routes share (an editor's action), not routes.
export default flatRoutes({ ignoredRouteFiles: ["**/__*"] }) satisfies RouteConfig;
