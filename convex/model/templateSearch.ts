/** What the gallery's search reads of a template. */
export type SearchableTemplate = { name: string; category: string; tags: readonly string[]; description: string };

/**
 * The gallery's search rule: the query, trimmed, matches the start of a word of a template's name,
 * category, tags or description, in any case. No imports: /templates' script without React bundles
 * it with the cards' own data (src/gallery/script).
 */
export function searchIn<T extends SearchableTemplate>(query: string, templates: readonly T[]): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...templates];
  const atWordStart = new RegExp(`(?:^|[^\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u");
  return templates.filter((t) => [t.name, t.category, ...t.tags, t.description].some((field) => atWordStart.test(field.toLowerCase())));
}
