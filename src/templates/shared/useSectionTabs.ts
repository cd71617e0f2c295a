import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTemplateMode } from "./templateMode";

export type TabsOrientation = "horizontal" | "vertical";

/**
 * The WAI-ARIA tabs pattern for templates that show one section at a time: roving tabindex,
 * automatic activation, arrow keys move and select (Left/Right, plus Up/Down when vertical),
 * Home/End jump to the first/last tab. Published, the tabs are links to the panels' hashes and
 * no panel is hidden in the HTML (see templateMode.tsx).
 */
export function useSectionTabs<T extends string>(ids: readonly T[], { orientation = "horizontal" as TabsOrientation } = {}) {
  const published = useTemplateMode() === "published";
  const [chosen, setActive] = useState<T>(ids[0]!);
  // The chosen section may have been hidden since (the builder's preview): show the first one.
  const active = ids.includes(chosen) ? chosen : ids[0]!;
  const baseId = useId();
  const tabs = useRef(new Map<T, HTMLElement>());
  const tabId = (id: T) => (published ? `tab-${id}` : `${baseId}tab-${id}`);
  const panelId = (id: T) => (published ? id : `${baseId}panel-${id}`);

  const select = useCallback((id: T, focus = false) => {
    setActive(id);
    if (focus) tabs.current.get(id)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent, id: T) => {
    const index = ids.indexOf(id);
    const last = ids.length - 1;
    // Right to left, the next tab is the one on the left.
    const step = getComputedStyle(event.currentTarget as Element).direction === "rtl" ? -1 : 1;
    const keys: Record<string, number> = { Home: 0, End: last, ArrowRight: index + step, ArrowLeft: index - step };
    if (orientation === "vertical") Object.assign(keys, { ArrowDown: index + 1, ArrowUp: index - 1 });
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(ids[(target + ids.length) % ids.length]!, true);
  };

  const ariaTab = (id: T) =>
    ({ id: tabId(id), role: "tab", "aria-selected": active === id, "aria-controls": panelId(id), tabIndex: active === id ? 0 : -1 }) as const;
  const ariaPanel = (id: T) => ({ id: panelId(id), role: "tabpanel", "aria-labelledby": tabId(id), tabIndex: 0 }) as const;
  return {
    active,
    select,
    published,
    tabListProps: { role: "tablist", "aria-orientation": orientation } as const,
    getTabProps: (id: T) =>
      published
        ? ({ ...ariaTab(id), href: `#${id}`, "data-section-tab": id } as const)
        : ({
            ...ariaTab(id),
            type: "button",
            onClick: () => select(id),
            onKeyDown: (event: KeyboardEvent) => onKeyDown(event, id),
            ref: (element: HTMLElement | null) => {
              if (element) tabs.current.set(id, element);
              else tabs.current.delete(id);
            },
          } as const),
    // Published, no panel is hidden in the HTML; the page's script and CSS show one.
    getPanelProps: (id: T) =>
      published ? ({ ...ariaPanel(id), hidden: false, "data-section-panel": id } as const) : ({ ...ariaPanel(id), hidden: active !== id } as const),
  };
}

export type SectionTabs<T extends string> = ReturnType<typeof useSectionTabs<T>>;
