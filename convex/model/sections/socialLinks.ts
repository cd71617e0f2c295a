import { v, type Infer } from "convex/values";
import { LIMITS } from "../limits";
import { errorCollector, webUrlRule, type FieldErrors, type ValidationMode } from "./rules";

/** Platforms with an icon in every template, in display order. */
export const SOCIAL_PLATFORMS = ["github", "linkedin", "twitter", "facebook", "instagram"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const socialLinksValidator = v.object({
  github: v.string(),
  linkedin: v.string(),
  twitter: v.string(),
  facebook: v.string(),
  instagram: v.string(),
});
export type SocialLinks = Infer<typeof socialLinksValidator>;

export const emptySocialLinks = (): SocialLinks => ({ github: "", linkedin: "", twitter: "", facebook: "", instagram: "" });
export const SOCIAL_LINK_LIMIT = LIMITS.url;
export const socialLinkPath = <P extends SocialPlatform>(platform: P) => `socialLinks.${platform}` as const;

/** Lengths; publishing needs web addresses. */
export function socialLinkErrors(links: SocialLinks, mode: ValidationMode): FieldErrors {
  const { errors, check } = errorCollector(mode);
  for (const platform of SOCIAL_PLATFORMS) check(socialLinkPath(platform), links[platform], SOCIAL_LINK_LIMIT, webUrlRule);
  return errors;
}
