import { v, type Infer, type VString } from "convex/values";
import { customLayoutId, customSectionTitle, isCustomLayoutId, type CustomLayoutId } from "./customSections";

/**
 * Per-portfolio section order and visibility. Home (name, photo, links) always opens the page;
 * the sections after it are listed here in the owner's order, each shown or hidden: the built-in
 * ones by name, the owner's own as `custom:<id>` (customSections.ts).
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

/** A layout entry's section: a built-in one, or one of the owner's own. */
export type LayoutId = PortfolioSection | CustomLayoutId;

// Stored as text (a built-in name or `custom:<id>`); sectionLayoutErrors checks the form.
const layoutIdValidator = v.string() as unknown as VString<LayoutId>;

export const sectionLayoutValidator = v.array(
  v.object({
    id: layoutIdValidator,
    visible: v.boolean(),
  }),
);
export type SectionLayout = Infer<typeof sectionLayoutValidator>;

export const defaultSectionLayout = (): SectionLayout => PORTFOLIO_SECTIONS.map((id) => ({ id, visible: true }));

const isBuiltIn = (id: string): id is PortfolioSection => (PORTFOLIO_SECTIONS as readonly string[]).includes(id);

/**
 * The full layout for stored data: the stored entries in their order (a repeated id counts once,
 * a custom section that no longer exists is dropped), then any section they leave out (old drafts
 * have none; sections added later) shown: built-in ones in the default order, then the owner's
 * own in theirs. Every reader goes through this, so a partial layout is never a problem.
 */
export function sectionLayoutOf(stored: SectionLayout | undefined, customSections: readonly { id: string }[] = []): SectionLayout {
  const custom = customSections.map((section) => customLayoutId(section.id));
  const known = new Set<string>([...PORTFOLIO_SECTIONS, ...custom]);
  const seen = new Set<LayoutId>();
  const layout: SectionLayout = [];
  for (const entry of stored ?? []) {
    if (seen.has(entry.id) || !known.has(entry.id)) continue;
    seen.add(entry.id);
    layout.push({ id: entry.id, visible: entry.visible });
  }
  for (const id of [...PORTFOLIO_SECTIONS, ...custom]) if (!seen.has(id)) layout.push({ id, visible: true });
  return layout;
}

/** The sections a template shows after Home, in order. */
export const visibleSections = (stored: SectionLayout | undefined, customSections?: readonly { id: string }[]): LayoutId[] =>
  sectionLayoutOf(stored, customSections)
    .filter((entry) => entry.visible)
    .map((entry) => entry.id);

/** Size rules (drafts and publishing alike): known sections only, each at most once. */
export function sectionLayoutErrors(stored: SectionLayout | undefined): Record<string, string> {
  if (stored === undefined) return {};
  const ids = stored.map((entry) => entry.id as string);
  if (ids.some((id) => !isBuiltIn(id) && !isCustomLayoutId(id))) return { sections: "The layout names a section that does not exist." };
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

/** A layout entry's name: the built-in label, or the owner's section title. */
export function layoutLabel(id: LayoutId, customSections: readonly { id: string; title: string }[] = []): string {
  if (isBuiltIn(id)) return PORTFOLIO_SECTION_LABELS[id];
  const section = customSections.find((s) => customLayoutId(s.id) === id);
  return section ? customSectionTitle(section) : "Untitled section";
}
