/**
 * What the gallery's search reads of a template: its catalogue words (English) and, in another
 * language, the category and description as the page shows them.
 */
export type SearchableTemplate = { name: string; category: string; tags: readonly string[]; description: string; shown?: readonly string[] };

/**
 * The gallery's search rule: the query, trimmed, matches the start of a word of a template's name,
 * category, tags or description (English or as shown), in any case. No imports: /templates' script
 * without React bundles it with the cards' own data (src/gallery/script).
 */
export function searchIn<T extends SearchableTemplate>(query: string, templates: readonly T[]): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...templates];
  const atWordStart = new RegExp(`(?:^|[^\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u");
  return templates.filter((t) => [t.name, t.category, ...t.tags, t.description, ...(t.shown ?? [])].some((field) => atWordStart.test(field.toLowerCase())));
}

/** The plans a template can belong to, as the gallery's filter names them. */
export const TEMPLATE_PLAN_FILTERS = ["free", "pro"] as const;
export type TemplatePlanFilter = (typeof TEMPLATE_PLAN_FILTERS)[number];

/** What the gallery's filter reads of a template: the search's fields and the plan that includes it. */
export type FilterableTemplate = SearchableTemplate & { plan: TemplatePlanFilter };

/** The gallery's search and filters, as its address carries them (`?q=…&plan=pro&category=Art`). */
export type GalleryFilters = { query: string; plan: TemplatePlanFilter | null; category: string | null };

export const NO_GALLERY_FILTERS: GalleryFilters = { query: "", plan: null, category: null };

/** The filters an address names; unknown plans and categories (an old or edited link) mean "any". */
export function readGalleryFilters(params: URLSearchParams, categories: readonly string[]): GalleryFilters {
  const category = params.get("category");
  return {
    query: (params.get("q") ?? "").slice(0, 200),
    plan: planFilter(params.get("plan")),
    category: category !== null && categories.includes(category) ? category : null,
  };
}

/** A plan filter's value ("free", "pro"), or null for any other (all plans). */
export function planFilter(value: string | null): TemplatePlanFilter | null {
  return (TEMPLATE_PLAN_FILTERS as readonly string[]).includes(value ?? "") ? (value as TemplatePlanFilter) : null;
}

/**
 * The sentences of the gallery's empty state in the page's language (src/i18n/locales/<language>/gallery.json
 * `script.empty`): with or without a query, with or without a kind (the plan and the category in words).
 */
export type EmptyGalleryWords = {
  none: string;
  noneOf: string;
  noMatch: string;
  noMatchOf: string;
  kindPlan: string;
  kindCategory: string;
  kindBoth: string;
  plans: Record<TemplatePlanFilter, string>;
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

/**
 * What the gallery says when nothing passes: the query and the filters in words, and what to try.
 * `categoryName` gives a category as the page shows it.
 */
export function emptyGalleryText({ query, plan, category }: GalleryFilters, words: EmptyGalleryWords, categoryName = (id: string) => id): string {
  const values = { plan: plan === null ? "" : words.plans[plan], category: category === null ? "" : categoryName(category), query: query.trim() };
  const kindText = plan !== null && category !== null ? words.kindBoth : plan !== null ? words.kindPlan : category !== null ? words.kindCategory : null;
  const kind = kindText === null ? null : fill(kindText, values);
  if (values.query === "") return kind === null ? words.none : fill(words.noneOf, { kind });
  return kind === null ? fill(words.noMatch, values) : fill(words.noMatchOf, { ...values, kind });
}

/** The address's query for these filters: "" when none is set, else `?q=…&plan=…&category=…`. */
export function galleryFilterSearch(filters: GalleryFilters): string {
  const params = new URLSearchParams();
  if (filters.query.trim() !== "") params.set("q", filters.query);
  if (filters.plan !== null) params.set("plan", filters.plan);
  if (filters.category !== null) params.set("category", filters.category);
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

/** The templates the search and both filters let through, in catalogue order. */
export function filterTemplates<T extends FilterableTemplate>(filters: GalleryFilters, templates: readonly T[]): T[] {
  return searchIn(filters.query, templates).filter(
    (t) => (filters.plan === null || t.plan === filters.plan) && (filters.category === null || t.category === filters.category),
  );
}
