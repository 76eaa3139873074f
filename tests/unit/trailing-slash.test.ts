import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropTrailingSlash } from "../../server/app";

// Issue 37: `/about/` answered the page (naming `/about` canonical) instead of sending the visitor there.
const SITE = new URL("http://localhost:3000");
let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(dropTrailingSlash(SITE));
  app.all("*", (req, res) => void res.send(`served ${req.method} ${req.path}`));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const fetchManual = (path: string, method = "GET") => fetch(`${base}${path}`, { method, redirect: "manual" });

describe("a path with a trailing slash", () => {
  it.each([
    ["/about/", "http://localhost:3000/about"],
    ["/property/1/", "http://localhost:3000/property/1"],
    ["/districts/olaya//?lng=ar", "http://localhost:3000/districts/olaya?lng=ar"],
    // Never off the site: the Location starts with the site's origin.
    ["//other.example/", "http://localhost:3000//other.example"],
  ])("GET %s is a 301 to %s", async (path, location) => {
    const answer = await fetchManual(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe(location);
  });

  it("leaves the home page, paths without the slash and writes alone", async () => {
    expect(await (await fetchManual("/")).text()).toBe("served GET /");
    expect(await (await fetchManual("/about")).text()).toBe("served GET /about");
    expect(await (await fetchManual("/contact/", "POST")).text()).toBe("served POST /contact/");
  });
});
