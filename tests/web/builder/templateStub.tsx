import type { PortfolioContent } from "../../../convex/model/formData";

/**
 * Stands in for src/templates/PortfolioTemplate (contract: templateId + content, "Template not
 * found" for unknown ids) so these tests see exactly what the page hands to the template.
 */
export function PortfolioTemplate({ templateId, content }: { templateId: string; content: PortfolioContent }) {
  // Lets a test see what the builder does when a template fails to render.
  if (content.role === "crash the template") throw new Error("template failed");
  return (
    <article data-testid="template" data-template={templateId}>
      <h2>{content.name}</h2>
      <p>{content.role}</p>
      {content.image && <img src={content.image.src} alt="Portfolio profile" />}
      <ul aria-label="Template skills">
        {content.skills.map((skill, i) => (
          <li key={i}>{skill.name}</li>
        ))}
      </ul>
      {content.projects.map((project, i) => project.project_image && <img key={i} src={project.project_image.src} alt={`Portfolio project ${i + 1}`} />)}
    </article>
  );
}

/** The stub has no code of its own to load ahead. */
export function preloadTemplate(): void {}
