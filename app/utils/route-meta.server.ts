import { data, redirect } from "@remix-run/node";
import { getDistrict } from "~/models/admin-districts.server";
import { readBrowse } from "~/models/browse.server";
import type { View } from "~/schemas/filters";
import { getT } from "~/services/i18n.server";
import { notFound, parseId } from "./http.server";

// Loader pieces several routes share: they call the models and turn their answers into HTTP ones.

/** Loader for pages whose only server data is their translated <title>. */
export function titleLoader(titleKey: string) {
  return async ({ request }: { request: Request }) => {
    const t = await getT(request);
    return { title: t(titleKey) };
  };
}

/** The browse results for a request: a malformed query is a 400 naming its problems, a non-canonical one a redirect. */
export async function loadBrowse(request: Request, defaultView: View) {
  const read = await readBrowse(new URL(request.url), defaultView);
  if (read.problems !== undefined) throw data({ problems: read.problems }, { status: 400 });
  if (read.redirectTo !== undefined) throw redirect(read.redirectTo, 302);
  return read;
}

/** The loader of a browse-style page: its results plus its translated title and description. */
export function browsePageLoader(defaultView: View, titleKey: string) {
  return async ({ request }: { request: Request }) => {
    const [browse, t] = await Promise.all([loadBrowse(request, defaultView), getT(request)]);
    return { ...browse, title: t(titleKey), description: t("browse.heroSubtitle") };
  };
}

/** The district a dashboard route's `id` parameter names, or a thrown 404. */
export async function requireDistrict(idParam: string | undefined) {
  const id = parseId(idParam);
  const district = id === null ? null : await getDistrict(id);
  if (!district) notFound();
  return district;
}
