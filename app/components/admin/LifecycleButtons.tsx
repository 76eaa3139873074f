import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { ListingLifecycle } from "~/schemas/property";
import { propertyRowId } from "./dashboard-view";

/** Where a listing in `lifecycle` can go in one tap: publish what is not published, take down what is, archive what is not archived. */
export function lifecycleMoves(lifecycle: ListingLifecycle): ListingLifecycle[] {
  const moves: ListingLifecycle[] = lifecycle === "published" ? ["withdrawn"] : ["published"];
  return lifecycle === "archived" ? moves : [...moves, "archived"];
}

/** The lifecycle route's address for a listing, with the table's view (`keep`) to go back to. */
export const lifecyclePath = (id: number, keep: string) => `/admin/dashboard/properties/${id}/lifecycle${keep}`;

/**
 * A listing's one-tap state changes (issue 50, point 15): a plain POST form whose buttons each send their
 * state, so it works without scripts, and comes back to the listing's row (its fragment, decision 0065).
 * The buttons' names include the listing's title: a table has many.
 */
export function LifecycleButtons({ id, lifecycle, title, keep }: { id: number; lifecycle: ListingLifecycle; title: string; keep: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const action = lifecyclePath(id, keep);
  // The state being sent from this row, while it is on its way (scripts on).
  const sending =
    navigation.state !== "idle" && navigation.formAction?.split("#")[0] === action ? navigation.formData?.get("lifecycle") : null;
  return (
    <Form method="post" action={`${action}#${propertyRowId(id)}`} preventScrollReset className="flex flex-wrap gap-1">
      {lifecycleMoves(lifecycle).map((move) => (
        <button
          key={move}
          type="submit"
          name="lifecycle"
          value={move}
          disabled={Boolean(sending)}
          aria-label={`${t(`admin.properties.moves.${move}`)}: ${title}`}
          className="rounded-md border border-line px-2 py-1 text-xs font-semibold whitespace-nowrap hover:bg-surface-muted disabled:cursor-wait disabled:opacity-70"
        >
          {sending === move ? t("admin.saving") : t(`admin.properties.moves.${move}`)}
        </button>
      ))}
    </Form>
  );
}
