import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call } from "./route-helpers";

// Every route module that exports an action must pass the shared write guard first: a cross-site
// post is refused with 403 before any session, body or database work. New routes are picked up here
// automatically, so a future action cannot forget the guard.
const routesDir = path.resolve(__dirname, "../../app/routes");
const modules = readdirSync(routesDir).filter((file) => /\.(ts|tsx)$/.test(file));

const params = { id: "1", imageId: "1", name: "x" };

describe("write guard coverage", async () => {
  const withActions: [string, (args: unknown) => unknown][] = [];
  for (const file of modules) {
    const routeModule = (await import(path.join(routesDir, file))) as { action?: (args: unknown) => unknown };
    if (routeModule.action) withActions.push([file, routeModule.action]);
  }

  it("finds the route actions", () => {
    expect(withActions.map(([file]) => file)).toEqual(expect.arrayContaining(["contact.tsx", "api.inquiries.ts", "admin.login.tsx"]));
  });

  it.each(withActions)("%s refuses a cross-site write with 403", async (_file, action) => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const request = new Request("http://localhost:3000/anything", {
        method,
        body: "x=1",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      });
      const answer = await call(action, request, params);
      expect(answer.status, method).toBe(403);
    }
  });
});
