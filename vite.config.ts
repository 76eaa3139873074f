import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { configDefaults } from "vitest/config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isVitest = Boolean(process.env.VITEST);

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** The modules the given route modules import statically, directly or not (the route modules themselves left out). */
function staticImportsOf(routeFiles: string[], getModuleInfo: ModuleInfoOf) {
  const routes = routeFiles.map((file) => fileURLToPath(new URL(`./${file}`, import.meta.url)));
  const found = new Set<string>();
  const pending = routes.flatMap((route) => getModuleInfo(route)?.importedIds ?? []);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || routes.includes(id)) continue;
    found.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

const intersection = <T>(one: Set<T>, other: Set<T>) => new Set([...one].filter((item) => other.has(item)));

// The server build starts from our Express app (server/index.ts), which imports the Remix build: one
// module graph, one copy of each module (docs/decisions/0073-one-server-build.md). After the Remix plugin,
// whose config names its own build as the entry.
const expressAppFirst: Plugin = {
  name: "express-app-first",
  enforce: "post",
  config: (_config, { command, isSsrBuild }) =>
    command === "build" && isSsrBuild ? { build: { rollupOptions: { input: "server/index.ts" } } } : undefined,
};

// Versions the /locales/{lng} URLs (app/i18n.ts): a change to a translation file gives them a new address.
const localesVersion = createHash("sha256")
  .update(["en", "ar"].map((language) => readFileSync(new URL(`./app/locales/${language}.ts`, import.meta.url))).join("\n"))
  .digest("hex")
  .slice(0, 12);

export default defineConfig(({ isSsrBuild }) => {
  // Found once per build, from that build's module graph.
  let homePageModules: Set<string> | undefined;
  let formModules: Set<string> | undefined;
  return {
    define: { __LOCALES_VERSION__: JSON.stringify(localesVersion) },
    plugins: [
      tailwindcss(),
      // Vitest runs route modules directly; the Remix plugin is only for the app build.
      !isVitest &&
        remix({
          future: {
            v3_fetcherPersist: true,
            v3_relativeSplatPath: true,
            v3_throwAbortReason: true,
            v3_singleFetch: true,
            // Off: patching the router after hydration re-rendered the whole page (docs/decisions/0018).
            v3_lazyRouteDiscovery: false,
            v3_routeConfig: true,
          },
        }),
      tsconfigPaths(),
      expressAppFirst,
    ],
    server: { port: 3000 },
    build: {
      assetsInlineLimit: 0,
      // Browser code: terser (two passes) instead of esbuild's minifier, about 3.8 KB (3%) less JavaScript
      // on the home page for a slower build (docs/decisions/0004-js-budget.md). The server build stays
      // unminified.
      minify: isSsrBuild ? false : "terser",
      terserOptions: { compress: { passes: 2 } },
      rollupOptions: isSsrBuild
        ? // The server build is one file: dynamic imports (the filter parser the browser loads lazily) are
          // inlined, as they would be anyway, instead of being reported as imports that cannot split.
          { output: { inlineDynamicImports: true } }
        : {
            // Remix gives every resource route (a CSV export, logout) a browser module with nothing in it
            // (remix-run/remix#9055, not fixed in v2): that empty chunk is expected, not worth a warning.
            onwarn(warning, warn) {
              if (warning.code === "EMPTY_BUNDLE") return;
              warn(warning);
            },
            output: {
              // Everything the home page's routes (root and browse) import, in one chunk with React, Remix
              // and i18next: the home page then loads five scripts instead of 21, and on a slow
              // connection each request costs a round trip (docs/decisions/0018-home-page-scripts.md).
              manualChunks(id: string, { getModuleInfo }) {
                homePageModules ??= staticImportsOf(["app/root.tsx", "app/routes/_index.tsx"], getModuleInfo);
                if (homePageModules.has(id)) return "shared";
                // The error pages every route can fall back to join them too: as two chunks of their own they
                // split React's chunk differently and cost 3.7 KB more on / (bench page weight, brotli).
                if (/\/app\/components\/(GeneralErrorBoundary|NotFound)\.tsx$/.test(id)) return "shared";
                // What both the detail page and the contact page import (the forms: Conform, zod, fields)
                // in one more chunk: the detail page then loads seven scripts instead of eleven (decision 0018).
                formModules ??= intersection(
                  staticImportsOf(["app/routes/property.$id.tsx"], getModuleInfo),
                  staticImportsOf(["app/routes/contact.tsx"], getModuleInfo),
                );
                if (formModules.has(id)) return "forms";
              },
            },
          },
    },
    test: {
      environment: "node",
      // Vitest's default is a worker per core but one: a single worker on our 2 cores. Much of the suite
      // waits on PostgreSQL and on the servers the reliability tests start, so two workers overlap well
      // (the whole run took 620 s with one, 447 s with two).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      minWorkers: 2,
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // The run's end drops the PostgreSQL databases of every test file (template-database.ts).
      teardownTimeout: 120_000,
      // App modules read their configuration at import: point them at a scratch data folder.
      env: {
        NODE_ENV: "test",
        DATA_DIR: "tests/.tmp/vitest-data",
        DATABASE_URL: "",
        SESSION_SECRET: "vitest-session-secret-that-is-long-enough-0123",
        ADMIN_USERNAME: "",
        ADMIN_PASSWORD: "",
        // The tests read the demo's listings: a database they prepare gets them (a real site's does not).
        DEMO_DATA: "1",
      },
      projects: [
        { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
        {
          extends: true,
          test: { name: "pglite", include: ["tests/integration/**/*.test.ts"], globalSetup: ["tests/integration/template-database.ts"] },
        },
        // The same integration suite against a real PostgreSQL when one is named.
        ...(process.env.TEST_DATABASE_URL
          ? [
              {
                extends: true as const,
                test: {
                  name: "postgres",
                  include: ["tests/integration/**/*.test.ts"],
                  // The in-process hostile sweep runs on PGlite only: the built server's sweep over HTTP
                  // (tests/reliability/http-hostile.test.ts) runs on this PostgreSQL (decision 0016, 2026-11-29).
                  exclude: [...configDefaults.exclude, "tests/integration/hostile-input.test.ts"],
                  env: { TEST_DB: "postgres" },
                  globalSetup: ["tests/integration/template-database.ts"],
                },
              },
            ]
          : []),
        // The production build as separate server processes: crash, restart and lock tests (needs `npm run build`).
        // Every /api answer they receive is checked against the OpenAPI document (tests/reliability/contract.ts).
        {
          extends: true,
          test: {
            name: "reliability",
            include: ["tests/reliability/**/*.test.ts"],
            testTimeout: 120_000,
            setupFiles: ["tests/reliability/contract-setup.ts"],
            globalSetup: ["tests/reliability/seeded-template.ts"],
          },
        },
      ],
    },
  };
});
