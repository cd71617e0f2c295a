import type { TemplateId } from "../../../convex/model/templates";
import type { ContentSection, PortfolioContent } from "../../../convex/model/formData";
import { sampleImageUrls, samplePortfolio } from "../samplePortfolio";

/** The building blocks of the personas (templateSamples.ts): entries, layouts and their pictures. */

/** A template's sample person: what differs from the shared sample. */
export type Persona = Partial<Omit<PortfolioContent, "customSections">> & { customSections?: Omit<ContentSection, "kind">[] };
export type Personas = Partial<Record<TemplateId, Persona>>;

export const entry = (title: string, subtitle: string, date: string, description = "", link = "") => ({
  title,
  subtitle,
  date,
  description,
  link,
  image: null,
});
export const skills = (...names: [string, number][]) => names.map(([name, percentage]) => ({ name, percentage }));
export const ALL = ["about", "experience", "skills", "education", "projects", "contact"];
/** These sections shown in this order; the built-in ones left out are hidden. */
export const layout = (...ids: string[]) =>
  [...ids.map((id) => ({ id, visible: true })), ...ALL.filter((id) => !ids.includes(id)).map((id) => ({ id, visible: false }))] as PortfolioContent["sections"];
/** The sample's three projects' pictures, given to another persona's three projects. */
export const withSamplePictures = (projects: Omit<PortfolioContent["projects"][number], "project_image" | "galleryImages" | "gallery">[]) =>
  projects.map((project, i) => ({
    ...project,
    project_image: samplePortfolio.projects[i % 3]!.project_image,
    galleryImages: samplePortfolio.projects[i % 3]!.galleryImages ?? [],
  }));
/** A picture in public/sample/ (portrait-*.webp, project-*.webp: scripts/template-preview/persona-art.ts). */
const picture = (file: string) => ({ src: sampleImageUrls.profile.replace("profile.webp", file) });
export const portrait = (name: string) => picture(`portrait-${name}.webp`);
/** Projects with their own pictures (public/sample/project-<name>.webp), in order. */
export const withPictures = (names: string[], projects: Omit<PortfolioContent["projects"][number], "project_image" | "galleryImages" | "gallery">[]) =>
  projects.map((project, i) => ({ ...project, project_image: picture(`project-${names[i]}.webp`), galleryImages: [] }));
/** Painted scenes (public/sample/scene-*.webp, drawn by scripts/template-preview/scene-art.ts) for pages of pictures. */
export type Scene = "harbour" | "tidepool" | "glasshouse" | "night" | "rain";
export const scene = (name: Scene) => ({ src: sampleImageUrls.profile.replace("profile.webp", `scene-${name}.webp`) });
export const withScenes = (names: Scene[], projects: Omit<PortfolioContent["projects"][number], "project_image" | "galleryImages" | "gallery">[]) =>
  projects.map((project, i) => ({ ...project, project_image: scene(names[i % names.length]!), galleryImages: [] }));
export const noSocial = { github: "", linkedin: "", twitter: "", facebook: "", instagram: "" };
export const noLinks = { website: "", dribbble: "", behance: "", medium: "", youtube: "", custom: [] };
