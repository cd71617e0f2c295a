import type { Id } from "../../../convex/_generated/dataModel";
import { contentSections, withoutResumeExtras, type FormData, type PortfolioContent } from "../../../convex/model/formData";
import type { ImageSource } from "../../../convex/model/images";

/** storage id → ImageSource, as drafts.get's `images` and upload results give them. */
export type ImageSources = Record<string, ImageSource | null>;

/**
 * Renderable content from form values: each image id becomes an ImageSource through `sourceOf`
 * (`{ src }` with a local object URL while its file uploads, else the stored variants).
 */
export function toContent(
  data: FormData,
  sourceOf: (id: Id<"_storage"> | null, slot: string) => ImageSource | null,
  projectSlot: (index: number) => string,
): PortfolioContent {
  const { customSections, ...rest } = withoutResumeExtras(data);
  const sections = contentSections(customSections, (id, entry) => sourceOf(id, entry.id ?? ""));
  return {
    ...rest,
    ...(sections === undefined ? {} : { customSections: sections }),
    image: sourceOf(data.image, "image"),
    projects: data.projects.map((project, i) => ({
      ...project,
      project_image: sourceOf(project.project_image, projectSlot(i)),
      galleryImages: (project.gallery ?? []).flatMap((id) => sourceOf(id, "") ?? []),
    })),
  };
}

/** Content from stored FormData and a map of stored images only (preview page). */
export function toContentFromSources(data: FormData, images: ImageSources): PortfolioContent {
  return toContent(
    data,
    (id) => (id === null ? null : (images[id] ?? null)),
    () => "",
  );
}
