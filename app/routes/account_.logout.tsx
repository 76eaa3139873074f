import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endSession } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";

// The account's sign-out form posts here: the session row goes, so the old cookie is useless; an
// administrator's session in the same browser stays. Whatever body comes with it, a sign-out ends the session.
export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request, { body: "any" });
  return redirectWithToast(
    "/account/login",
    { title: "account.loggedOut", description: "account.loggedOutText" },
    { headers: { "Set-Cookie": await endSession(request, "advertiser") } },
  );
}

export function loader() {
  return redirect("/account");
}
