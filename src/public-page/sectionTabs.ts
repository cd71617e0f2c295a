import type { PageSectionId } from "../templates/shared/sections";

/**
 * Runs inline before the portfolio is painted, and again whenever the hash changes: the section
 * the address names (#projects), or Home, goes on <html data-section>, and the templates' CSS
 * shows only that panel of a tabbed template (src/templates/shared/shared.css). So tabs work from
 * the first paint, before the page's script arrives. Without JavaScript every panel shows.
 * `ids` are the sections this portfolio shows (a hidden one named by the hash opens Home).
 */
export const sectionFromHashScript = (ids: readonly PageSectionId[]) =>
  `(function(){var s=${JSON.stringify(ids)};function f(){var h="";try{h=decodeURIComponent(location.hash.slice(1))}catch(e){}(${applySectionSource})(s.indexOf(h)>=0?h:"home")}f();addEventListener("hashchange",f)})()`;

/**
 * Puts `section` on <html data-section>. The stylesheet hides the other panels for the built-in
 * sections; the owner's own sections (`custom:<id>`, ids of letters and digits only) get the
 * same rule from a small style element, since their names are not known to the stylesheet.
 */
function applySection(section: string) {
  document.documentElement.setAttribute("data-section", section);
  let rule = document.getElementById("pt-custom-section");
  if (section.indexOf("custom:") === 0 && /^custom:[a-z0-9]+$/.test(section)) {
    if (!rule) {
      rule = document.createElement("style");
      rule.id = "pt-custom-section";
      document.head.appendChild(rule);
    }
    rule.textContent = 'html[data-section="' + section + '"] [data-section-panel]:not([data-section-panel="' + section + '"]){display:none}';
  } else if (rule) rule.textContent = "";
}
// The inline script carries the same function as source (it runs before the page's script exists).
const applySectionSource = applySection.toString();

const sectionFromHash = (): string => {
  let hash = "";
  try {
    hash = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    // A malformed hash names no section.
  }
  // Only a section this page has (its content may have been swapped in since the inline script ran).
  return tabsIn(document).some((tab) => tab.dataset.sectionTab === hash) ? hash : "home";
};

/**
 * The WAI-ARIA tabs pattern for a published tabbed template whose tabs are links to the panels'
 * hashes: the hash decides the open tab, so a link can open Projects and Back steps between
 * tabs. Arrow keys (and Home/End) move along the tabs and open the one they reach.
 */
let followingHistory = false;

const tabsIn = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLAnchorElement>("a[data-section-tab]"));

/** Shows the panel the hash names and marks its tab selected (and focused, if asked). */
function show(focus: boolean) {
  const section = sectionFromHash();
  applySection(section);
  for (const tab of tabsIn(document)) {
    const selected = tab.dataset.sectionTab === section;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    if (selected && focus) tab.focus();
  }
}

export function enhanceSectionTabs(root: ParentNode = document): void {
  const tabList = root.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = tabsIn(root);
  if (!tabList || tabs.length === 0) return;

  tabList.addEventListener("click", (event) => {
    const tab = (event.target as Element).closest<HTMLAnchorElement>("a[data-section-tab]");
    if (!tab) return;
    // Open the tab without jumping the page down to its panel.
    event.preventDefault();
    if (tab.hash !== window.location.hash) history.pushState(null, "", tab.hash);
    show(false);
  });
  tabList.addEventListener("keydown", (event) => {
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index < 0) return;
    const vertical = tabList.getAttribute("aria-orientation") === "vertical";
    const last = tabs.length - 1;
    // Right to left, the next tab is the one on the left.
    const step = getComputedStyle(tabList).direction === "rtl" ? -1 : 1;
    const keys: Record<string, number> = { Home: 0, End: last, ArrowRight: index + step, ArrowLeft: index - step };
    if (vertical) Object.assign(keys, { ArrowDown: index + 1, ArrowUp: index - 1 });
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length]!;
    history.pushState(null, "", tab.hash);
    show(true);
  });
  if (!followingHistory) {
    // Once per page: the page's content may be swapped in again by a live update.
    followingHistory = true;
    window.addEventListener("popstate", () => show(false));
    window.addEventListener("hashchange", () => show(false));
  }
  show(false);
}
