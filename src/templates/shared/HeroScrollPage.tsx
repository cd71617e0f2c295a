import type { ReactNode } from "react";
import type { PortfolioContent } from "../../../convex/model/formData";
import { displayName } from "./content";
import { Hero } from "./Hero";
import { renderSections } from "./renderSections";
import { ScrollPage, type ScrollPageClasses } from "./ScrollPage";

/**
 * The one-page layout opened by the shared Hero (photo, role, name, bio): the templates that differ
 * only in their styles, image sizes, skills and whether the header carries the name as a brand.
 */
export function HeroScrollPage({
  content,
  embedded,
  classes: css,
  photoSizes,
  projectImageSizes,
  skills,
  withBrand = false,
}: {
  content: PortfolioContent;
  embedded?: boolean;
  classes: ScrollPageClasses;
  photoSizes: string;
  projectImageSizes: string;
  skills?: ReactNode;
  /** The name in the header before the nav (decorative: the page's h1 names the person). */
  withBrand?: boolean;
}) {
  const name = displayName(content);
  const sections = renderSections(content, {
    projectImageSizes,
    homeShowsBio: true,
    home: (
      <Hero
        photoSizes={photoSizes}
        content={content}
        name={name}
        classNames={{ hero: css.hero, heroText: css.heroText, role: css.role, name: css.name, bio: css.bio, photo: css.photo }}
      />
    ),
    skills,
  });
  const brand = withBrand ? (
    <span className={css.brand} aria-hidden="true">
      {name}
    </span>
  ) : undefined;
  return <ScrollPage content={content} embedded={embedded} sections={sections} classes={css} brand={brand} />;
}
