import { v, type Infer } from "convex/values";
import { LIMITS } from "../limits";
import { checkFields, errorCollector, itemIdValidator, resumeExtraValidator, type FieldErrors, type ValidationMode } from "./rules";

export const experienceValidator = v.object({
  id: itemIdValidator,
  title: v.string(),
  company: v.string(),
  duration: v.string(),
  description: v.string(),
  resume: resumeExtraValidator,
});
export type Experience = Infer<typeof experienceValidator>;

export const emptyExperience = (): Experience => ({ title: "", company: "", duration: "", description: "" });
export const EXPERIENCE_LIMITS = { title: LIMITS.title, company: LIMITS.shortText, duration: LIMITS.shortText, description: LIMITS.description } as const;
export type ExperienceField = keyof typeof EXPERIENCE_LIMITS;
export const experiencePath = <F extends ExperienceField>(index: number, field: F) => `experience.${index}.${field}` as const;

/** Each entry's lengths. */
export function experienceErrors(entries: Experience[], mode: ValidationMode): FieldErrors {
  const { errors, check } = errorCollector(mode);
  entries.forEach((entry, i) => checkFields(check, entry, EXPERIENCE_LIMITS, (field) => experiencePath(i, field)));
  return errors;
}
