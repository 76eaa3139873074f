import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// What the browse pages' browser code imports up front (docs/decisions/0004-js-budget.md): following the
// static, non-type imports from the browser entry, the root and the browse routes, neither zod, Conform
// nor the translation files may be reached. (Dynamic import() is how they may come, later; *.server
// modules never reach the browser.)
const appDir = path.resolve(__dirname, "../../app");
const ENTRIES = ["entry.client.tsx", "root.tsx", "routes/_index.tsx", "routes/map.tsx"];

function resolveLocal(from: string, specifier: string) {
  const base = specifier.startsWith("~/") ? path.join(appDir, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

/** Value imports and re-exports of one module (type-only ones are erased by the compiler). */
function staticImports(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function browserGraph() {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = ENTRIES.map((entry) => path.join(appDir, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of staticImports(file)) {
      if (/\.server(\.tsx?)?$/.test(specifier) || specifier.includes(".server/")) continue;
      if (specifier.startsWith("~/") || specifier.startsWith(".")) {
        const resolved = resolveLocal(file, specifier.replace(/\?.*$/, ""));
        if (/\.tsx?$/.test(resolved)) queue.push(resolved);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { modules: [...modules].map((file) => path.relative(appDir, file)), packages: [...packages] };
}

describe("browse pages' browser code", () => {
  const graph = browserGraph();

  it("follows the imports (sanity check)", () => {
    expect(graph.modules).toEqual(expect.arrayContaining(["components/browse/FilterForm.tsx", "schemas/filters-query.ts", "i18n.ts"]));
    expect(graph.packages).toEqual(expect.arrayContaining(["react", "@remix-run/react"]));
  });

  it("does not import i18next: the pages translate with utils/translator.ts (decision 0079)", () => {
    expect(graph.packages.filter((name) => /i18next/.test(name))).toEqual([]);
    expect(graph.modules).toContain("utils/translator.ts");
  });

  it("does not import zod or Conform up front", () => {
    expect(graph.packages.filter((name) => name === "zod" || name.startsWith("zod/") || name.startsWith("@conform-to/"))).toEqual([]);
    // filters-query.ts and enums.ts (the site's languages, for i18n.ts) are plain constants and functions, no zod.
    const plain = new Set(["schemas/filters-query.ts", "schemas/enums.ts"]);
    expect(graph.modules.filter((file) => file.startsWith("schemas/") && !plain.has(file))).toEqual([]);
  });

  it("does not bundle the translation files (the page's language comes from /locales/{lng})", () => {
    expect(graph.modules.filter((file) => file.startsWith("locales/"))).toEqual([]);
  });
});
