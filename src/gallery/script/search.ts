import {
  emptyGalleryText,
  filterTemplates,
  galleryFilterSearch,
  planFilter,
  type EmptyGalleryWords,
  type FilterableTemplate,
  type GalleryFilters,
} from "../../../convex/model/templateSearch";
import { pageTexts } from "../../page-script/config";

/**
 * /templates' search and filters without React (templates.route's static markup): the app's rule
 * (convex/model/templateSearch.ts) over the cards' own data. Cards that do not match hide; the
 * count (a live region), the empty state and the address (`?q=…&plan=…&category=…`, replaced)
 * follow; Escape and the Clear buttons empty the box. Without this script the form submits the
 * same address and the server renders the filtered gallery.
 */
export function enhanceTemplateSearch(): void {
  const box = document.querySelector<HTMLInputElement>("input[data-template-search]");
  if (!box) return;
  const planSelect = document.querySelector<HTMLSelectElement>("select[data-template-plan]");
  const categorySelect = document.querySelector<HTMLSelectElement>("select[data-template-category]");
  const cards = [...document.querySelectorAll<HTMLElement>("[data-template]")].map((element) => ({
    element,
    ...(JSON.parse(element.dataset.template!) as FilterableTemplate),
  }));
  const grid = document.querySelector<HTMLElement>("[data-template-grid]");
  const empty = document.querySelector<HTMLElement>("[data-template-empty]");
  const emptyText = document.querySelector<HTMLElement>("[data-template-empty-text]");
  const count = document.querySelector<HTMLElement>("[data-template-count]");
  const clearButtons = [...document.querySelectorAll<HTMLButtonElement>("[data-template-clear]")];
  const texts = pageTexts<{ one: string; other: string; empty?: EmptyGalleryWords }>("gallery", { one: "1 template", other: "{{count}} templates" });
  // A category in words: its choice in the filter, as the page wrote it.
  const categoryName = (category: string) => [...(categorySelect?.options ?? [])].find((option) => option.value === category)?.text ?? category;
  const filters = (): GalleryFilters => ({ query: box.value, plan: planFilter(planSelect?.value ?? null), category: categorySelect?.value || null });
  const show = () => {
    const current = filters();
    const matches = new Set(filterTemplates(current, cards).map((card) => card.element));
    for (const card of cards) setShown(card.element, matches.has(card.element));
    if (grid) setShown(grid, matches.size > 0);
    if (empty) setShown(empty, matches.size === 0);
    if (emptyText && texts.empty) emptyText.textContent = emptyGalleryText(current, texts.empty, categoryName);
    if (count) count.textContent = matches.size === 1 ? texts.one : texts.other.replace("{{count}}", String(matches.size));
    for (const button of clearButtons) setShown(button, box.value !== "");
    const address = location.pathname + galleryFilterSearch(current) + location.hash;
    if (address !== location.pathname + location.search + location.hash) history.replaceState(history.state, "", address);
  };
  const clear = () => {
    box.value = "";
    show();
    box.focus();
  };
  box.addEventListener("input", show);
  box.addEventListener("keydown", (event) => {
    if (event.key === "Escape") clear();
  });
  planSelect?.addEventListener("change", show);
  categorySelect?.addEventListener("change", show);
  // Enter in the box: the filters already apply as typed.
  box.form?.addEventListener("submit", (event) => event.preventDefault());
  for (const button of clearButtons) button.addEventListener("click", clear);
  document.querySelector<HTMLButtonElement>("[data-template-clear-all]")?.addEventListener("click", () => {
    if (planSelect) planSelect.value = "";
    if (categorySelect) categorySelect.value = "";
    clear();
  });
  // The browser may restore the fields on Back.
  show();
}

/** Mantine's components set their own display, which the hidden attribute alone would not override. */
function setShown(element: HTMLElement, shown: boolean): void {
  element.style.display = shown ? "" : "none";
}
