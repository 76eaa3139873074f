import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";
import { guardWrite } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { pageTitle } from "~/utils/meta";

// Every path no other route claims: a real 404 status, not a soft one, with a translated title.
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return data({ title: t("notFound.title") }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

// Writes to unknown paths pass the same guard as every other write, then 404.
export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  return data(null, { status: 404 });
}

export default NotFound;
