import { Form } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/utils/translation";
import { ConfirmDeleteBody } from "~/components/admin/ConfirmDelete";
import { IMAGE_KINDS, type ImageKind } from "~/schemas/property";
import { IMAGE_UPLOAD_LIMITS } from "~/schemas/property-form";
import { cardImageUrl } from "~/utils/images";

export interface ExistingImage {
  id: number;
  imageUrl: string;
  kind: ImageKind;
  orderIndex: number;
}

/** The anchor of an image in the editor's list: a no-script move comes back to it. */
export const imageAnchor = (imageId: number) => `image-${imageId}`;

// The image buttons post this small form of their own, not the whole property form with its files.
const IMAGE_ACTIONS_FORM = "image-actions";

/** A file a box holds, as its list shows it. */
export interface ChosenFile {
  name: string;
  size: number;
}

/**
 * Several image files (photos, or floor plans), stored in the order chosen; with JavaScript the choice is
 * listed. `dropped`: the files a refused save carried, which no browser puts back into a file box; while
 * the box is empty it says they must be chosen again, and names them (issue 50, point 10).
 */
export function ImageFilesInput({
  label,
  id,
  name,
  errorId,
  errors,
  chosen,
  onChoose,
  dropped,
  className,
}: {
  label: string;
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  chosen: ChosenFile[];
  onChoose: (files: ChosenFile[]) => void;
  /** Already in the page's language. */
  dropped: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const droppedId = `${id}-dropped`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        multiple
        accept={IMAGE_UPLOAD_LIMITS.accept}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={`${errorId} ${dropped ? `${droppedId} ` : ""}${id}-hint`}
        onChange={(event) => onChoose([...(event.currentTarget.files ?? [])].map((file) => ({ name: file.name, size: file.size })))}
        className="field-input file:me-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-1 file:font-semibold file:text-brand"
      />
      {dropped ? (
        <p id={droppedId} className="mt-2 rounded-lg border border-accent bg-surface-muted p-2 text-sm font-medium">
          {dropped}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="pt-1 text-xs text-ink-muted">
        {t("admin.form.imagesHint")}
      </p>
      {chosen.length > 0 ? (
        <ol className="mt-2 list-inside list-decimal text-sm text-ink-muted">
          {chosen.map((file, index) => (
            <li key={`${index}-${file.name}`}>
              <span dir="ltr">{file.name}</span> ({Math.max(1, Math.round(file.size / 1024))} KB)
            </li>
          ))}
        </ol>
      ) : null}
      <div id={errorId} className="min-h-5 pt-1 text-sm text-danger">
        {errors?.length ? t(errors[0]!) : null}
      </div>
    </div>
  );
}

const smallButton =
  "rounded-md border border-line bg-surface px-2.5 py-1 text-xs font-semibold hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-surface";

const KIND_TITLES = { photo: "admin.form.photos", floor_plan: "admin.form.floorPlanGroup" } as const satisfies Record<ImageKind, string>;
const KIND_LABELS = { photo: "admin.form.imageLabel", floor_plan: "admin.form.floorPlanLabel" } as const satisfies Record<
  ImageKind,
  string
>;

/**
 * The property's images in order, photos and floor plans apart (each kind has its own order), each with move
 * up / move down / delete: submit buttons named `intent` posting a small form of their own (not the whole
 * property form with its files).
 */
export function ExistingImages({ images, deleteUrl }: { images: ExistingImage[]; deleteUrl: (imageId: number) => string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="existing-images-title" className="mt-2 border-t border-line pt-5">
      <h3 id="existing-images-title" className="text-sm font-semibold">
        {t("admin.form.existingImages")}
      </h3>
      <Form id={IMAGE_ACTIONS_FORM} method="post" preventScrollReset className="hidden" />
      {images.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("admin.form.noImages")}</p>
      ) : (
        IMAGE_KINDS.map((kind) => {
          const ofKind = images.filter((image) => image.kind === kind);
          return ofKind.length === 0 ? null : (
            <section key={kind} aria-labelledby={`existing-${kind}-title`} className="mt-3">
              {/* Not a heading: the delete dialogs in the list above hold an h2, after which an h4 skips a level. */}
              <p id={`existing-${kind}-title`} className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
                {t(KIND_TITLES[kind])}
              </p>
              <ImageList images={ofKind} labelKey={KIND_LABELS[kind]} deleteUrl={deleteUrl} />
            </section>
          );
        })
      )}
    </section>
  );
}

function ImageList({ images, labelKey, deleteUrl }: { images: ExistingImage[]; labelKey: string; deleteUrl: (imageId: number) => string }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-2 grid gap-3 sm:grid-cols-2">
      {images.map((image, index) => {
        const label = t(labelKey, { index: index + 1 });
        return (
          <li
            key={image.id}
            id={imageAnchor(image.id)}
            data-testid="existing-image"
            data-kind={image.kind}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2"
          >
            <img src={cardImageUrl(image.imageUrl)} alt={label} loading="lazy" className="h-16 w-24 shrink-0 rounded-lg object-cover" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{label}</p>
              <div className="mt-1.5 flex flex-wrap gap-1.5">
                <button
                  type="submit"
                  form={IMAGE_ACTIONS_FORM}
                  name="intent"
                  value={`move-up:${image.id}`}
                  disabled={index === 0}
                  aria-label={`${t("admin.form.moveUp")}: ${label}`}
                  className={smallButton}
                >
                  ↑ {t("admin.form.moveUp")}
                </button>
                <button
                  type="submit"
                  form={IMAGE_ACTIONS_FORM}
                  name="intent"
                  value={`move-down:${image.id}`}
                  disabled={index === images.length - 1}
                  aria-label={`${t("admin.form.moveDown")}: ${label}`}
                  className={smallButton}
                >
                  ↓ {t("admin.form.moveDown")}
                </button>
                <DeleteImageButton imageId={image.id} label={label} action={deleteUrl(image.id)} />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Without JavaScript the button posts intent=delete-image:<id> and the action answers with the
 * confirmation page; with it, a modal <dialog> asks first and posts to that page's action.
 */
function DeleteImageButton({ imageId, label, action }: { imageId: number; label: string; action: string }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `delete-image-${imageId}-title`;
  return (
    <>
      <button
        type="submit"
        form={IMAGE_ACTIONS_FORM}
        name="intent"
        value={`delete-image:${imageId}`}
        aria-label={`${t("admin.form.deleteImage")}: ${label}`}
        onClick={(event) => {
          event.preventDefault();
          dialogRef.current?.showModal();
        }}
        className={`${smallButton} text-danger hover:bg-danger-soft`}
      >
        {t("admin.delete")}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-xl border border-line bg-surface-raised p-6 text-ink backdrop:bg-black/50"
      >
        <ConfirmDeleteBody
          titleId={titleId}
          message={t("admin.form.confirmDeleteImage")}
          action={action}
          onCancel={() => dialogRef.current?.close()}
        />
      </dialog>
    </>
  );
}
