import type { Id } from "../../../convex/_generated/dataModel";
import type { FormData, PortfolioContent } from "../../../convex/model/formData";

/** storage id → URL, as drafts.get's `imageUrls` and upload results give them. */
export type ImageUrls = Record<string, string | null>;

/**
 * Renderable content from form values: each image id becomes a URL through `urlOf` (a local
 * object URL while its file uploads, else the stored file's URL).
 */
export function toContent(data: FormData, urlOf: (id: Id<"_storage"> | null, slot: string) => string | null, projectSlot: (index: number) => string): PortfolioContent {
  return {
    ...data,
    image: urlOf(data.image, "image"),
    projects: data.projects.map((project, i) => ({ ...project, project_image: urlOf(project.project_image, projectSlot(i)) })),
  };
}

/** Content from stored FormData and a URL map only (preview page). */
export function toContentFromUrls(data: FormData, imageUrls: ImageUrls): PortfolioContent {
  return toContent(
    data,
    (id) => (id === null ? null : (imageUrls[id] ?? null)),
    () => "",
  );
}
