import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { dashboardPath, pageQuery, propertyRowId } from "~/components/admin/dashboard-view";
import { imageAnchor } from "~/components/admin/PropertyImages";
import { TextsMissingError, UnknownDistrictError } from "~/models/admin-properties.server";
import { EmailNotVerifiedError } from "~/models/advertiser-listings.server";
import type { MoveResult, NewImages } from "~/models/admin-property-images.server";
import { type PropertyInput, toPublishMessage } from "~/schemas/property";
import { propertyInputOf, PropertyFormSchema } from "~/schemas/property-form";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { translatorFor } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { jsonError, parseId } from "~/route-helpers/http.server";
import { imageBuffersOf, readForm, UPLOAD_LIMITS, UploadError } from "~/services/uploads.server";

// The action half of the property editor, shared by the add and edit routes (which differ only in
// what `save` does), like the Epic Stack's __note-editor. Files starting "__" are not routes (app/routes.ts).

/** The texts a listing to be published lacks, each with its message (a translation key naming the language). */
export function missingTextErrors(error: TextsMissingError) {
  return Object.fromEntries(error.fields.map((field) => [field, [toPublishMessage(field)]]));
}

/** The API's 400 for a listing published without all its texts in both languages, naming each one, in English. */
export async function textsMissingJson(error: TextsMissingError) {
  const t = await translatorFor("en");
  const fieldErrors = Object.fromEntries(error.fields.map((field) => [field, [t(toPublishMessage(field))]]));
  return jsonError(
    400,
    `Publishing needs the texts in English and Arabic; missing: ${error.fields.join(", ")}. Send them, or another lifecycle`,
    fieldErrors,
  );
}

/** Back to the dialog's own address with a red toast: for what cannot be shown in the form itself. */
export function editorFailed(request: Request, description: string, to?: string) {
  const url = new URL(request.url);
  return redirectWithToast(to ?? url.pathname + pageQuery(url.search), { title: "admin.failed", description, variant: "destructive" });
}

/**
 * The guard, the sign-in check (an administrator's, or `signIn`'s: an advertiser's own editor) and the
 * (multipart) form; a form too large to read is answered at once.
 */
export async function readEditorForm<Writer = Awaited<ReturnType<typeof requireAdmin>>>(
  request: Request,
  signIn: (request: Request) => Promise<Writer> = requireAdmin as (request: Request) => Promise<Writer>,
) {
  await guardWrite(request, { maxBytes: UPLOAD_LIMITS.maxBodyBytes });
  const writer = await signIn(request);
  try {
    return { form: await readForm(request), writer };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return { answer: await editorFailed(request, error.message) };
  }
}

/** The longest file name a refused form repeats back. */
const FILE_NAME_LENGTH = 80;

/**
 * The files a refused form carried, by box. A browser cannot put files back into a file box, so the form
 * names them to be chosen again (issue 50, point 10); their bytes are not kept.
 */
export function droppedFiles(form: FormData) {
  const names = (field: string) =>
    form
      .getAll(field)
      .flatMap((value) =>
        typeof value === "string" || value.size === 0 || value.name === "" ? [] : [value.name.slice(0, FILE_NAME_LENGTH)],
      );
  return { imageFiles: names("imageFiles"), floorPlanFiles: names("floorPlanFiles") };
}

export type DroppedFiles = ReturnType<typeof droppedFiles>;

/**
 * Validates the form and saves it with its new images: 400 with inline errors (unknown district, bad
 * images included) and the names of the files to choose again, or back to the table, at the listing's row,
 * with `savedToast`. `save` answers null when the listing is gone.
 */
export async function saveEditorForm(
  request: Request,
  form: FormData,
  save: (input: PropertyInput, images: NewImages) => Promise<{ id: number } | null>,
  savedToast: string,
  /** The list a saved listing is shown in, at its row: the dashboard's table (its view kept), or an advertiser's list. */
  listPath = dashboardPath(new URL(request.url).search),
) {
  const submission = parseWithZod(form, { schema: PropertyFormSchema });
  const refused = (status: number, fieldErrors?: Record<string, string[]>) =>
    data({ ...submission.reply(fieldErrors ? { fieldErrors } : undefined), droppedFiles: droppedFiles(form) }, { status });
  if (submission.status !== "success") return refused(400);
  const backToTable = listPath;
  // The box whose files are being read: a refused file is named under its own box.
  let filesField = "imageFiles";
  let saved: { id: number } | null;
  try {
    const photos = await imageBuffersOf(form.getAll(filesField));
    filesField = "floorPlanFiles";
    const images = { photos, floorPlans: await imageBuffersOf(form.getAll(filesField)) };
    saved = await save(propertyInputOf(submission.value), images);
    if (saved === null) return editorFailed(request, "Property not found", backToTable);
  } catch (error) {
    if (error instanceof UnknownDistrictError) return refused(400, { district: ["admin.errors.district"] });
    if (error instanceof TextsMissingError) return refused(400, missingTextErrors(error));
    if (error instanceof UploadError) return refused(error.status, { [filesField]: ["admin.form.imagesHint"] });
    if (error instanceof EmailNotVerifiedError)
      return data(
        { ...submission.reply({ formErrors: ["account.listings.verifyFirst"] }), droppedFiles: droppedFiles(form) },
        { status: 403 },
      );
    throw error;
  }
  // Its own fragment: without scripts the form's (#form-errors) would otherwise ride along to the table.
  return redirectWithToast(`${backToTable}#${propertyRowId(saved.id)}`, { title: savedToast });
}

const IMAGE_INTENT = /^(move-up|move-down|delete-image):(\d{1,10})$/;

/**
 * The editor's image buttons (intent `move-up:<id>`, `move-down:<id>`, `delete-image:<id>`): a move and back to
 * `here` (at the image, when `anchored`), a delete to its confirmation page (without JavaScript; with it the
 * dialog posts there itself). Null when the form is the editor's save.
 */
export async function answerImageIntent(
  request: Request,
  form: FormData,
  {
    here,
    move,
    deleteUrl,
    anchored = false,
  }: {
    here: string;
    move: (imageId: number, direction: "up" | "down") => Promise<MoveResult>;
    deleteUrl: (imageId: number) => string;
    anchored?: boolean;
  },
) {
  const intent = form.get("intent");
  const imageIntent = IMAGE_INTENT.exec(typeof intent === "string" ? intent : "");
  if (!imageIntent) return null;
  const [, kind, imageIdText] = imageIntent;
  const imageId = parseId(imageIdText);
  if (imageId === null) return editorFailed(request, "Image not found", here);
  if (kind === "delete-image") return redirect(deleteUrl(imageId), 303);
  let result: MoveResult;
  try {
    result = await move(imageId, kind === "move-up" ? "up" : "down");
  } catch (error) {
    // A published listing's change is a submission (decision 0075), which an unverified address cannot make.
    if (error instanceof EmailNotVerifiedError) return editorFailed(request, "account.listings.verifyFirst", here);
    throw error;
  }
  if (result === "not-found") return editorFailed(request, "Image not found", here);
  const back = anchored ? `${here}#${imageAnchor(imageId)}` : here;
  if (result === "at-edge") return redirect(back, 303);
  return redirectWithToast(back, { title: "admin.form.imageMoved" });
}
