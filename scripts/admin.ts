// npm run admin -- --username NAME [--password-stdin]
// Creates the administrator NAME, or gives an existing one a new password and ends their sessions.
// The password is read from stdin when it is piped (or with --password-stdin), otherwise asked for
// twice on the terminal without echo. It uses the database the environment names (DATABASE_URL,
// else the embedded one in DATA_DIR; stop the server first, the embedded database is single-process).
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { sessions } from "../drizzle/schema";
import { upsertAdmin } from "~/models/admins.server";
import { DataDirLockedError, openDatabase } from "~/services/db.server";
import { env } from "~/services/env.server";

const USAGE = "Usage: npm run admin -- --username NAME [--password-stdin]";
const MIN_PASSWORD = 8;
const MAX_PASSWORD = 256;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

function readArguments() {
  try {
    const { values } = parseArgs({
      options: {
        username: { type: "string", short: "u" },
        "password-stdin": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
    if (values.help) {
      console.info(USAGE);
      process.exit(0);
    }
    const username = values.username?.trim() ?? "";
    if (username.length < 3 || username.length > 64 || /\s/.test(username)) {
      fail(`--username must be 3 to 64 characters without spaces.\n${USAGE}`);
    }
    return { username, fromStdin: values["password-stdin"] || !process.stdin.isTTY };
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
}

/** Everything piped in, without the final line break. */
async function readStdin() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Asks on the terminal with echo off (raw mode); Ctrl+C cancels. */
function askHidden(question: string) {
  return new Promise<string>((resolve) => {
    const { stdin, stdout } = process;
    stdin.setRawMode(true);
    stdout.write(question);
    stdin.setEncoding("utf8");
    stdin.resume();
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (char === "\u0003" || char === "\u0004") {
          finish();
          fail("Cancelled.", 130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(fromStdin: boolean) {
  if (fromStdin) return readStdin();
  const password = await askHidden("New password: ");
  if (password.length >= MIN_PASSWORD && (await askHidden("Repeat it: ")) !== password) fail("The passwords differ; nothing changed.");
  return password;
}

const { username, fromStdin } = readArguments();
const password = await readPassword(fromStdin);
if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
  fail(`The password must be ${MIN_PASSWORD} to ${MAX_PASSWORD} characters; nothing changed.`);
}

// Migrations only, no first-start seeding: this is also how the very first production admin is made.
let handle;
try {
  handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(`${error.message}`, 1);
  throw error;
}
try {
  const admin = await upsertAdmin(username, password, handle.db);
  // A reset password should lock out whoever held the old one.
  const ended = await handle.db.delete(sessions).where(eq(sessions.adminId, admin.id)).returning({ id: sessions.id });
  console.info(
    `Admin "${admin.username}" (id ${admin.id}) is ready${ended.length ? `; ended ${ended.length} session(s)` : ""} (${handle.driver}).`,
  );
} finally {
  await handle.close();
}
