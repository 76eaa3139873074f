import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { dashboardPath } from "~/components/admin/dashboard-view";
import { confirmAvailability } from "~/models/admin-properties.server";
import { sameSitePath } from "~/schemas/redirect";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseId } from "~/route-helpers/http.server";

// /admin/dashboard/properties/{id}/confirm: the table's "Still available" button posts here. The write
// raises the read cache's data version (a database trigger), so a listing that only lacked a recent
// confirmation is public again on the very next request.

/** The table the button was on, with its page and filters; anything but the dashboard table is ignored. */
function tablePath(value: FormDataEntryValue | null) {
  const path = typeof value === "string" ? sameSitePath(value) : null;
  const table = path === null ? null : /^\/admin\/dashboard(\?[^#]*)?$/.exec(path);
  return dashboardPath(table?.[1] ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const back = tablePath((await readFormData(request)).get("redirectTo"));
  const id = parseId(params.id);
  if (id === null || !(await confirmAvailability(admin, id))) {
    return redirectWithToast(back, { title: "admin.failed", description: "Property not found", variant: "destructive" });
  }
  return redirectWithToast(back, { title: "admin.properties.confirmed" });
}

// Nothing to show at this address: a GET (a sign-in that returns here, say) goes to the table.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin/dashboard");
}

// A page route (not a resource route), so that with JavaScript the button's form posts through Remix's
// navigation and the table revalidates in place.
export default function ConfirmAvailability() {
  return null;
}
