import { LIST_SECTIONS, type FormData } from "../../../convex/model/formData";

let counter = 0;

/** A new list-entry id: random where the platform offers it, unique within this page either way. */
export function newItemId(): string {
  counter += 1;
  const random = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10);
  return `${random}${counter.toString(36)}`;
}

/**
 * The same data with an id on every list entry. An entry stored before ids existed (or from an
 * import or the sample) gets one from its position, so every device names the same old entry
 * the same way and their edits still merge; a repeated id (a copied entry) gets a new one.
 * Returns the input itself when nothing was missing, so equal data stays cheap to compare.
 */
export function withItemIds(data: FormData): FormData {
  let changed = false;
  const next = { ...data };
  for (const section of LIST_SECTIONS) {
    const seen = new Set<string>();
    const taken = new Set(data[section].map((item) => item.id));
    const list = data[section].map((item, index) => {
      if (item.id && !seen.has(item.id)) {
        seen.add(item.id);
        return item;
      }
      changed = true;
      const positional = `${section}-${index}`;
      const id = !item.id && !taken.has(positional) && !seen.has(positional) ? positional : newItemId();
      seen.add(id);
      return { ...item, id };
    });
    (next as Record<string, unknown>)[section] = list;
  }
  return changed ? next : data;
}
