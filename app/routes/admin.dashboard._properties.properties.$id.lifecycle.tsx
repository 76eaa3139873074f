import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AdminDialog } from "~/components/admin/AdminDialog";
import { dashboardPath, pageQuery, propertyRowId } from "~/components/admin/dashboard-view";
import { LifecycleButtons } from "~/components/admin/LifecycleButtons";
import { TextsMissingError, setLifecycle } from "~/models/admin-properties.server";
import { LifecycleChangeSchema, type TextToPublish } from "~/schemas/property";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseId } from "~/route-helpers/http.server";
import { requireProperty } from "~/route-helpers/route-meta.server";
import { pickLanguage } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { useLanguage } from "~/utils/use-language";

// /admin/dashboard/properties/{id}/lifecycle: the table's one-tap buttons (and the delete page's "Archive
// instead") post `lifecycle` here, then go back to the table they came from (its view is in this URL's
// query; without scripts their form's fragment brings the listing's row back into view). A refusal (a
// listing published without its texts in both languages) answers 400 with this dialog over the table,
// naming what is missing; a GET shows the same dialog without it.

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const property = await requireProperty(params.id);
  const t = await getT(request);
  const { title, titleAr, lifecycle } = property;
  return { title: t("admin.properties.lifecycle"), property: { id: property.id, title, titleAr, lifecycle } };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const back = dashboardPath(new URL(request.url).search);
  const change = LifecycleChangeSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!change.success) return data({ error: "admin.errors.lifecycle", missing: [] as TextToPublish[] }, { status: 400 });
  const id = parseId(params.id);
  try {
    if (id === null || !(await setLifecycle(admin, id, change.data.lifecycle))) {
      return redirectWithToast(back, { title: "admin.failed", description: "Property not found", variant: "destructive" });
    }
  } catch (error) {
    if (error instanceof TextsMissingError) return data({ error: "admin.errors.textsToPublish", missing: error.fields }, { status: 400 });
    throw error;
  }
  return redirectWithToast(back, { title: "admin.properties.lifecycleSaved" });
}

export default function ChangeLifecycle() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { property } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { search } = useLocation();
  const keep = pageQuery(search);
  const title = pickLanguage(property.title, property.titleAr, language).text;
  return (
    <AdminDialog
      size="sm"
      title={t("admin.properties.lifecycleOf", { title })}
      closeTo={`${dashboardPath(search)}#${propertyRowId(property.id)}`}
      footer={
        <Link
          to={`/admin/dashboard/properties/${property.id}/edit${keep}`}
          preventScrollReset
          className="rounded-lg border border-line bg-surface px-4 py-2 font-semibold hover:bg-surface-muted"
        >
          {t("admin.properties.editListing")}
        </Link>
      }
    >
      {refused ? (
        <div role="alert" className="mb-4 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
          <p className="font-semibold">{t(refused.error)}</p>
          {refused.missing.length > 0 ? (
            <ul className="mt-1 list-disc ps-5">
              {refused.missing.map((field) => (
                <li key={field}>{t(`admin.form.${field}`)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className="mb-3 text-sm">
        {t("admin.properties.lifecycle")}: <strong>{t(`admin.properties.lifecycles.${property.lifecycle}`)}</strong>
      </p>
      <LifecycleButtons id={property.id} lifecycle={property.lifecycle} title={title} keep={keep} />
    </AdminDialog>
  );
}
