import { LIST_SECTIONS, type PortfolioFormData } from "../../../convex/model/formData";

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
export function withItemIds(data: PortfolioFormData): PortfolioFormData {
  let changed = false;
  const next = { ...data };
  const withIds = <T extends { id?: string }>(items: T[], prefix: string): T[] => {
    const seen = new Set<string>();
    const taken = new Set(items.map((item) => item.id));
    let listChanged = false;
    const list = items.map((item, index) => {
      if (item.id && !seen.has(item.id)) {
        seen.add(item.id);
        return item;
      }
      listChanged = true;
      const positional = `${prefix}-${index}`;
      const id = !item.id && !taken.has(positional) && !seen.has(positional) ? positional : newItemId();
      seen.add(id);
      return { ...item, id };
    });
    changed ||= listChanged;
    return listChanged ? list : items;
  };
  for (const section of LIST_SECTIONS) (next as Record<string, unknown>)[section] = withIds(data[section] as { id?: string }[], section);
  // Entries of the owner's own sections too: their pictures' upload slots are entry ids.
  if (data.customSections) {
    const sections = data.customSections.map((section) => {
      const entries = withIds(section.entries, `custom-${section.id}`);
      return entries === section.entries ? section : { ...section, entries };
    });
    if (sections.some((section, i) => section !== data.customSections![i])) next.customSections = sections;
  }
  return changed ? next : data;
}
