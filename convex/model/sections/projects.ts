import { v, type Infer } from "convex/values";
import { galleryError, galleryValidator } from "../gallery";
import { LIMITS } from "../limits";
import { checkFields, errorCollector, imageIdValidator, itemIdValidator, resumeExtraValidator, webUrlRule } from "./rules";
import type { FieldErrors, ValidationMode } from "./rules";

export const projectValidator = v.object({
  id: itemIdValidator,
  title: v.string(),
  link: v.string(),
  description: v.string(),
  project_image: imageIdValidator,
  technology: v.string(),
  /** Images after the cover (`project_image`); see gallery.ts. */
  gallery: v.optional(galleryValidator),
  resume: resumeExtraValidator,
});
export type Project = Infer<typeof projectValidator>;

export const emptyProject = (): Project => ({ title: "", link: "", description: "", project_image: null, technology: "" });
export const PROJECT_LIMITS = { title: LIMITS.title, link: LIMITS.url, description: LIMITS.description, technology: LIMITS.shortText } as const;
export type ProjectField = keyof typeof PROJECT_LIMITS | "gallery";
export const projectPath = <F extends ProjectField>(index: number, field: F) => `projects.${index}.${field}` as const;

/** Each project's lengths and image count; publishing needs a web address as its link. */
export function projectErrors(projects: Project[], mode: ValidationMode): FieldErrors {
  const { errors, check } = errorCollector(mode);
  projects.forEach((project, i) => {
    checkFields(check, project, PROJECT_LIMITS, (field) => projectPath(i, field), { link: webUrlRule });
    const gallery = galleryError(project);
    if (gallery) errors[projectPath(i, "gallery")] = gallery;
  });
  return errors;
}
