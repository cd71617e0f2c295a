import { memo } from "react";
import {
  IconBrandBehance,
  IconBrandDribbble,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandMedium,
  IconBrandX,
  IconBrandYoutube,
  IconLink,
  IconWorld,
  type Icon,
} from "@tabler/icons-react";
import { SOCIAL_PLATFORMS, type SocialLinks as Links, type SocialPlatform } from "../../../convex/model/formData";
import { LINK_PLATFORMS, LINK_PLATFORM_LABELS, type LinkPlatform, type Links as MoreLinks } from "../../../convex/model/links";
import { sanitizeUrl } from "../../../convex/model/urls";
import { ExternalLink } from "./ExternalLink";
import { usePageWords } from "./pageWords";

const PLATFORMS: Record<SocialPlatform | LinkPlatform, { label: string; icon: Icon }> = {
  website: { label: LINK_PLATFORM_LABELS.website, icon: IconWorld },
  github: { label: "GitHub", icon: IconBrandGithub },
  linkedin: { label: "LinkedIn", icon: IconBrandLinkedin },
  twitter: { label: "Twitter (X)", icon: IconBrandX },
  facebook: { label: "Facebook", icon: IconBrandFacebook },
  instagram: { label: "Instagram", icon: IconBrandInstagram },
  dribbble: { label: LINK_PLATFORM_LABELS.dribbble, icon: IconBrandDribbble },
  behance: { label: LINK_PLATFORM_LABELS.behance, icon: IconBrandBehance },
  medium: { label: LINK_PLATFORM_LABELS.medium, icon: IconBrandMedium },
  youtube: { label: LINK_PLATFORM_LABELS.youtube, icon: IconBrandYoutube },
};

type Item = { key: string; href: string; label: string; icon: Icon; text?: string };

/**
 * Icon links for the social platforms and the further links (website first, then the platforms,
 * then custom links, which also show their label); blank and unsafe URLs are left out entirely.
 * The icons are inline SVG, so the published page draws them with no script. Memoised: the hero
 * that shows them renders again with any edit in the builder's preview, the links rarely change.
 */
export const SocialLinks = memo(function SocialLinks({
  links,
  more,
  className = "",
  iconSize = 20,
}: {
  links: Links;
  more?: MoreLinks;
  className?: string;
  iconSize?: number;
}) {
  const words = usePageWords();
  const named = (platform: SocialPlatform | LinkPlatform, value: string | undefined): Item[] => {
    const href = sanitizeUrl(value ?? "");
    return href ? [{ key: platform, href, ...PLATFORMS[platform] }] : [];
  };
  const items: Item[] = [
    ...named("website", more?.website),
    ...SOCIAL_PLATFORMS.flatMap((platform) => named(platform, links[platform])),
    ...LINK_PLATFORMS.filter((platform) => platform !== "website").flatMap((platform) => named(platform, more?.[platform])),
    ...(more?.custom ?? []).flatMap((link, i): Item[] => {
      const href = sanitizeUrl(link.url);
      const text = link.label.trim();
      return href && text ? [{ key: `custom-${i}`, href, label: text, icon: IconLink, text }] : [];
    }),
  ];
  if (items.length === 0) return null;
  return (
    <ul className={`pt-social ${className}`} aria-label={words.socialLinks}>
      {items.map(({ key, href, label, icon: LinkIcon, text }) => (
        <li key={key}>
          <ExternalLink href={href} label={text ? undefined : label} className={text ? "pt-social__link pt-social__link--labelled" : "pt-social__link"}>
            <LinkIcon size={iconSize} stroke={1.75} aria-hidden="true" />
            {text && <span className="pt-social__text">{text}</span>}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
});
