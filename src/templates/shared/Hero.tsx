import type { PortfolioContent } from "../../../convex/model/formData";
import { hasText } from "./content";
import { ProfileImage } from "./ProfileImage";
import { SocialLinks } from "./SocialLinks";

type HeroClasses = { hero: string; heroText: string; role: string; name: string; bio: string; photo: string };

/** The single-page templates' opening: role, name (the page's h1), bio, links, and the photo. */
export function Hero({ content, name, photoSizes, classNames: css }: { content: PortfolioContent; name: string; photoSizes: string; classNames: HeroClasses }) {
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
}
