import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import type { Actor } from "~/models/activity.server";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { translatorFor } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { jsonError, notFound } from "~/route-helpers/http.server";

/** What saving a named place (a district, a landmark) can come to; each model adds its own saved row. */
type PlaceSaveOutcome = { status: "saved" } | { status: "duplicate"; field: "name" | "nameAr" } | { status: "not-found" };

interface PlaceEditor<Schema extends z.ZodTypeAny> {
  schema: Schema;
  /** The dashboard table the editor closes to. */
  tablePath: string;
  /** The message keys for a name (English, Arabic) another place of the kind already has. */
  duplicate: Record<"name" | "nameAr", string>;
}

/**
 * The add and edit routes of a dashboard's named places (districts, landmarks), and the API's 409 for a
 * taken name: one form post, parsed with the kind's schema, saved by the route's `save`, answered alike.
 */
export function placeEditor<Schema extends z.ZodTypeAny>({ schema, tablePath, duplicate }: PlaceEditor<Schema>) {
  return {
    /** The API's 409 for a name (English or Arabic) another place has, in English as the API speaks. */
    async duplicateAnswer(field: "name" | "nameAr") {
      const t = await translatorFor("en");
      const message = t(duplicate[field]);
      return jsonError(409, message, { [field]: [message] });
    },

    /** The editor's action: `save` is the model's create, or its update of the route's id. */
    async action(request: Request, save: (admin: Actor, input: z.output<Schema>) => Promise<PlaceSaveOutcome>, savedToast: string) {
      await guardWrite(request);
      const admin = await requireAdmin(request);
      const submission = parseWithZod(await readFormData(request), { schema });
      if (submission.status !== "success") return data(submission.reply(), { status: 400 });
      const result = await save(admin, submission.value);
      if (result.status === "not-found") notFound();
      if (result.status === "duplicate") {
        return data(submission.reply({ fieldErrors: { [result.field]: [duplicate[result.field]] } }), { status: 409 });
      }
      return redirectWithToast(tablePath, { title: savedToast });
    },
  };
}
