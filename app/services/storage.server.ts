import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { storedFiles } from "../../drizzle/schema";
import { getOpenedDatabase } from "./db.server";
import { env } from "./env.server";

/**
 * Where image files live: PostgreSQL when the app runs on it (every instance then serves every image),
 * local disk with PGlite (one process, one machine). An S3-compatible store could implement the same calls.
 */
export interface FileStorage {
  put(name: string, body: Buffer): Promise<void>;
  get(name: string): Promise<{ body: ReadableStream; size: number } | null>;
  /** A file's size in bytes without reading it (a feed's enclosure length); null when there is none. */
  size(name: string): Promise<number | null>;
  remove(name: string): Promise<void>;
}

// Names are ours (generated), but check anyway: nothing may escape the uploads folder.
const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,120}\.webp$/;

export function isSafeFileName(name: string) {
  return SAFE_NAME.test(name);
}

export function localDiskStorage(root: string): FileStorage {
  const fileOf = (name: string) => {
    if (!isSafeFileName(name)) throw new Error(`Unsafe file name: ${name}`);
    return path.join(root, name);
  };
  return {
    async put(name, body) {
      await mkdir(root, { recursive: true });
      await writeFile(fileOf(name), body);
    },
    async get(name) {
      if (!isSafeFileName(name)) return null;
      try {
        const { size } = await stat(fileOf(name));
        return { body: Readable.toWeb(createReadStream(fileOf(name))) as ReadableStream, size };
      } catch {
        return null;
      }
    },
    async size(name) {
      if (!isSafeFileName(name)) return null;
      try {
        return (await stat(fileOf(name))).size;
      } catch {
        return null;
      }
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}

/** Files as rows of `stored_files` (migration 0007): WebP images are small, and one backup holds everything. */
export function databaseStorage(): FileStorage {
  const dbOf = async () => (await getOpenedDatabase()).db;
  return {
    async put(name, body) {
      if (!isSafeFileName(name)) throw new Error(`Unsafe file name: ${name}`);
      const db = await dbOf();
      await db.insert(storedFiles).values({ name, body }).onConflictDoUpdate({ target: storedFiles.name, set: { body } });
    },
    async get(name) {
      if (!isSafeFileName(name)) return null;
      const db = await dbOf();
      const [row] = await db.select({ body: storedFiles.body }).from(storedFiles).where(eq(storedFiles.name, name));
      return row ? { body: Readable.toWeb(Readable.from([row.body])) as ReadableStream, size: row.body.length } : null;
    },
    async size(name) {
      if (!isSafeFileName(name)) return null;
      const db = await dbOf();
      const [row] = await db
        .select({ size: sql<number>`octet_length(${storedFiles.body})`.mapWith(Number) })
        .from(storedFiles)
        .where(eq(storedFiles.name, name));
      return row?.size ?? null;
    },
    async remove(name) {
      const db = await dbOf();
      await db.delete(storedFiles).where(eq(storedFiles.name, name));
    },
  };
}

export const diskStorage = localDiskStorage(path.join(env.DATA_DIR, "uploads"));
const inDatabase = databaseStorage();

/** The storage of the process's database: PostgreSQL keeps the files itself, PGlite's process the disk. */
async function current() {
  return (await getOpenedDatabase()).driver === "postgres" ? inDatabase : diskStorage;
}

export const storage: FileStorage = {
  put: async (name, body) => (await current()).put(name, body),
  get: async (name) => (await current()).get(name),
  size: async (name) => (await current()).size(name),
  remove: async (name) => (await current()).remove(name),
};
