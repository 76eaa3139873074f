import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";
import { guardWrite } from "~/services/guard.server";

// Every path no other route claims: a real 404 status, not a soft one.
export function loader() {
  return data(null, { status: 404 });
}

// Writes to unknown paths pass the same guard as every other write, then 404.
export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  return data(null, { status: 404 });
}

export default NotFound;
