import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ThemeFormSchema } from "~/schemas/theme";
import { guardWrite, readFormData } from "~/services/guard.server";
import { themeCookieHeader } from "~/services/theme.server";
import { toastCookieHeader } from "~/services/toast.server";

// Sets the theme cookie. The no-JS form sends redirectTo and comes back to its page;
// the JS toggle posts only the theme and gets JSON.
export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  const parsed = ThemeFormSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) {
    return Response.json({ error: "theme must be light or dark" }, { status: 400 });
  }
  const headers = new Headers({ "Set-Cookie": await themeCookieHeader(parsed.data.theme) });
  if (parsed.data.redirectTo) {
    // Back at the toggle (its fragment), with a toast that says what changed.
    headers.append("Set-Cookie", await toastCookieHeader({ title: parsed.data.theme === "dark" ? "theme.nowDark" : "theme.nowLight" }));
    return redirect(parsed.data.redirectTo, { status: 303, headers });
  }
  // A whole answer: a resource route's `data()` loses its status and headers (the cookie) when the route
  // is asked directly rather than through a fetcher.
  return Response.json({ theme: parsed.data.theme }, { headers });
}

export function loader() {
  return redirect("/");
}
