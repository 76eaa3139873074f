import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { propertyRowId } from "~/components/admin/dashboard-view";
import { LifecycleMoveError, TextsMissingError } from "~/models/admin-properties.server";
import { EmailNotVerifiedError, getOwnListing, moveOwnListing } from "~/models/advertiser-listings.server";
import { keepLanguage } from "~/route-helpers/account.server";
import { notFound, parseId } from "~/route-helpers/http.server";
import { OwnMoveSchema } from "~/schemas/property";
import { requireAdvertiser } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";

// /account/listings/{id}/lifecycle: the advertiser's list posts `intent` here (issue 51): "withdraw" takes their
// listing off the site, "submit" sends a withdrawn one back for review as it is. Without scripts the answer
// comes back to the listing in the list (its fragment). Another's id, or a missing one, is the same 404.
const backTo = (request: Request, id: number) => `${keepLanguage(request, "/account/listings")}#${propertyRowId(id)}`;

// A GET (a link followed, a reload) has nothing to show here: the listing in the list.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const id = parseId(params.id);
  if (id === null || !(await getOwnListing(advertiser, id))) notFound();
  return redirect(backTo(request, id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const advertiser = await requireAdvertiser(request);
  const id = parseId(params.id);
  if (id === null || !(await getOwnListing(advertiser, id))) notFound();
  const back = backTo(request, id);
  const move = OwnMoveSchema.safeParse(Object.fromEntries(await readFormData(request)));
  const refused = (description: string) => redirectWithToast(back, { title: "admin.failed", description, variant: "destructive" });
  if (!move.success) return refused("account.listings.moveRefused");
  try {
    if (!(await moveOwnListing(advertiser, id, move.data.intent))) notFound();
  } catch (error) {
    if (error instanceof LifecycleMoveError) return refused("account.listings.moveRefused");
    if (error instanceof TextsMissingError) return refused("account.listings.textsToSubmit");
    if (error instanceof EmailNotVerifiedError) return refused("account.listings.verifyFirst");
    throw error;
  }
  return redirectWithToast(back, { title: move.data.intent === "withdraw" ? "account.listings.withdrawn" : "account.listings.submitted" });
}
