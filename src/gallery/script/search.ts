import { searchIn, type SearchableTemplate } from "../../../convex/model/templateSearch";

/**
 * /templates' search without React (templates.route's static markup): the app's rule
 * (convex/model/templateSearch.ts) over the cards' own data. Cards that do not match hide; the
 * count (a live region) and the empty state follow; Escape and the Clear buttons empty the box.
 */
export function enhanceTemplateSearch(): void {
  const box = document.querySelector<HTMLInputElement>("input[data-template-search]");
  if (!box) return;
  const cards = [...document.querySelectorAll<HTMLElement>("[data-template]")].map((element) => ({
    element,
    ...(JSON.parse(element.dataset.template!) as SearchableTemplate),
  }));
  const grid = document.querySelector<HTMLElement>("[data-template-grid]");
  const empty = document.querySelector<HTMLElement>("[data-template-empty]");
  const count = document.querySelector<HTMLElement>("[data-template-count]");
  const clearButtons = [...document.querySelectorAll<HTMLButtonElement>("[data-template-clear]")];
  const show = () => {
    const matches = new Set(searchIn(box.value, cards).map((card) => card.element));
    for (const card of cards) setShown(card.element, matches.has(card.element));
    if (grid) setShown(grid, matches.size > 0);
    if (empty) setShown(empty, matches.size === 0);
    for (const query of document.querySelectorAll<HTMLElement>("[data-template-query]")) query.textContent = box.value.trim();
    if (count) count.textContent = matches.size === 1 ? "1 template" : `${matches.size} templates`;
    for (const button of clearButtons) if (!empty?.contains(button)) setShown(button, box.value !== "");
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
  for (const button of clearButtons) button.addEventListener("click", clear);
  // The browser may restore the box's text on Back.
  if (box.value !== "") show();
}

/** Mantine's components set their own display, which the hidden attribute alone would not override. */
function setShown(element: HTMLElement, shown: boolean): void {
  element.style.display = shown ? "" : "none";
}
