import { v } from "convex/values";
import type { GenericId as Id } from "convex/values";
import { LIMITS } from "./limits";

/**
 * A project's pictures: `project_image` stays the first (the cover, as older data has it) and
 * `gallery` holds the ones after it, up to LIMITS.projectImages in all.
 */
export const galleryValidator = v.array(v.id("_storage"));

type WithImages = { project_image: Id<"_storage"> | null; gallery?: Id<"_storage">[] };

/** All of a project's images in order, cover first. */
export function projectImageIds(project: WithImages): Id<"_storage">[] {
  return [project.project_image, ...(project.gallery ?? [])].filter((id): id is Id<"_storage"> => id !== null);
}

/** The project fields for an ordered list of images (the first becomes the cover). */
export function withProjectImages<T extends WithImages>(project: T, ids: readonly Id<"_storage">[]): T {
  return { ...project, project_image: ids[0] ?? null, gallery: ids.slice(1) };
}

/** The size rule (drafts and publishing alike), at the builder's path `projects.<i>.gallery`. */
export function galleryError(project: WithImages): string | null {
  return projectImageIds(project).length > LIMITS.projectImages ? `At most ${LIMITS.projectImages} images per project.` : null;
}
