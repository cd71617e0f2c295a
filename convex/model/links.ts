import { v, type Infer } from "convex/values";
import { LIMITS } from "./limits";
import { isSafeUrl } from "./urls";

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

const WEB_URL_MESSAGE = "Enter a web address starting with http:// or https://.";

/**
 * The rules for `links`, with the builder's field paths (`links.website`, `links.custom.2.url`).
 * Drafts get size limits only; publishing adds safe URLs and a label for every custom link.
 */
export function linkErrors(stored: Links | undefined, mode: "draft" | "publish"): Record<string, string> {
  if (stored === undefined) return {};
  const errors: Record<string, string> = {};
  const publish = mode === "publish";
  const url = (path: string, value: string) => {
    if (value.length > LIMITS.url) errors[path] = `Must be at most ${LIMITS.url} characters.`;
    else if (publish && value.trim() !== "" && !isSafeUrl(value, "web")) errors[path] = WEB_URL_MESSAGE;
  };
  for (const platform of LINK_PLATFORMS) url(`links.${platform}`, stored[platform]);
  if (stored.custom.length > LIMITS.customLinks) errors["links.custom"] = `At most ${LIMITS.customLinks} links.`;
  stored.custom.forEach((link, i) => {
    const label = `links.custom.${i}.label`;
    if (link.label.length > LIMITS.linkLabel) errors[label] = `Must be at most ${LIMITS.linkLabel} characters.`;
    else if (publish && link.label.trim() === "" && link.url.trim() !== "") errors[label] = "Give this link a label.";
    url(`links.custom.${i}.url`, link.url);
  });
  return errors;
}
