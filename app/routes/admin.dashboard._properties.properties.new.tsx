import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dashboardPath, PropertyForm } from "~/components/admin/PropertyForm";
import { createProperty, UnknownDistrictError } from "~/models/admin-properties.server";
import { listDistricts } from "~/models/districts.server";
import { newPropertyDefaults, propertyInputOf, PropertyFormSchema } from "~/schemas/property";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { imageBuffersOf, readForm, UPLOAD_LIMITS, UploadError } from "~/services/uploads.server";
import { pageTitle } from "~/utils/meta";

// /admin/dashboard/properties/new: the add-property dialog over the table (a page of its own without JS).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [t, districts] = await Promise.all([getT(request), listDistricts()]);
  return { title: t("admin.properties.newTitle"), districts: districts.map((district) => district.name), defaults: newPropertyDefaults() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }, { name: "robots", content: "noindex" }];

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request, { maxBytes: UPLOAD_LIMITS.maxBodyBytes });
  await requireAdmin(request);
  let formData: FormData;
  try {
    formData = await readForm(request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    // Too large to read: nothing to show again, so back to the form with the reason.
    const url = new URL(request.url);
    return redirectWithToast(url.pathname + url.search, { title: "admin.failed", description: error.message, variant: "destructive" });
  }
  const submission = parseWithZod(formData, { schema: PropertyFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const images = await imageBuffersOf(formData.getAll("imageFiles"));
    await createProperty(propertyInputOf(submission.value), images);
  } catch (error) {
    if (error instanceof UnknownDistrictError) return data(submission.reply({ fieldErrors: { district: ["admin.errors.district"] } }), { status: 400 });
    if (error instanceof UploadError) return data(submission.reply({ fieldErrors: { imageFiles: ["admin.form.imagesHint"] } }), { status: error.status });
    throw error;
  }
  return redirectWithToast(dashboardPath(new URL(request.url).search), { title: "admin.properties.created" });
}

export default function NewPropertyDialog() {
  const { t } = useTranslation();
  const { districts, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <PropertyForm
      title={t("admin.properties.newTitle")}
      lastResult={lastResult}
      defaultValue={defaults}
      districts={districts}
      closeTo={dashboardPath(search)}
    />
  );
}
