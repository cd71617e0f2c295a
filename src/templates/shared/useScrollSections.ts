import { useId } from "react";
import type { PageSectionId } from "./sections";
import { useTemplateMode } from "./templateMode";

const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Single-page templates: unique section ids (two previews can share a page) and a smooth scroll
 * that also moves keyboard focus to the section, so the next Tab continues from there.
 * Published, sections keep their plain ids (#projects) and the nav is links (see templateMode.tsx).
 */
export function useScrollSections() {
  const published = useTemplateMode() === "published";
  const baseId = useId();
  const sectionId = (id: PageSectionId) => (published ? id : `${baseId}${id}`);
  const scrollTo = (id: PageSectionId) => {
    const target = document.getElementById(sectionId(id));
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  };
  return { sectionId, scrollTo, published };
}
