import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dashboardPath } from "~/components/admin/dashboard-view";
import { TextsMissingError, setLifecycle } from "~/models/admin-properties.server";
import { LifecycleChangeSchema } from "~/schemas/property";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseId } from "~/route-helpers/http.server";

// /admin/dashboard/properties/{id}/lifecycle: a plain form posts `lifecycle` here (the delete page's
// "Archive instead"), then back to the table it came from (its view is in this URL's query).

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const back = dashboardPath(new URL(request.url).search);
  const change = LifecycleChangeSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!change.success) return data({ error: "admin.errors.lifecycle" }, { status: 400 });
  const id = parseId(params.id);
  try {
    if (id === null || !(await setLifecycle(admin, id, change.data.lifecycle))) {
      return redirectWithToast(back, { title: "admin.failed", description: "Property not found", variant: "destructive" });
    }
  } catch (error) {
    if (error instanceof TextsMissingError) return data({ error: "admin.errors.textsToPublish" }, { status: 400 });
    throw error;
  }
  return redirectWithToast(back, { title: "admin.properties.lifecycleSaved" });
}

// Nothing to show at this address: a GET (a sign-in that returns here, say) goes to the table.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin/dashboard");
}

// A page route (not a resource route), so that with JavaScript the form posts through Remix's
// navigation and the table revalidates in place. Only a state it does not know is shown here.
export default function ChangeLifecycle() {
  const { t } = useTranslation();
  const refused = useActionData<typeof action>();
  return refused ? (
    <p role="alert" className="mt-4 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
      {t(refused.error)}
    </p>
  ) : null;
}
