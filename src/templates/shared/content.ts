import type { PortfolioContent } from "../../../convex/model/formData";

/** Helpers that decide what a template shows: the builder appends blank entries, so hide those. */

export function hasText(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** An entry counts as present when any of its fields holds something (an empty list holds nothing). */
export function isFilled(entry: object): boolean {
  return Object.values(entry).some((value) =>
    typeof value === "string" ? value.trim() !== "" : Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined,
  );
}

export const filledEntries = <T extends object>(entries: readonly T[]): T[] => entries.filter(isFilled);

export const namedSkills = (skills: PortfolioContent["skills"]) => skills.filter((skill) => hasText(skill.name));

/** The person's name, or a placeholder so an empty draft still previews sensibly. */
export function displayName(content: PortfolioContent): string {
  return content.name.trim() || "Your Name";
}

export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase());
  if (letters.length === 0) return "?";
  return letters.length === 1 ? letters[0]! : letters[0]! + letters[letters.length - 1]!;
}

/** "React, TypeScript / Figma" → ["React", "TypeScript", "Figma"]. */
export function splitTechnology(technology: string): string[] {
  return technology
    .split(/[,/|·]/)
    .map((item) => item.trim())
    .filter(Boolean);
}
