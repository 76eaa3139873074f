import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "~/utils/images";
import { LruMap } from "~/utils/lru";
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

/** Re-encodes an image to WebP in both widths and stores it; returns the imageUrl of the large copy. */
export async function storeImage(input: Buffer, baseName = `img-${randomBytes(12).toString("hex")}`) {
  const source = sharp(input, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const [large, card] = await Promise.all(
    [IMAGE_WIDTHS.large, IMAGE_WIDTHS.card].map((width) =>
      source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
    ),
  );
  const url = `${UPLOADS_PREFIX}${baseName}.webp`;
  try {
    await storage.put(`${baseName}.webp`, large!);
    await storage.put(`${baseName}-${IMAGE_WIDTHS.card}.webp`, card!);
  } catch (error) {
    // A full disk can fail either copy, and leave a part of it: neither stays without the other.
    await removeImageFiles(url).catch(() => {});
    throw error;
  }
  return url;
}

export async function imageExists(imageUrl: string) {
  const file = await storage.get(imageUrl.slice(UPLOADS_PREFIX.length));
  if (file) await file.body.cancel();
  return file !== null;
}

/** Removes both stored copies of an image we own. */
export async function removeImageFiles(imageUrl: string) {
  if (!imageUrl.startsWith(UPLOADS_PREFIX)) return;
  const name = imageUrl.slice(UPLOADS_PREFIX.length).replace(/\.webp$/, "");
  await storage.remove(`${name}.webp`);
  await storage.remove(`${name}-${IMAGE_WIDTHS.card}.webp`);
}

// Stored images never change (each upload gets a new name), so their sizes can be kept for good.
const sizes = new LruMap<{ width: number; height: number } | null>({ maxEntries: 10_000, maxSize: Number.POSITIVE_INFINITY });

/** Width and height of one of our stored images (its large copy), for share previews; null when unknown. */
export async function storedImageSize(imageUrl: string) {
  if (!imageUrl.startsWith(UPLOADS_PREFIX)) return null;
  const known = sizes.get(imageUrl);
  if (known !== undefined) return known;
  const file = await storage.get(imageUrl.slice(UPLOADS_PREFIX.length));
  const size = file ? await imageDimensions(Buffer.from(await new Response(file.body).arrayBuffer())) : null;
  sizes.set(imageUrl, size);
  return size;
}
