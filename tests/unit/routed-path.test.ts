import { describe, expect, it } from "vitest";
import { routedPath } from "../../server/routed-path";

// Issue 48: `/ADMIN/…` and `/%61dmin/…` reached the inbox without `no-store`, because the server read
// Express's path while Remix matches routes in any letter case, percent-decoded.
const SITE = new URL("http://localhost:3000");

describe("routedPath: the path Remix routes a request by", () => {
  it.each([
    ["/Admin/dashboard/inquiries", "/admin/dashboard/inquiries"],
    ["/%61dmin/dashboard?tab=1", "/admin/dashboard"],
    ["/%41DMIN/Dashboard/Inquiries.data", "/admin/dashboard/inquiries"],
    ["/x/../admin/dashboard", "/admin/dashboard"],
    ["/%2e%2e/API/Admin/inquiries", "/api/admin/inquiries"],
    // An advertiser's leads (issue 51) are personal data too.
    ["/%2e%2e/API/Account/Inquiries/12", "/api/account/inquiries/12"],
    ["/_root.data", "/"],
    // An escaped "/" stays one (the router matches it as part of a segment), and a path that does not
    // decode is matched as it is.
    ["/admin%2Fdashboard", "/admin%2fdashboard"],
    ["/%61dmin/%ZZ", "/%61dmin/%zz"],
    ["//admin/dashboard", "//admin/dashboard"],
  ])("%s → %s", (url, path) => {
    expect(routedPath(url, SITE)).toBe(path);
  });
});
