import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { IMAGE_UPLOAD_LIMITS, isEmptyFileValue } from "~/schemas/property-form";
import { imageDimensions, MAX_IMAGE_PIXELS, removeImageFiles, storeImage } from "./images.server";

/**
 * Image uploads: limits checked before and while parsing (413), the file's own bytes decide
 * whether it is an image (415), sharp re-encodes it under a name we generate (400 if it cannot).
 */
export const UPLOAD_LIMITS = {
  /** One file. */
  maxFileBytes: IMAGE_UPLOAD_LIMITS.maxFileBytes,
  /** Files in one request. */
  maxFiles: IMAGE_UPLOAD_LIMITS.maxFiles,
  /** The whole request body, checked from Content-Length before parsing and counted while reading. */
  maxBodyBytes: 50 * 1024 * 1024,
  /** One text field of a multipart form. */
  maxFieldBytes: 64 * 1024,
  /** A form without files (the image buttons' posts). */
  maxPlainFormBytes: 64 * 1024,
} as const;

type UploadStatus = 400 | 413 | 415;

/** A refused upload: the status to answer and an English message for the API and toasts. */
export class UploadError extends Error {
  constructor(
    readonly status: UploadStatus,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

const MB = 1024 * 1024;

/** Checks the declared size of the body before anything is read. */
export function assertBodySize(request: Request, maxBytes: number = UPLOAD_LIMITS.maxBodyBytes) {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(length) && length > maxBytes) {
    throw new UploadError(413, `The request is larger than ${Math.round(maxBytes / MB)} MB`);
  }
}

class BodyTooLargeError extends Error {}

// A body without Content-Length (chunked) is counted as it streams and cut off at the limit.
function limitedBody(body: ReadableStream<Uint8Array>, maxBytes: number) {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new BodyTooLargeError());
        else controller.enqueue(chunk);
      },
    }),
  );
}

function isMultipart(request: Request) {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

function isUrlEncoded(request: Request) {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");
}

/**
 * Parses a multipart body with the limits: at most `maxFiles` files of `maxFileBytes` each, short
 * text fields, `maxBodyBytes` in all. Files come back as File objects in the order sent; an empty
 * file part (a file input left empty) is dropped.
 */
export async function readMultipartForm(request: Request): Promise<FormData> {
  if (!isMultipart(request)) throw new UploadError(415, "Send the form as multipart/form-data");
  assertBodySize(request);
  if (!request.body) throw new UploadError(400, "The request has no body");

  const fileHandler = createMemoryUploadHandler({ maxPartSize: UPLOAD_LIMITS.maxFileBytes });
  const fieldHandler = createMemoryUploadHandler({ maxPartSize: UPLOAD_LIMITS.maxFieldBytes });
  let files = 0;
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) return fieldHandler(part);
    const file = await fileHandler(part);
    if (!(file instanceof File) || (file.size === 0 && file.name === "")) return undefined;
    files += 1;
    if (files > UPLOAD_LIMITS.maxFiles) throw new UploadError(413, `At most ${UPLOAD_LIMITS.maxFiles} files per request`);
    return file;
  };

  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: limitedBody(request.body, UPLOAD_LIMITS.maxBodyBytes),
    duplex: "half",
  });
  try {
    return await parseMultipartFormData(limited, handler);
  } catch (error) {
    throw asUploadError(error);
  }
}

function asUploadError(error: unknown) {
  if (error instanceof UploadError) return error;
  if (error instanceof BodyTooLargeError) {
    return new UploadError(413, `The request is larger than ${Math.round(UPLOAD_LIMITS.maxBodyBytes / MB)} MB`);
  }
  if (error instanceof MaxPartSizeExceededError) {
    return error.maxBytes === UPLOAD_LIMITS.maxFileBytes
      ? new UploadError(413, `Each file must be at most ${Math.round(UPLOAD_LIMITS.maxFileBytes / MB)} MB`)
      : new UploadError(413, "A form field is too long");
  }
  return new UploadError(400, "The form data could not be read");
}

/** A dashboard post: multipart (the property form) with the upload limits, or a small URL-encoded form. */
export async function readForm(request: Request): Promise<FormData> {
  if (isMultipart(request)) return readMultipartForm(request);
  if (!isUrlEncoded(request)) throw new UploadError(415, "Unsupported form encoding");
  assertBodySize(request, UPLOAD_LIMITS.maxPlainFormBytes);
  let text = "";
  try {
    if (request.body) text = await new Response(limitedBody(request.body, UPLOAD_LIMITS.maxPlainFormBytes)).text();
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new UploadError(413, "The form is too large");
    throw new UploadError(400, "The form data could not be read");
  }
  const formData = new FormData();
  for (const [name, value] of new URLSearchParams(text)) formData.append(name, value);
  return formData;
}

type ImageKind = "jpeg" | "png" | "gif" | "webp" | "avif";

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** What the first bytes say the file is; null when it is none of the accepted image formats. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === "PNG" &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return "png";
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) return "avif";
  return null;
}

export const ACCEPTED_IMAGES = "JPEG, PNG, WebP, AVIF or GIF";

/**
 * The files of a parsed form as buffers, in order, each checked by its content (415 otherwise).
 * Anything that is not a file (a text value under a file's name) is a 400.
 */
export async function imageBuffersOf(values: FormDataEntryValue[]): Promise<Buffer[]> {
  const files = values.filter((value) => !isEmptyFileValue(value));
  if (files.length > UPLOAD_LIMITS.maxFiles) throw new UploadError(413, `At most ${UPLOAD_LIMITS.maxFiles} files per request`);
  const buffers: Buffer[] = [];
  for (const file of files) {
    if (!(file instanceof File)) throw new UploadError(400, "Images must be sent as files");
    if (file.size > UPLOAD_LIMITS.maxFileBytes) {
      throw new UploadError(413, `Each file must be at most ${Math.round(UPLOAD_LIMITS.maxFileBytes / MB)} MB`);
    }
    const buffer = Buffer.from(await file.arrayBuffer());
    if (!sniffImage(buffer)) throw new UploadError(415, `“${file.name || "file"}” is not a ${ACCEPTED_IMAGES} image`);
    await assertImageSize(buffer, file.name || "file");
    buffers.push(buffer);
  }
  return buffers;
}

// Read from the header alone: a file too large to decode is refused before any pixel is decoded.
async function assertImageSize(buffer: Buffer, name: string) {
  const dimensions = await imageDimensions(buffer).catch(() => null);
  if (!dimensions) throw new UploadError(400, `Unreadable image: “${name}” could not be decoded`);
  if (dimensions.width * dimensions.height > MAX_IMAGE_PIXELS) {
    throw new UploadError(
      400,
      `“${name}” is ${dimensions.width}×${dimensions.height} pixels; images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
}

/**
 * Re-encodes and stores the images in order and returns their URLs. If one cannot be decoded,
 * the ones already stored are removed again and the whole batch is refused (400).
 */
export async function storeImages(buffers: Buffer[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const buffer of buffers) urls.push(await storeImage(buffer));
    return urls;
  } catch (error) {
    await Promise.all(urls.map((url) => removeImageFiles(url)));
    // A file-system failure (it carries an errno code) is ours, not the uploader's: let it be a 500.
    if (error instanceof UploadError || typeof (error as NodeJS.ErrnoException).code === "string") throw error;
    throw new UploadError(400, "Unreadable image: the file could not be decoded");
  }
}
