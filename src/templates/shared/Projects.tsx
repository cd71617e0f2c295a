import { memo, type CSSProperties } from "react";
import { IconArrowUpRight } from "@tabler/icons-react";
import type { PortfolioContent } from "../../../convex/model/formData";
import type { ImageSource } from "../../../convex/model/images";
import { sanitizeUrl } from "../../../convex/model/urls";
import { filledEntries, hasText, splitTechnology } from "./content";
import { ExternalLink } from "./ExternalLink";
import { RichText } from "./Markdown";
import { ProjectGallery } from "./ProjectGallery";
import { cardImageSizes, ResponsiveImage } from "./ResponsiveImage";
import { usePageWords } from "./pageWords";

export const NO_PROJECTS = "No project data provided.";

type Project = PortfolioContent["projects"][number];

/**
 * Project cards: cover image, title, description (Markdown), the gallery's further images,
 * technologies and a safe link (left out when unsafe).
 * `imageSizes` is the card image's displayed width in the template; these images load lazily.
 */
export const ProjectCards = memo(function ProjectCards({
  projects,
  imageSizes = cardImageSizes("24rem"),
  className = "",
}: {
  projects: Project[];
  imageSizes?: string;
  className?: string;
}) {
  const items = filledEntries(projects);
  if (items.length === 0) return <p className="pt-empty">{NO_PROJECTS}</p>;
  return (
    <ul className={`pt-cards pt-cards--projects ${className}`}>
      {items.map((project, i) => (
        <ProjectCard key={i} project={project} index={i} imageSizes={imageSizes} />
      ))}
    </ul>
  );
});

/** One card, memoised: with structurally shared content (the builder's preview) an edit re-renders its own card only. */
const ProjectCard = memo(function ProjectCard({ project, index: i, imageSizes }: { project: Project; index: number; imageSizes: string }) {
  const words = usePageWords();
  const title = project.title.trim() || `Project ${i + 1}`;
  const href = sanitizeUrl(project.link);
  const tech = splitTechnology(project.technology);
  return (
    <li className="pt-card pt-project" style={{ "--i": i } as CSSProperties}>
      {project.project_image ? (
        <ResponsiveImage
          className="pt-card__media"
          image={project.project_image}
          alt={`Preview of ${title}`}
          sizes={imageSizes}
          fallbackWidth={800}
          fallbackHeight={500}
        />
      ) : (
        <div className="pt-card__media pt-card__media--empty" aria-hidden="true">
          {title[0]}
        </div>
      )}
      <div className="pt-card__body">
        <h3 className="pt-card__title">{title}</h3>
        {hasText(project.description) && <RichText className="pt-card__text" text={project.description} />}
        <ProjectGallery images={project.galleryImages ?? NO_IMAGES} title={title} />
        {tech.length > 0 && (
          <ul className="pt-tags" aria-label={words.technologies}>
            {tech.map((item) => (
              <li key={item} className="pt-tag">
                {item}
              </li>
            ))}
          </ul>
        )}
        {href && (
          <ExternalLink href={href} className="pt-card__link">
            View project<span className="pt-sr-only">: {title}</span>
            <IconArrowUpRight size={16} aria-hidden="true" className="pt-flip" />
          </ExternalLink>
        )}
      </div>
    </li>
  );
});

const NO_IMAGES: ImageSource[] = [];
