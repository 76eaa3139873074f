import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env } from "./env.server";

/** Where image files live. Local disk today; an S3-compatible store can implement the same three calls. */
interface FileStorage {
  put(name: string, body: Buffer): Promise<void>;
  get(name: string): Promise<{ body: ReadableStream; size: number } | null>;
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
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}

export const storage = localDiskStorage(path.join(env.DATA_DIR, "uploads"));
