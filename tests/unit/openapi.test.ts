import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "~/schemas/openapi";
import { FILTER_KEYS } from "~/schemas/filters";
import { INQUIRY_FILTER_KEYS } from "~/schemas/inquiry-desk";

const ROOT = path.resolve(__dirname, "../..");
const document = openApiDocument();

/** An /api route file's URL path in the document's template form: api.admin.properties.$id.ts → /api/admin/properties/{id}. */
function pathOfRoute(file: string) {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(/\.(?![^[]*\])/)
    .map((segment) => (segment.startsWith("$") ? `{${segment.slice(1)}}` : segment.replace("[.]", ".")));
  return `/${segments.join("/")}`;
}

const parameterNames = (apiPath: string, method: "get") =>
  (document.paths![apiPath]![method]!.parameters ?? []).map((p) => ("name" in p ? p.name : ""));

describe("the OpenAPI document (issue 37)", () => {
  it("passes Redocly's recommended rules, all of them as errors", () => {
    const file = path.join(ROOT, "tests/.tmp/openapi.json");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(document));
    const run = () =>
      execFileSync(
        path.join(ROOT, "node_modules/.bin/redocly"),
        ["lint", file, "--config", path.join(ROOT, "redocly.yaml"), "--format=summary"],
        {
          cwd: ROOT,
          encoding: "utf8",
          stdio: "pipe",
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        },
      );
    // execFileSync throws, with Redocly's report, when the lint fails.
    expect(run).not.toThrow();
  });

  it("has every /api route file, and no path without one", () => {
    const routes = readdirSync(path.join(ROOT, "app/routes"))
      .filter((file) => file.startsWith("api."))
      .map(pathOfRoute)
      .sort();
    expect(Object.keys(document.paths!).sort()).toEqual(routes);
  });

  it("takes its query parameters from the schemas the routes parse with, so a new filter is documented at once", () => {
    expect(parameterNames("/api/properties", "get")).toEqual(expect.arrayContaining([...FILTER_KEYS, "limit", "offset"]));
    expect(parameterNames("/api/admin/inquiries", "get")).toEqual(expect.arrayContaining([...INQUIRY_FILTER_KEYS, "limit", "offset"]));
  });
});
