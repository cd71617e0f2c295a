import { memo } from "react";
import type { PortfolioContent } from "../../../convex/model/formData";
import { hasText } from "./content";
import { ProfileImage } from "./ProfileImage";
import { SocialLinks } from "./SocialLinks";

type HeroClasses = { hero: string; heroText: string; role: string; name: string; bio: string; photo: string };
type HeroProps = { content: PortfolioContent; name: string; photoSizes: string; classNames: HeroClasses };

/** The single-page templates' opening: role, name (the page's h1), bio, links, and the photo. */
export const Hero = memo(function Hero({ content, name, photoSizes, classNames: css }: HeroProps) {
  return (
    <div className={css.hero}>
      <div className={css.heroText}>
        {hasText(content.role) && <p className={css.role}>{content.role}</p>}
        <h1 className={css.name}>{name}</h1>
        {hasText(content.bio) && <p className={css.bio}>{content.bio}</p>}
        <SocialLinks links={content.socialLinks} more={content.links} />
      </div>
      <ProfileImage image={content.image} name={name} sizes={photoSizes} className={css.photo} />
    </div>
  );
}, sameHero);

/**
 * The same opening while the parts of the content it shows are the same (the builder's preview
 * shares unchanged parts between renders): a keystroke in a project leaves it as it is. Reads of
 * another part of `content` above must be compared here too.
 */
function sameHero(a: HeroProps, b: HeroProps): boolean {
  const classes = Object.keys(a.classNames) as (keyof HeroClasses)[];
  return (
    a.name === b.name &&
    a.photoSizes === b.photoSizes &&
    classes.every((key) => a.classNames[key] === b.classNames[key]) &&
    (["role", "bio", "socialLinks", "links", "image"] as const).every((key) => a.content[key] === b.content[key])
  );
}
