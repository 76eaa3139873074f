import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endSession } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";

// The dashboard's logout form posts here: the session row goes, so the old cookie is useless. It is
// never read: whatever body comes with it, a logout ends the session.
export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request, { body: "any" });
  return redirectWithToast(
    "/admin/login",
    { title: "admin.loggedOut", description: "admin.loggedOutText" },
    { headers: { "Set-Cookie": await endSession(request) } },
  );
}

export function loader() {
  return redirect("/admin/dashboard");
}
