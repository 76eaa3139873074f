// Lint rules for the whole tree (npm run lint, also the first step of npm test). Type-aware
// typescript-eslint, React and its hooks, accessibility of JSX, and no import cycles. Formatting is
// Prettier's (prettier.config.js), so eslint-config-prettier turns off the rules it owns.
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
    settings: { react: { version: "18.3" }, "import-x/resolver-next": [createTypeScriptImportResolver()] },
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
