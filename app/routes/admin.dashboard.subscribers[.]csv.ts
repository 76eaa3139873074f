import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSubscribers } from "~/models/newsletter.server";
import { requireAdmin } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { csvResponse, toCsv } from "~/utils/csv";
import { riyadhDate, riyadhDateTime } from "~/utils/format";
import { env } from "~/services/env.server";

// /admin/dashboard/subscribers.csv: every newsletter subscriber, newest first, with the unsubscribe
// link each mailing must carry, in the admin's language (times in Riyadh).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [t, subscribers] = await Promise.all([getT(request), listSubscribers()]);
  const origin = env.PUBLIC_ORIGIN;
  const body = toCsv(
    [t("admin.newsletter.email"), t("admin.newsletter.since"), t("admin.newsletter.unsubscribeLink")],
    subscribers.map((subscriber) => [
      subscriber.email,
      riyadhDateTime(subscriber.createdAt),
      `${origin}/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`,
    ]),
  );
  return csvResponse(`subscribers-${riyadhDate(new Date())}.csv`, body);
}
