import { type ImageKind, ImageKindSchema } from "~/schemas/property";
import { imageBuffersOf, readMultipartForm, UploadError } from "~/services/uploads.server";
import { jsonError } from "~/route-helpers/http.server";

// What the administrator's and the advertiser's image calls share: the upload's multipart form, and an image
// as they answer it. Files starting "__" are not routes (app/routes.ts).

interface Upload {
  buffers: Buffer[];
  kind: ImageKind;
  startIndex?: number;
}

/**
 * POST .../images: reads one file (`image`), its `kind` (photo or floor_plan; photo when left out) and its place
 * (`orderIndex`, digits: after the existing images of its kind when left out), and stores it with `store`. A
 * form or image refused (400, 413, 415), there or while it is stored, is thrown as its error answer.
 */
export async function withImageUpload<T>(request: Request, store: (upload: Upload) => Promise<T>) {
  try {
    const form = await readMultipartForm(request);
    const files = form.getAll("image");
    if (files.length === 0) throw jsonError(400, "Invalid input", { image: ["Choose an image file"] });
    if (files.length > 1) throw jsonError(400, "Invalid input", { image: ["Send one image per request"] });
    const orderText = form.get("orderIndex");
    let startIndex: number | undefined;
    if (orderText !== null && orderText !== "") {
      if (typeof orderText !== "string" || !/^\d{1,5}$/.test(orderText)) {
        throw jsonError(400, "Invalid input", { orderIndex: ["orderIndex must be a whole number from 0 to 99999"] });
      }
      startIndex = Number(orderText);
    }
    const kind = ImageKindSchema.safeParse(form.get("kind") ?? undefined);
    if (!kind.success) throw jsonError(400, "Invalid input", { kind: ["kind must be photo or floor_plan"] });
    return await store({ buffers: await imageBuffersOf(files), kind: kind.data, startIndex });
  } catch (error) {
    if (error instanceof UploadError) throw jsonError(error.status, error.message);
    throw error;
  }
}

/** An image as the API answers it (`Image` in the OpenAPI document). */
export const imageJson = ({ id, imageUrl, kind, orderIndex }: { id: number; imageUrl: string; kind: string; orderIndex: number }) => ({
  id,
  imageUrl,
  kind,
  orderIndex,
});
