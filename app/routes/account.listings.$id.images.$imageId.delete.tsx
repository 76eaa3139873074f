import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDelete";
import { deleteOwnImage, EmailNotVerifiedError, getOwnImage, getOwnListing } from "~/models/advertiser-listings.server";
import { keepLanguage } from "~/route-helpers/account.server";
import { notFound, parseId } from "~/route-helpers/http.server";
import { requireAdvertiser } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { cardImageUrl } from "~/utils/images";
import { pageTitle } from "~/utils/meta";

// /account/listings/{id}/images/{imageId}/delete: an advertiser confirms deleting a photo or floor plan of their
// own listing (without JavaScript; with it the editor asks in a <dialog> and posts here), then is back at the
// editor's images. Another advertiser's image, or one of another listing, is the same 404 as a missing one.
const editorImages = (request: Request, id: number) => `${keepLanguage(request, `/account/listings/${id}/edit`)}#existing-images-title`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const id = parseId(params.id);
  const imageId = parseId(params.imageId);
  const image = id === null || imageId === null ? null : await getOwnImage(advertiser, imageId, id);
  if (!image) notFound();
  const t = await getT(request);
  return { title: t("admin.confirmTitle"), back: editorImages(request, image.propertyId), imageUrl: image.imageUrl };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const advertiser = await requireAdvertiser(request);
  const id = parseId(params.id);
  const imageId = parseId(params.imageId);
  // Whose it is is checked first: another's is a 404, as on the page.
  if (id === null || imageId === null || !(await getOwnListing(advertiser, id))) notFound();
  const back = editorImages(request, id);
  try {
    if (!(await deleteOwnImage(advertiser, imageId, id))) notFound();
  } catch (error) {
    if (!(error instanceof EmailNotVerifiedError)) throw error;
    return redirectWithToast(back, { title: "admin.failed", description: "account.listings.verifyFirst", variant: "destructive" });
  }
  return redirectWithToast(back, { title: "admin.form.imageDeleted" });
}

export default function ConfirmOwnImageDelete() {
  const { t } = useTranslation();
  const { back, imageUrl } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage message={t("admin.form.confirmDeleteImage")} cancelTo={back}>
      <img src={cardImageUrl(imageUrl)} alt="" className="mb-3 h-40 w-full rounded-xl object-cover" />
    </ConfirmDeletePage>
  );
}
