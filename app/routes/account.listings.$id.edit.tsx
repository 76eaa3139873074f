import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { PropertyForm } from "~/components/admin/PropertyForm";
import { getOwnListing, moveOwnImage, saveOwnListing } from "~/models/advertiser-listings.server";
import { listDistricts } from "~/models/districts.server";
import { listPropertyImages } from "~/models/properties.server";
import { requireAdvertiser } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { keepLanguage } from "~/route-helpers/account.server";
import { notFound, parseId } from "~/route-helpers/http.server";
import { pageTitle } from "~/utils/meta";
import { answerImageIntent, readEditorForm, saveEditorForm } from "./__property-editor.server";

const LISTINGS = "/account/listings";
const editPath = (id: number) => `/account/listings/${id}/edit`;
/** Where an image's delete is confirmed (without JavaScript) and posted. */
const imageDeletePath = (id: number, imageId: number) => `/account/listings/${id}/images/${imageId}/delete`;

// /account/listings/{id}/edit: an advertiser changes their own listing (issue 51), its photos and floor plans
// included (move up, move down, delete). Another's id, or one that does not exist, is the same 404; any save or
// image change takes a published listing back through review (decision 0075).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const id = parseId(params.id);
  const listing = id === null ? null : await getOwnListing(advertiser, id);
  if (!listing) notFound();
  const [t, districts, images] = await Promise.all([getT(request), listDistricts(), listPropertyImages(listing.id)]);
  const { createdAt: _createdAt, images: _urls, floorPlans: _plans, publishedUntil: _until, reviewNote, ...fields } = listing;
  return {
    title: t("account.listings.editTitle"),
    property: fields,
    reviewNote,
    images,
    districts: districts.map(({ name, nameAr }) => ({ name, nameAr })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${data.title}: ${data.property.title || data.property.titleAr}` : undefined, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  const read = await readEditorForm(request, requireAdvertiser);
  if ("answer" in read) return read.answer;
  const id = parseId(params.id);
  // Whose it is is checked before the form is: another's id is a 404 whatever was sent.
  if (id === null || !(await getOwnListing(read.writer, id))) notFound();
  const imageAnswer = await answerImageIntent(request, read.form, {
    here: keepLanguage(request, editPath(id)),
    move: (imageId, direction) => moveOwnImage(read.writer, imageId, direction, id),
    deleteUrl: (imageId) => keepLanguage(request, imageDeletePath(id, imageId)),
    anchored: true,
  });
  if (imageAnswer) return imageAnswer;
  const submit = read.form.get("intent") === "submit";
  return saveEditorForm(
    request,
    read.form,
    (input, images) => saveOwnListing(read.writer, id, input, images, { submit }),
    submit ? "account.listings.submitted" : "account.listings.saved",
    LISTINGS,
  );
}

export default function EditOwnListing() {
  const { t } = useTranslation();
  const { property, districts, reviewNote, images } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      {reviewNote ? (
        <p role="note" className="mb-4 rounded-lg border border-danger bg-danger-soft p-3">
          <strong>{t("account.listings.returnedBecause")}</strong> <bdi>{reviewNote}</bdi>
        </p>
      ) : null}
      <PropertyForm
        key={property.id}
        audience="advertiser"
        title={t("account.listings.editTitle")}
        lastResult={lastResult}
        defaultValue={property}
        districts={districts}
        closeTo={LISTINGS}
        images={images}
        imageDeleteUrl={(imageId) => imageDeletePath(property.id, imageId)}
      />
    </>
  );
}
