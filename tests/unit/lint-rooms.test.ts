import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The linter enforces the rooms of docs/architecture.md and refuses import cycles: each wrong import
// below must fail `npm run lint`, and the allowed ones must pass. Each source is linted in place of a file of
// the room (so the type-aware rules know it; never in place of a file another source imports, as the type
// checker then sees the replaced text), through the repository's own eslint.config.js; the cycles are files
// of their own, written for the test.

const ROOT = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });
const FIXTURES = path.join(ROOT, "app/utils", `__lint-fixture-${randomBytes(4).toString("hex")}`);

const REFUSALS = ["import-x/no-restricted-paths", "@typescript-eslint/no-restricted-imports"];

// The first lint builds the TypeScript program of the whole app: a minute on a busy machine.
beforeAll(() => eslint.lintText("", { filePath: path.join(ROOT, "app/utils/format.ts") }), 180_000);
afterAll(() => rmSync(FIXTURES, { recursive: true, force: true }));

async function ruleIds(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => message.ruleId);
}

describe("the linter's rooms", () => {
  it.each([
    [
      "a utils server file importing a model",
      "app/utils/document-end.server.ts",
      `import { readBrowse } from "~/models/browse.server";\nexport const x = readBrowse;\n`,
    ],
    [
      "a utils file importing a service",
      "app/utils/format.ts",
      `import { logger } from "~/services/logger.server";\nexport const x = logger;\n`,
    ],
    [
      "a utils file importing a route helper",
      "app/utils/format.ts",
      `import { notFound } from "~/route-helpers/http.server";\nexport const x = notFound;\n`,
    ],
    [
      "a model importing a route helper",
      "app/models/district-market.server.ts",
      `import { notFound } from "~/route-helpers/http.server";\nexport const x = notFound;\n`,
    ],
    [
      "a service importing a model no document names",
      "app/services/logger.server.ts",
      `import { readBrowse } from "~/models/browse.server";\nexport const x = readBrowse;\n`,
    ],
    [
      "a component importing a service",
      "app/components/Footer.tsx",
      `import { logger } from "~/services/logger.server";\nexport const x = logger;\n`,
    ],
    [
      "a schema importing a model",
      "app/schemas/contact.ts",
      `import { readBrowse } from "../models/browse.server";\nexport const x = readBrowse;\n`,
    ],
    [
      "the server importing a model",
      "server/routed-path.ts",
      `import { readBrowse } from "../app/models/browse.server";\nexport const x = readBrowse;\n`,
    ],
  ])("refuses %s", async (_, file, source) => {
    expect((await ruleIds(file, source)).filter((id) => id !== null && REFUSALS.includes(id))).not.toEqual([]);
  });

  it.each([
    [
      "a route helper importing a model",
      "app/route-helpers/one-click.server.ts",
      `import { readBrowse } from "~/models/browse.server";\nexport const x = readBrowse;\n`,
    ],
    [
      "the outbox's sender importing the outbox model",
      "app/services/mail-sender.server.ts",
      `import { claimDueMail } from "~/models/outbox.server";\nexport const x = claimDueMail;\n`,
    ],
    [
      "a utils file importing a model's type",
      "app/utils/format.ts",
      `import type { BrowseData } from "~/models/browse.server";\nexport type X = BrowseData;\n`,
    ],
  ])("allows %s", async (_, file, source) => {
    expect((await ruleIds(file, source)).filter((id) => id === null || REFUSALS.includes(id))).toEqual([]);
  });

  it("refuses a model's value, not its type, in a utils file", async () => {
    expect(
      await ruleIds("app/utils/format.ts", `import { readBrowse } from "~/models/browse.server";\nexport const x = readBrowse;\n`),
    ).toContain("@typescript-eslint/no-restricted-imports");
  });

  it.each([2, 3])("refuses a cycle of %i files", async (length) => {
    mkdirSync(FIXTURES, { recursive: true });
    const names = Array.from({ length }, (_, index) => `cycle${length}-${index}`);
    names.forEach((name, index) => {
      const next = names[(index + 1) % length]!;
      writeFileSync(
        path.join(FIXTURES, `${name}.ts`),
        `import { value${next.replace("-", "_")} } from "./${next}";\nexport const value${name.replace("-", "_")} = () => value${next.replace("-", "_")};\n`,
      );
    });
    const results = await eslint.lintFiles(names.map((name) => path.join(FIXTURES, `${name}.ts`)));
    for (const result of results) expect(result.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
  });
});
