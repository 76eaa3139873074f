import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDelete";
import { pageQuery } from "~/components/admin/dashboard-view";
import { deleteImage, getImage } from "~/models/admin-property-images.server";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { notFound, parseId } from "~/route-helpers/http.server";
import { cardImageUrl } from "~/utils/images";
import { pageTitle } from "~/utils/meta";

// /admin/dashboard/properties/{id}/images/{imageId}/delete: confirms an image delete (without
// JavaScript; with it the edit dialog asks in a <dialog> and posts here). Back to the edit dialog.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const propertyId = parseId(params.id);
  const imageId = parseId(params.imageId);
  const image = imageId === null ? null : await getImage(imageId);
  if (!image || image.propertyId !== propertyId) notFound();
  const t = await getT(request);
  return { title: t("admin.confirmTitle"), image: { id: image.id, propertyId: image.propertyId, imageUrl: image.imageUrl } };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const propertyId = parseId(params.id);
  const imageId = parseId(params.imageId);
  const back = propertyId === null ? "/admin/dashboard" : `/admin/dashboard/properties/${propertyId}/edit${pageQuery(url.search)}`;
  const deleted = propertyId === null || imageId === null ? null : await deleteImage(admin, imageId, { propertyId });
  if (!deleted) return redirectWithToast(back, { title: "admin.failed", description: "Image not found", variant: "destructive" });
  return redirectWithToast(back, { title: "admin.form.imageDeleted" });
}

export default function ConfirmImageDelete() {
  const { t } = useTranslation();
  const { image } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <ConfirmDeletePage
      message={t("admin.form.confirmDeleteImage")}
      cancelTo={`/admin/dashboard/properties/${image.propertyId}/edit${pageQuery(search)}`}
    >
      <img src={cardImageUrl(image.imageUrl)} alt="" className="mb-3 h-40 w-full rounded-xl object-cover" />
    </ConfirmDeletePage>
  );
}
