import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "~/utils/images";
import { LRUCache } from "lru-cache";
import { storage } from "./storage.server";

const UPLOADS_PREFIX = "/uploads/";

/**
 * The largest image we decode: 40 megapixels (a 16000×16000 PNG of 31 KB would otherwise take seconds
 * and a 1,000,000×200 one most of a gigabyte). Uploads are checked against it from the header before
 * decoding; sharp refuses anything larger on its own too.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Width and height from the file's header, without decoding it; null when the header names none. */
export async function imageDimensions(input: Buffer) {
  const { width, height } = await sharp(input).metadata();
  return width && height ? { width, height } : null;
}

const COPY_WIDTHS = [IMAGE_WIDTHS.medium, IMAGE_WIDTHS.card] as const;

const webpOf = (source: sharp.Sharp, width: number) =>
  source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();

/** Re-encodes an image to WebP in every width and stores it; returns the imageUrl of the large copy. */
export async function storeImage(input: Buffer, baseName = `img-${randomBytes(12).toString("hex")}`) {
  const source = sharp(input, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const [large, ...copies] = await Promise.all([IMAGE_WIDTHS.large, ...COPY_WIDTHS].map((width) => webpOf(source, width)));
  const url = `${UPLOADS_PREFIX}${baseName}.webp`;
  try {
    await storage.put(`${baseName}.webp`, large!);
    for (const [index, width] of COPY_WIDTHS.entries()) await storage.put(`${baseName}-${width}.webp`, copies[index]!);
  } catch (error) {
    // A full disk can fail any copy, and leave a part of it: none stays without the others.
    await removeImageFiles(url).catch(() => {});
    throw error;
  }
  return url;
}

// The middle width came later (decision 0041): an image stored before it gets that copy the first time
// someone asks for it, made from its large copy. Only that width, and only of an image (not of a copy).
const MISSING_MIDDLE_COPY = new RegExp(`^(?!.*-(?:${COPY_WIDTHS.join("|")})-)(.+)-${IMAGE_WIDTHS.medium}\\.webp$`);
const making = new Map<string, Promise<Buffer | null>>();

/** A stored file; or, for the middle copy of an image stored before that width existed, that copy, made now and stored. */
export async function storedImageFile(name: string): Promise<{ body: ReadableStream; size: number } | null> {
  const file = await storage.get(name);
  const base = file ? null : MISSING_MIDDLE_COPY.exec(name)?.[1];
  if (!base) return file;
  let made = making.get(name);
  if (!made) {
    made = makeMiddleCopy(base, name).finally(() => making.delete(name));
    making.set(name, made);
  }
  const body = await made;
  return body ? { body: Readable.toWeb(Readable.from([body])) as ReadableStream, size: body.length } : null;
}

async function makeMiddleCopy(base: string, name: string) {
  const large = await storedBytes(`${base}.webp`);
  if (!large) return null;
  const body = await webpOf(sharp(large), IMAGE_WIDTHS.medium);
  await storage.put(name, body);
  return body;
}

/** A stored file's bytes; null when there is none. */
async function storedBytes(name: string) {
  const file = await storage.get(name);
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
}

export async function imageExists(imageUrl: string) {
  const file = await storage.get(imageUrl.slice(UPLOADS_PREFIX.length));
  if (file) await file.body.cancel();
  return file !== null;
}

/** Removes every stored copy of an image we own. */
export async function removeImageFiles(imageUrl: string) {
  if (!imageUrl.startsWith(UPLOADS_PREFIX)) return;
  const name = imageUrl.slice(UPLOADS_PREFIX.length).replace(/\.webp$/, "");
  await storage.remove(`${name}.webp`);
  for (const width of COPY_WIDTHS) await storage.remove(`${name}-${width}.webp`);
}

// Stored images never change (each upload gets a new name), so their sizes can be kept for good.
// lru-cache holds no null: each size is kept in an object, null when unknown.
const sizes = new LRUCache<string, { known: { width: number; height: number } | null }>({ max: 10_000 });

/** Width and height of one of our stored images (its large copy), for share previews; null when unknown. */
export async function storedImageSize(imageUrl: string) {
  if (!imageUrl.startsWith(UPLOADS_PREFIX)) return null;
  const kept = sizes.get(imageUrl);
  if (kept) return kept.known;
  const bytes = await storedBytes(imageUrl.slice(UPLOADS_PREFIX.length));
  const size = bytes ? await imageDimensions(bytes) : null;
  sizes.set(imageUrl, { known: size });
  return size;
}
