import { describe, expect, it } from "vitest";
import * as docsPage from "~/routes/api.docs";
import * as districtApi from "~/routes/api.admin.districts.$id";
import * as landmarksApi from "~/routes/api.admin.landmarks";
import * as inquiriesApi from "~/routes/api.inquiries";
import * as openApiJson from "~/routes/api.openapi[.]json";
import { call, get } from "./route-helpers";
import { contractProblems } from "./openapi-contract";

describe("GET /api/openapi.json and /api/docs (issue 37)", () => {
  it("serves the OpenAPI 3.1 document, cacheable", async () => {
    const answer = await call(openApiJson.loader, get("/api/openapi.json"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("application/json");
    const document = answer.body as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/properties", "/api/properties/{id}", "/api/admin/login"]));
  });

  it("renders every operation on the server, in the page's language around the English reference", async () => {
    const answer = await call(docsPage.loader, get("/api/docs"));
    expect(answer.status).toBe(200);
    const { reference, title } = answer.body as Awaited<ReturnType<typeof docsPage.loader>>;
    expect(title).toBe("API reference");
    const listing = reference.operations.find((operation) => operation.id === "listProperties")!;
    expect(listing).toMatchObject({ method: "GET", path: "/api/properties" });
    expect(listing.parameters).toContainEqual(expect.objectContaining({ name: "limit", type: "integer | string", required: false }));
    expect(listing.responses.map((response) => response.status)).toEqual(["200", "400", "414", "429", "503"]);
    expect(reference.schemas.map((schema) => schema.name)).toContain("Property");

    // Each operation says whose session it needs: an advertiser's under /api/account, an administrator's under
    // /api/admin (the advertiser's calls were said to need an administrator), none elsewhere but sign-in.
    const sessionByPrefix = new Set(
      reference.operations.map(({ path, session }) => `${/^\/api\/(account|admin)\//.exec(path)?.[1] ?? "public"} ${session}`),
    );
    expect([...sessionByPrefix].sort()).toEqual(["account accountSession", "account null", "admin null", "admin session", "public null"]);
    const arabic = await call(docsPage.loader, get("/api/docs?lng=ar"));
    expect((arabic.body as { title: string }).title).toBe("مرجع واجهة البرمجة");
  });
});

describe("the contract check (tests/integration/openapi-contract.ts)", () => {
  const ok = { status: 200, headers: new Headers({ "Content-Type": "application/json", "Cache-Control": "no-store" }) };

  it("finds a field the document lacks, an undocumented status, a missing header and a wrong Allow", () => {
    const me = get("/api/admin/me");
    expect(contractProblems(me, { ...ok, body: { id: 1, username: "admin" } })).toEqual([]);
    expect(contractProblems(me, { ...ok, body: { id: 1, username: "admin", password: "x" } })).toEqual([
      expect.stringContaining("must NOT have additional properties"),
    ]);
    expect(contractProblems(me, { ...ok, status: 418, body: { error: "teapot" } })).toEqual([
      expect.stringContaining("418 is not documented"),
    ]);
    expect(
      contractProblems(me, { status: 200, headers: new Headers({ "Content-Type": "application/json" }), body: { id: 1, username: "a" } }),
    ).toEqual([expect.stringContaining("Cache-Control is missing")]);
    const post = new Request("http://localhost:3000/api/admin/me", { method: "POST" });
    expect(contractProblems(post, { status: 405, headers: new Headers({ Allow: "GET, HEAD" }), body: {} })).toEqual([]);
    expect(contractProblems(post, { status: 405, headers: new Headers({ Allow: "GET, HEAD, POST" }), body: {} })).toEqual([
      expect.stringContaining("is not the document's"),
    ]);
    expect(contractProblems(get("/api/nothing"), { ...ok, body: {} })).toEqual([expect.stringContaining("not in the document")]);
  });
});

// Found by the reliability tests' contract check: a method a path does not take got the body's 415
// (or 413) before its 405, as the routes guarded the body before they looked at the method.
describe("a method an /api path does not take", () => {
  it.each([
    ["POST", "/api/admin/districts/1", districtApi.action],
    ["DELETE", "/api/admin/landmarks", landmarksApi.action],
    ["PUT", "/api/inquiries", inquiriesApi.action],
  ] as const)("%s %s is a 405 whatever the body's type", async (method, path, action) => {
    const request = new Request(`http://localhost:3000${path}`, { method, body: "x", headers: { "Content-Type": "text/plain" } });
    const answer = await call(action, request, { id: "1" });
    expect(answer.status).toBe(405);
  });
});
