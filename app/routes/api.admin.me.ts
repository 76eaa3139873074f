import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdminApi } from "~/services/auth.server";
import { json, NO_STORE, readOnlyAction } from "~/route-helpers/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { id, username } = await requireAdminApi(request);
  return json({ id, username }, { headers: NO_STORE });
}

export const action = readOnlyAction("GET");
