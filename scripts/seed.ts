// npm run seed [-- --count N]: opens (and so prepares, with the admin and demo data) the database
// the environment names (DATABASE_URL, else the embedded one in DATA_DIR), then adds N synthetic listings.
import { parseArgs } from "node:util";
import { seedSyntheticListings } from "~/models/seed.server";
import { prepareDatabase } from "~/models/setup.server";
import { openProcessDatabase } from "~/services/db.server";

const { values } = parseArgs({ options: { count: { type: "string", default: "0" } } });
const howMany = Number(values.count);
if (!Number.isInteger(howMany) || howMany < 0 || howMany > 1_000_000) {
  console.error("--count must be a whole number from 0 to 1000000");
  process.exit(2);
}

const handle = await openProcessDatabase(prepareDatabase);
try {
  const started = performance.now();
  if (howMany > 0) await seedSyntheticListings(handle.db, howMany);
  console.info(`Seeded ${howMany} synthetic listings in ${Math.round(performance.now() - started)} ms (${handle.driver}).`);
} finally {
  await handle.close();
}
