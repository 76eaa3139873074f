import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { dashboardPath, pageQuery } from "~/components/admin/dashboard-view";
import { PropertyForm } from "~/components/admin/PropertyForm";
import { updateProperty } from "~/models/admin-properties.server";
import { moveImage } from "~/models/admin-property-images.server";
import { listDistricts } from "~/models/districts.server";
import { listPropertyImages } from "~/models/properties.server";
import { requireAdmin } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { notFound, parseId } from "~/route-helpers/http.server";
import { requireProperty } from "~/route-helpers/route-meta.server";
import { pageTitle } from "~/utils/meta";
import { answerImageIntent, readEditorForm, saveEditorForm } from "./__property-editor.server";

// /admin/dashboard/properties/{id}/edit: the edit dialog over the table, with the current images
// (move up, move down, delete). One action for the form's save and for the image buttons.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const property = await requireProperty(params.id);
  const [t, districts, images] = await Promise.all([getT(request), listDistricts(), listPropertyImages(property.id)]);
  const { createdAt: _createdAt, images: _urls, floorPlans: _plans, ...fields } = property;
  return {
    title: t("admin.properties.editTitle"),
    property: fields,
    images,
    districts: districts.map(({ name, nameAr }) => ({ name, nameAr })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${data.title}: ${data.property.title}` : undefined, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  const read = await readEditorForm(request);
  if ("answer" in read) return read.answer;
  const id = parseId(params.id);
  if (id === null) notFound();
  const { pathname, search } = new URL(request.url);
  const imageAnswer = await answerImageIntent(request, read.form, {
    here: pathname + pageQuery(search),
    move: (imageId, direction) => moveImage(read.writer, imageId, direction, { propertyId: id }),
    deleteUrl: (imageId) => `/admin/dashboard/properties/${id}/images/${imageId}/delete${pageQuery(search)}`,
  });
  if (imageAnswer) return imageAnswer;

  return saveEditorForm(request, read.form, (input, images) => updateProperty(read.writer, id, input, images), "admin.properties.updated");
}

export default function EditPropertyDialog() {
  const { t } = useTranslation();
  const { property, images, districts } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <PropertyForm
      // A different property is a different form (its own initial values).
      key={property.id}
      title={t("admin.properties.editTitle")}
      lastResult={lastResult}
      defaultValue={property}
      districts={districts}
      closeTo={dashboardPath(search)}
      images={images}
      imageDeleteUrl={(imageId) => `/admin/dashboard/properties/${property.id}/images/${imageId}/delete${pageQuery(search)}`}
    />
  );
}
