// npm run storage:migrate [-- --from DIR]: copies uploaded images from disk (DATA_DIR/uploads, or DIR)
// into the database DATABASE_URL names, where every app instance serves them. Files already there are
// skipped, so it can run again after an interrupted copy. The disk files are left in place.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, useDatabase } from "~/services/db.server";
import { env } from "~/services/env.server";
import { databaseStorage, isSafeFileName } from "~/services/storage.server";

const { values } = parseArgs({ options: { from: { type: "string", default: path.join(env.DATA_DIR, "uploads") } } });
if (!env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: images move to the database only when the app runs on PostgreSQL.");
  process.exit(2);
}

const names = (await readdir(values.from).catch(() => [] as string[])).filter(isSafeFileName);
const handle = await openDatabase({ url: env.DATABASE_URL });
useDatabase(handle);
const storage = databaseStorage();
try {
  let copied = 0;
  for (const name of names) {
    const existing = await storage.get(name);
    if (existing) {
      await existing.body.cancel();
      continue;
    }
    await storage.put(name, await readFile(path.join(values.from, name)));
    copied += 1;
  }
  console.info(`Copied ${copied} of ${names.length} image files from ${values.from} (${names.length - copied} were already stored).`);
} finally {
  await handle.close();
}
