import { getT } from "~/services/i18n.server";

/** Loader for pages whose only server data is their translated <title>. */
export function titleLoader(titleKey: string) {
  return async ({ request }: { request: Request }) => {
    const t = await getT(request);
    return { title: t(titleKey) };
  };
}
