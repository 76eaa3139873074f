import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdminApi } from "~/services/auth.server";
import { json, NO_STORE, readOnlyAction } from "~/route-helpers/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await requireAdminApi(request), { headers: NO_STORE });
}

export const action = readOnlyAction("GET");
