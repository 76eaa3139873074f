// The quick-start server: the production build under our own server (server.ts), with the documented
// development defaults filled in (admin login and a session secret kept in DATA_DIR) and the demo listings.
// A real deployment runs `npm start` with its own ADMIN_USERNAME, ADMIN_PASSWORD and SESSION_SECRET.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_ADMIN, DEMO_ADVERTISER, persistedSecret } from "~/services/config.server";

process.env.NODE_ENV ??= "production";
// The demo's made-up offices on a first start: a real deployment (`npm start`) starts without them.
process.env.DEMO_DATA ||= "1";
process.env.SESSION_SECRET ||= persistedSecret(path.resolve(process.env.DATA_DIR || "./data"));
if (!process.env.ADMIN_USERNAME && !process.env.ADMIN_PASSWORD) {
  process.env.ADMIN_USERNAME = DEFAULT_ADMIN.username;
  process.env.ADMIN_PASSWORD = DEFAULT_ADMIN.password;
  // The demo admin receives inquiry notifications, so the quick start's first inquiry shows its
  // notification beside its receipt in the Outbox tab (issue 35); a reserved example address.
  process.env.ADMIN_EMAIL ||= DEFAULT_ADMIN.email;
  console.info(
    `Demo admin: username "${DEFAULT_ADMIN.username}", password "${DEFAULT_ADMIN.password}" (http://localhost:${process.env.PORT || 3000}/admin/login)`,
  );
}
console.info(
  `Demo advertiser: email "${DEMO_ADVERTISER.email}", password "${DEMO_ADVERTISER.password}" (http://localhost:${process.env.PORT || 3000}/account/login)`,
);
await import(pathToFileURL(path.resolve("build/server.js")).href);
