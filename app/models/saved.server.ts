import { listCardsByIds } from "~/models/properties.server";
import { MAX_SAVED, type SavedForm } from "~/schemas/saved";

/** The new list, and whether some listings were left out because it holds MAX_SAVED already. */
export type SavedChange = { ok: true; ids: number[]; full: boolean } | { ok: false; error: "unknown" };

async function publishedAmong(ids: readonly number[]) {
  return (await listCardsByIds(ids)).filter((card) => card.published).map((card) => card.id);
}

/**
 * A visitor's saved ids after one press of a heart, "Clear all" or "Save all": new ids go at the end,
 * only published listings are added (a heart shows only on them), and the list never passes MAX_SAVED.
 */
export async function changeSavedIds(ids: readonly number[], form: SavedForm): Promise<SavedChange> {
  switch (form.intent) {
    case "remove":
      return { ok: true, ids: ids.filter((id) => id !== form.propertyId), full: false };
    case "clear":
      return { ok: true, ids: [], full: false };
    case "add": {
      if (ids.includes(form.propertyId)) return { ok: true, ids: [...ids], full: false };
      if ((await publishedAmong([form.propertyId])).length === 0) return { ok: false, error: "unknown" };
      return ids.length >= MAX_SAVED ? { ok: true, ids: [...ids], full: true } : { ok: true, ids: [...ids, form.propertyId], full: false };
    }
    case "addAll": {
      const merged = [...new Set([...ids, ...(await publishedAmong(form.ids))])];
      return { ok: true, ids: merged.slice(0, MAX_SAVED), full: merged.length > MAX_SAVED };
    }
  }
}
