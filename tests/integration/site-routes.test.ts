import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "../../drizzle/schema";
import * as notFoundRoute from "~/routes/$";
import * as contactRoute from "~/routes/contact";
import * as localesRoute from "~/routes/locales.$lng";
import * as adminLocalesRoute from "~/routes/locales.$lng_.admin";
import { localeHref } from "~/i18n";
import ar from "~/locales/ar";
import en from "~/locales/en";
import * as themeRoute from "~/routes/resources.theme";
import * as root from "~/root";
import type { DatabaseHandle } from "~/services/db.server";
import { call, cookiesFrom, get, postForm } from "./route-helpers";
import { setupTestDatabase } from "./test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupTestDatabase();
});
afterAll(() => handle.close());

// Contact messages land in the admin's inbox as general inquiries.
const storedMessages = async () =>
  (await handle.db.select({ value: count() }).from(inquiries).where(eq(inquiries.kind, "general")))[0]!.value;

const validContact = {
  firstName: "Sara",
  lastName: "Ali",
  email: "sara@example.com",
  subject: "Office tour",
  message: "I would like to visit next week.",
};

describe("root loader: language and theme", () => {
  it.each([
    ["/?lng=ar", {}, "ar"],
    ["/", { Cookie: "lng=ar" }, "ar"],
    ["/?lng=en", { Cookie: "lng=ar" }, "en"],
    ["/", { "Accept-Language": "ar-SA,ar;q=0.9,en;q=0.5" }, "ar"],
    ["/", { "Accept-Language": "fr-FR" }, "en"],
    ["/?lng=xx", {}, "en"],
  ])("%s with %o renders %s", async (path, headers, language) => {
    const answer = await call(root.loader, get(path, headers));
    expect((answer.body as { language: string }).language).toBe(language);
  });

  it("remembers a language chosen with ?lng= in the lng cookie", async () => {
    const answer = await call(root.loader, get("/about?lng=ar"));
    expect(cookiesFrom(answer.headers)).toBe("lng=ar");
  });

  it("reads the theme from its cookie, light by default", async () => {
    expect((await call(root.loader, get("/"))).body).toMatchObject({ theme: "light" });
    expect((await call(root.loader, get("/", { Cookie: "theme=dark" }))).body).toMatchObject({ theme: "dark" });
    expect((await call(root.loader, get("/", { Cookie: "theme=purple" }))).body).toMatchObject({ theme: "light" });
  });
});

describe("locale resource route", () => {
  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)("answers the %s texts at their versioned addresses, cached for good, the dashboard's apart", async (language, texts) => {
    const site = await call(localesRoute.loader, get(localeHref(language)), { lng: language });
    const admin = await call(adminLocalesRoute.loader, get(localeHref(language, "admin")), { lng: language });
    for (const answer of [site, admin]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    }
    // Visitors' pages never download the dashboard's texts (issue 36); together the parts are the whole.
    // The advertisers' account pages' texts travel with the dashboard's (decision 0074).
    const { admin: adminTexts, account: accountTexts, ...siteTexts } = texts;
    expect(site.body).toEqual(siteTexts);
    expect(admin.body).toEqual({ admin: adminTexts, account: accountTexts });
    expect(JSON.stringify(site.body).length).toBeLessThan(0.75 * JSON.stringify(texts).length);
  });

  it("answers an old or missing version, but not for keeps", async () => {
    for (const path of ["/locales/ar", "/locales/ar?v=0ld"]) {
      const answer = await call(localesRoute.loader, get(path), { lng: "ar" });
      expect(answer.body).toMatchObject({ brand: ar.brand });
      expect(answer.headers.get("Cache-Control")).toBe("no-cache");
    }
    const oldAdmin = await call(adminLocalesRoute.loader, get("/locales/ar/admin?v=0ld"), { lng: "ar" });
    expect(oldAdmin.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("answers 404 for an unknown language", async () => {
    expect((await call(localesRoute.loader, get("/locales/fr"), { lng: "fr" })).status).toBe(404);
    expect((await call(adminLocalesRoute.loader, get("/locales/fr/admin"), { lng: "fr" })).status).toBe(404);
  });
});

describe("theme resource route", () => {
  it("sets the cookie and redirects back to the toggle for the no-JS form, with a toast (issue 33)", async () => {
    const answer = await call(themeRoute.action, postForm("/resources/theme", { theme: "dark", redirectTo: "/about#theme-toggle" }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/about#theme-toggle");
    expect(cookiesFrom(answer.headers)).toMatch(/^theme=dark; (__Host-)?toast=/);
  });

  it("answers JSON for the JS toggle", async () => {
    const answer = await call(themeRoute.action, postForm("/resources/theme", { theme: "light" }));
    expect(answer).toMatchObject({ status: 200, body: { theme: "light" } });
  });

  it("refuses a theme it does not know", async () => {
    expect((await call(themeRoute.action, postForm("/resources/theme", { theme: "purple" }))).status).toBe(400);
  });

  it.each(["https://evil.example", "//evil.example", "/\t/evil.example", "/\\evil.example"])(
    "sends redirectTo=%j, which leaves the site, home instead",
    async (redirectTo) => {
      const answer = await call(themeRoute.action, postForm("/resources/theme", { theme: "dark", redirectTo }));
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe("/");
    },
  );

  it("refuses a cross-site post", async () => {
    const request = postForm("/resources/theme", { theme: "dark" }, { Origin: "https://evil.example" });
    expect((await call(themeRoute.action, request)).status).toBe(403);
  });
});

describe("contact action", () => {
  it("re-renders with field errors (400) and stores nothing on invalid input", async () => {
    const before = await storedMessages();
    const answer = await call(contactRoute.action, postForm("/contact", { ...validContact, firstName: "S", subject: "Hi" }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: "error",
      error: { firstName: ["contact.errors.firstName"], subject: ["contact.errors.subject"] },
      initialValue: { lastName: "Ali" },
    });
    expect(await storedMessages()).toBe(before);
  });

  it("stores a valid message and redirects with the 'Message Sent' toast", async () => {
    const before = await storedMessages();
    const answer = await call(contactRoute.action, postForm("/contact", validContact));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/contact");
    expect(await storedMessages()).toBe(before + 1);

    const next = await call(root.loader, get("/contact", { Cookie: cookiesFrom(answer.headers) }));
    expect((next.body as { toast: unknown }).toast).toMatchObject({
      title: "toast.messageSentTitle",
      description: "toast.messageSentText",
      variant: "default",
    });
  });

  it("refuses a cross-site post with 403", async () => {
    const request = postForm("/contact", validContact, { Origin: "https://evil.example" });
    expect((await call(contactRoute.action, request)).status).toBe(403);
  });

  it("no longer takes an address from the URL (the newsletter box has its own action)", async () => {
    const answer = await call(contactRoute.loader, get("/contact?email=a%40b.co"));
    expect(answer.body).not.toHaveProperty("email");
  });
});

describe("not found", () => {
  it("answers 404 for unknown paths", async () => {
    expect((await call(notFoundRoute.loader, get("/no/such/page"))).status).toBe(404);
  });
});
