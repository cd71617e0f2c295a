import { IconBrandFacebook, IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconBrandX, type Icon } from "@tabler/icons-react";
import { SOCIAL_PLATFORMS, type SocialLinks as Links, type SocialPlatform } from "../../../convex/model/formData";
import { sanitizeUrl } from "../../../convex/model/urls";
import { ExternalLink } from "./ExternalLink";

const PLATFORMS: Record<SocialPlatform, { label: string; icon: Icon }> = {
  github: { label: "GitHub", icon: IconBrandGithub },
  linkedin: { label: "LinkedIn", icon: IconBrandLinkedin },
  twitter: { label: "Twitter (X)", icon: IconBrandX },
  facebook: { label: "Facebook", icon: IconBrandFacebook },
  instagram: { label: "Instagram", icon: IconBrandInstagram },
};

/** Icon links for the social platforms; blank and unsafe URLs are left out entirely. */
export function SocialLinks({ links, className = "", iconSize = 20 }: { links: Links; className?: string; iconSize?: number }) {
  const items = SOCIAL_PLATFORMS.flatMap((platform) => {
    const href = sanitizeUrl(links[platform] ?? "");
    return href ? [{ platform, href, ...PLATFORMS[platform] }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className={`pt-social ${className}`} aria-label="Social links">
      {items.map(({ platform, href, label, icon: PlatformIcon }) => (
        <li key={platform}>
          <ExternalLink href={href} label={label} className="pt-social__link">
            <PlatformIcon size={iconSize} stroke={1.75} aria-hidden="true" />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
