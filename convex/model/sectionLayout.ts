import { v, type Infer } from "convex/values";

/**
 * Per-portfolio section order and visibility. Home (name, photo, links) always opens the page;
 * the sections after it are listed here in the owner's order, each shown or hidden.
 */
export const PORTFOLIO_SECTIONS = ["about", "experience", "skills", "education", "projects", "contact"] as const;
export type PortfolioSection = (typeof PORTFOLIO_SECTIONS)[number];

export const PORTFOLIO_SECTION_LABELS: Record<PortfolioSection, string> = {
  about: "About",
  experience: "Experience",
  skills: "Skills",
  education: "Education",
  projects: "Projects",
  contact: "Contact",
};

export const sectionLayoutValidator = v.array(
  v.object({
    id: v.union(...PORTFOLIO_SECTIONS.map((id) => v.literal(id))),
    visible: v.boolean(),
  }),
);
export type SectionLayout = Infer<typeof sectionLayoutValidator>;
export type SectionSetting = SectionLayout[number];

export const defaultSectionLayout = (): SectionLayout => PORTFOLIO_SECTIONS.map((id) => ({ id, visible: true }));

/**
 * The full layout for stored data: the stored entries in their order (a repeated id counts once),
 * then any section they leave out (old drafts have none; sections added later) shown, in the
 * default order. Every reader goes through this, so a partial layout is never a problem.
 */
export function sectionLayoutOf(stored: SectionLayout | undefined): SectionLayout {
  const seen = new Set<PortfolioSection>();
  const layout: SectionLayout = [];
  for (const entry of stored ?? []) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    layout.push({ id: entry.id, visible: entry.visible });
  }
  for (const id of PORTFOLIO_SECTIONS) if (!seen.has(id)) layout.push({ id, visible: true });
  return layout;
}

/** The sections a template shows after Home, in order. */
export const visibleSections = (stored: SectionLayout | undefined): PortfolioSection[] =>
  sectionLayoutOf(stored)
    .filter((entry) => entry.visible)
    .map((entry) => entry.id);

/** Size rules (drafts and publishing alike): each section at most once. */
export function sectionLayoutErrors(stored: SectionLayout | undefined): Record<string, string> {
  if (stored === undefined) return {};
  const ids = stored.map((entry) => entry.id);
  return new Set(ids).size === ids.length ? {} : { sections: "Each section can be listed only once." };
}

/** `layout` with the section at `index` moved by `delta` places (clamped at the ends). */
export function moveSection(layout: SectionLayout, index: number, delta: number): SectionLayout {
  const target = Math.max(0, Math.min(layout.length - 1, index + delta));
  if (target === index || index < 0 || index >= layout.length) return layout;
  const next = [...layout];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}
