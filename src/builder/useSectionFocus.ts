import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { BUILDER_SECTIONS, sectionOfPath, type BuilderSectionId } from "./sections";

type FocusRequest = { section: BuilderSectionId; target: "heading" } | { section: BuilderSectionId; target: "field"; path: string };

/**
 * Which section the form shows, and where keyboard focus goes: a section's heading when it is
 * opened, or a field (found by its data-path) when the person is taken to something to fix.
 */
export function useSectionFocus() {
  const [active, setActive] = useState<BuilderSectionId>(BUILDER_SECTIONS[0].id);
  const [request, setRequest] = useState<FocusRequest | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!request || request.section !== active || !panelRef.current) return;
    const root = panelRef.current;
    const heading = () => root.querySelector<HTMLElement>("h2");
    const find = () =>
      request.target === "field"
        ? (root.querySelector<HTMLElement>(`[data-path="${CSS.escape(request.path)}"]`) ?? root.querySelector<HTMLElement>('[aria-invalid="true"]'))
        : heading();
    // Once: the effect's cleanup (the request is done) stops the watch below.
    let done = false;
    const focus = (target: HTMLElement) => {
      if (done) return;
      done = true;
      target.focus();
      target.scrollIntoView?.({ block: "center" });
      setRequest(null);
    };
    const target = find();
    if (target) return focus(target);
    // A panel whose code is still loading (lazyPanels.tsx) shows a loader, and a list's fields come
    // a render after its entries (EntryList.tsx): focus goes in once it is here.
    const observer = new MutationObserver(() => {
      const found = find();
      if (found) focus(found);
    });
    observer.observe(root, { childList: true, subtree: true });
    // A field that does not come (a path gone meanwhile): the section's heading.
    const fallback =
      request.target === "field"
        ? setTimeout(() => {
            const found = heading();
            if (found) focus(found);
          }, 1000)
        : undefined;
    return () => {
      observer.disconnect();
      clearTimeout(fallback);
    };
  }, [request, active]);

  const switchSection = useCallback((section: BuilderSectionId) => {
    setActive(section);
    setRequest({ section, target: "heading" });
  }, []);

  const focusField = useCallback((path: string) => {
    const section = sectionOfPath(path);
    setActive(section);
    setRequest({ section, target: "field", path });
  }, []);

  return useMemo(() => ({ active, switchSection, focusField, panelRef }), [active, switchSection, focusField]);
}
