import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "vitest";

// The server loads the router's CommonJS build; patches/ backports React Router 7.15's kept route branches
// (remix-run/react-router#14967; docs/decisions/0010-route-matching-cache.md). Every install applies it.
const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");

test("the installed router carries the route-matching cache", () => {
  expect(readFileSync(require.resolve("@remix-run/router"), "utf8")).toContain("rankedBranchesCache");
});

test("routes kept from one call still match each path the same as a fresh tree", () => {
  const tree = () => [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "property", path: "property/:id" },
        { id: "splat", path: "*" },
      ],
    },
  ];
  const kept = tree();
  for (const pathname of ["/", "/property/12", "/PROPERTY/7", "/nowhere/at/all", "/property/12/extra", "/"]) {
    const ids = (routes: ReturnType<typeof tree>) => router.matchRoutes(routes, pathname)?.map((match) => [match.route.id, match.params]);
    expect(ids(kept), pathname).toEqual(ids(tree()));
  }
  expect(router.matchRoutes(kept, "/property/12")?.at(-1)?.params).toEqual({ id: "12" });
});
