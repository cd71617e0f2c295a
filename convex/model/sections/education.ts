import { v, type Infer } from "convex/values";
import { LIMITS } from "../limits";
import { checkFields, errorCollector, itemIdValidator, resumeExtraValidator, type FieldErrors, type ValidationMode } from "./rules";

/** Hints for education `type` (free text is allowed). */
export const EDUCATION_TYPES = ["UG", "PG", "SSLC", "HSC"] as const;

export const educationValidator = v.object({
  id: itemIdValidator,
  type: v.string(),
  degree: v.string(),
  institution: v.string(),
  school: v.string(),
  year: v.string(),
  cgpa: v.string(),
  resume: resumeExtraValidator,
});
export type Education = Infer<typeof educationValidator>;

export const emptyEducation = (): Education => ({ type: "", degree: "", institution: "", school: "", year: "", cgpa: "" });
export const EDUCATION_LIMITS = {
  type: LIMITS.shortText,
  degree: LIMITS.shortText,
  institution: LIMITS.shortText,
  school: LIMITS.shortText,
  year: LIMITS.shortText,
  cgpa: LIMITS.shortText,
} as const;
export type EducationField = keyof typeof EDUCATION_LIMITS;
export const educationPath = <F extends EducationField>(index: number, field: F) => `education.${index}.${field}` as const;

/** Each entry's lengths. */
export function educationErrors(entries: Education[], mode: ValidationMode): FieldErrors {
  const { errors, check } = errorCollector(mode);
  entries.forEach((entry, i) => checkFields(check, entry, EDUCATION_LIMITS, (field) => educationPath(i, field)));
  return errors;
}
