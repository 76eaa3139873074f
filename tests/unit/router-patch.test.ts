import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "vitest";

// The server loads the router's CommonJS build; patches/ makes it keep its route matching (see
// docs/decisions/0010-route-matching-cache.md). A fresh `npm install` must apply the patch.
const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");

test("the installed router carries the route-matching cache", () => {
  expect(readFileSync(require.resolve("@remix-run/router"), "utf8")).toContain("rankedBranchesCache");
});

// docs/decisions/0015: <Scripts fetchPriority> reaches the modulepreload links, in the server's
// CommonJS build and in the browser's ES module build alike (hydration renders the same links).
test("the installed Remix <Scripts> gives its modulepreload links a priority", () => {
  const dist = path.dirname(require.resolve("@remix-run/react"));
  for (const build of ["components.js", "esm/components.js"]) {
    expect(
      readFileSync(path.join(dist, build), "utf8").match(/rel: "modulepreload",[^}]*fetchPriority: preloadPriority/g),
      build,
    ).toHaveLength(3);
  }
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
