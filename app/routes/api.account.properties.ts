import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listOwnListings, saveOwnListing } from "~/models/advertiser-listings.server";
import { isPublished } from "~/models/publication.server";
import { ownListingJson } from "~/route-helpers/account-json.server";
import { json, methodNotAllowed, NO_STORE, readJsonBody } from "~/route-helpers/http.server";
import { OwnListingInputSchema } from "~/schemas/property";
import { requireAdvertiserApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { ownSaveFailed } from "./__own-listing-api.server";

// GET /api/account/properties → the signed-in advertiser's listings, newest first, each with where it stands
// (issue 51). POST with the listing's fields and `intent` (draft, the default, or submit) → 201 the listing, as
// their editor saves it: the same schema and rules (decision 0075). 401 signed out.
export async function loader({ request }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiserApi(request);
  const listings = await listOwnListings(advertiser);
  return json(
    listings.map(({ publishedUntil, createdAt, ...listing }) => ({
      ...listing,
      live: isPublished({ publishedUntil }),
      createdAt: createdAt.toISOString(),
    })),
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  await guardWrite(request, { body: "json" });
  const advertiser = await requireAdvertiserApi(request);
  const { intent, ...input } = await readJsonBody(request, OwnListingInputSchema);
  try {
    // Only an update can miss its listing: a new one is always saved.
    const { id } = (await saveOwnListing(advertiser, null, input, {}, { submit: intent === "submit" }))!;
    return json(await ownListingJson(advertiser, id), { status: 201, headers: { ...NO_STORE, Location: `/api/account/properties/${id}` } });
  } catch (error) {
    return ownSaveFailed(error);
  }
}
