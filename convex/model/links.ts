import { v, type Infer } from "convex/values";
import { LIMITS } from "./limits";
import { errorCollector, webUrlRule, type FieldErrors, type ValidationMode } from "./sections/rules";

/**
 * Links beyond the five social platforms of `socialLinks`: a website and four more platforms,
 * plus any number (up to LIMITS.customLinks) of the owner's own label + URL links. Every URL
 * follows the same rule as the rest of the portfolio (`urls.ts`: http(s) only).
 */
export const LINK_PLATFORMS = ["website", "dribbble", "behance", "medium", "youtube"] as const;
export type LinkPlatform = (typeof LINK_PLATFORMS)[number];

export const LINK_PLATFORM_LABELS: Record<LinkPlatform, string> = {
  website: "Website",
  dribbble: "Dribbble",
  behance: "Behance",
  medium: "Medium",
  youtube: "YouTube",
};

export const customLinkValidator = v.object({ label: v.string(), url: v.string() });
export const linksValidator = v.object({
  website: v.string(),
  dribbble: v.string(),
  behance: v.string(),
  medium: v.string(),
  youtube: v.string(),
  custom: v.array(customLinkValidator),
});
export type Links = Infer<typeof linksValidator>;
export type CustomLink = Links["custom"][number];

export const emptyLinks = (): Links => ({ website: "", dribbble: "", behance: "", medium: "", youtube: "", custom: [] });

/** The links of stored data (old drafts have none). */
export const linksOf = (stored: Links | undefined): Links => stored ?? emptyLinks();

export const linkPath = <P extends LinkPlatform>(platform: P) => `links.${platform}` as const;
export const customLinkPath = <F extends keyof CustomLink>(index: number, field: F) => `links.custom.${index}.${field}` as const;

/**
 * The rules for `links`, with the builder's field paths (`links.website`, `links.custom.2.url`).
 * Drafts get size limits only; publishing adds safe URLs and a label for every custom link.
 */
export function linkErrors(stored: Links | undefined, mode: ValidationMode): FieldErrors {
  if (stored === undefined) return {};
  const { errors, publish, check } = errorCollector(mode);
  for (const platform of LINK_PLATFORMS) check(linkPath(platform), stored[platform], LIMITS.url, webUrlRule);
  if (stored.custom.length > LIMITS.customLinks) errors["links.custom"] = `At most ${LIMITS.customLinks} links.`;
  stored.custom.forEach((link, i) => {
    const label = customLinkPath(i, "label");
    check(label, link.label, LIMITS.linkLabel);
    if (publish && !errors[label] && link.label.trim() === "" && link.url.trim() !== "") errors[label] = "Give this link a label.";
    check(customLinkPath(i, "url"), link.url, LIMITS.url, webUrlRule);
  });
  return errors;
}
