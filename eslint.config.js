// Lint rules for the whole tree (npm run lint, also the first step of npm test). Type-aware
// typescript-eslint, React and its hooks, accessibility of JSX, no import cycles, and the rooms of
// docs/architecture.md (which folder may import which). Formatting is Prettier's (prettier.config.js),
// so eslint-config-prettier turns off the rules it owns.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "data/", "test-results/", "playwright-report/", "tests/.tmp/", "drizzle/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ["*.js"] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      react: { version: "18.3" },
      // Without the TypeScript parser for .ts/.tsx, import-x parses no module of ours and no-cycle sees nothing.
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    plugins: { "import-x": importX },
    rules: {
      // Cycles among our own modules only: packages are not parsed.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Remix loaders and actions throw Responses and data() on purpose.
      "@typescript-eslint/only-throw-error": "off",
      // Event handlers and effects start promises whose errors the app handles inside them.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // The rooms of docs/architecture.md, checked on the resolved files (relative and ~/ imports alike).
    files: ["app/**", "server/**", "server.ts", "demo-data/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            room("app/route-helpers", ["app/routes", "app/components"], "route helpers serve routes: no routes, no components"),
            room("app/models", ["app/routes", "app/route-helpers", "app/components"], "models are domain code: no routes, no components"),
            room(
              "app/services",
              ["app/routes", "app/route-helpers", "app/components"],
              "services are infrastructure: no routes, no components",
            ),
            // A service reads domain data only where docs/architecture.md says why: sign-in (admins, advertisers, sessions) and
            // the outbox's sender, which also runs the alert and newsletter jobs.
            {
              ...room("app/services", ["app/models"], "services use models only where docs/architecture.md says why"),
              except: [
                "./admins.server.ts",
                "./advertisers.server.ts",
                "./sessions.server.ts",
                "./alerts.server.ts",
                "./newsletter.server.ts",
                "./outbox.server.ts",
              ],
            },
            room(
              "app/components",
              ["app/routes", "app/route-helpers", "app/services"],
              "components are React pieces: no routes, nothing server-side",
            ),
            room(
              "app/schemas",
              ["app/routes", "app/route-helpers", "app/components", "app/services", "app/models"],
              "schemas import only utils",
            ),
            room(
              "app/utils",
              ["app/routes", "app/route-helpers", "app/components", "app/services"],
              "utils are the bottom room: pure helpers (types from models only)",
            ),
            room(
              "demo-data",
              ["app/routes", "app/route-helpers", "app/components", "app/services", "app/models"],
              "demo data is data: it imports only utils",
            ),
            room(
              "server",
              ["app/routes", "app/route-helpers", "app/components", "app/models"],
              "the server sees the app only through the Remix build",
            ),
            room(
              "server.ts",
              ["app/routes", "app/route-helpers", "app/components", "app/models"],
              "the server sees the app only through the Remix build",
            ),
          ],
        },
      ],
    },
  },
  {
    // Type-only imports are erased, so a component or an isomorphic util may name a model's data types.
    files: ["app/components/**", "app/utils/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/models/*", "**/models/*"], allowTypeImports: true, message: "Only types from models here." }] },
      ],
    },
  },
  {
    // server.ts is bundled by esbuild with packages external, which leaves a "~/" import unresolved (the
    // server then cannot start): what it bundles (server/, the configuration and the logger) uses relative paths.
    files: ["server.ts", "server/**", "app/services/config.server.ts", "app/services/logger.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^~/", message: "server.ts bundles this file: import it with a relative path." }] },
      ],
    },
  },
  {
    files: ["app/models/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@remix-run/*"], message: "Models import nothing from Remix: they return data or throw domain errors." }] },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
    },
  },
  {
    // Tests read JSON answers and use expect.any(), both typed `any`: checking what they hold is the
    // assertions' job there, not the type checker's.
    files: ["tests/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
  prettier,
);

/** A no-restricted-paths zone: files under `target` may not import from any of `from`. */
function room(target, from, message) {
  return { target: `./${target}`, from: from.map((folder) => `./${folder}`), message };
}
