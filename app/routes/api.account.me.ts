import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getAdvertiserProfile, saveProfile } from "~/models/advertiser-account.server";
import { advertiserJson } from "~/route-helpers/account-json.server";
import { fieldErrorsOf, json, jsonError, methodNotAllowed, NO_STORE, readJsonObject } from "~/route-helpers/http.server";
import { ProfilePatchSchema, ProfileSchema } from "~/schemas/account";
import { requireAdvertiserApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";

// GET /api/account/me → the signed-in advertiser's profile (issue 51); PATCH with any of its fields → the
// profile after the change, checked whole by the page's schema (a broker keeps needing a FAL licence). 401
// signed out. The address and the password change through the account pages (a mailed link, the current password).

async function profileOf(id: number) {
  const profile = await getAdvertiserProfile(id);
  if (!profile) throw jsonError(401, "Sign in as an advertiser first");
  return profile;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiserApi(request);
  return json(advertiserJson(await profileOf(advertiser.id)), { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (request.method !== "PATCH") return methodNotAllowed("GET, PATCH");
  await guardWrite(request, { body: "json" });
  const advertiser = await requireAdvertiserApi(request);
  const sent = await readJsonObject(request);
  const patch = ProfilePatchSchema.safeParse(sent);
  const { name, nameAr, type, phone, whatsapp, falLicenseNumber, language } = await profileOf(advertiser.id);
  // The profile after the change is checked even when the patch is refused, so that one answer names every
  // problem: a broker's missing licence beside a bad phone number, not once the number is right.
  const stored = { name, nameAr, type, phone, whatsapp, falLicenseNumber, language };
  const parsed = ProfileSchema.safeParse({ ...stored, ...(patch.success ? patch.data : sent) });
  if (!patch.success || !parsed.success) {
    const fieldErrors = patch.success ? {} : await fieldErrorsOf(patch.error);
    // A field the patch refused keeps the patch's own words (the same rules, said once).
    for (const [field, texts] of Object.entries(parsed.success ? {} : await fieldErrorsOf(parsed.error))) fieldErrors[field] ??= texts;
    return jsonError(400, "Invalid input", fieldErrors);
  }
  await saveProfile(advertiser.id, parsed.data);
  return json(advertiserJson(await profileOf(advertiser.id)), { headers: NO_STORE });
}
