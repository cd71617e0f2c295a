import { v, type Infer } from "convex/values";
import { LIMITS } from "../limits";
import { checkFields, errorCollector, itemIdValidator, resumeExtraValidator, type FieldErrors, type ValidationMode } from "./rules";

export const skillValidator = v.object({
  id: itemIdValidator,
  name: v.string(),
  /** 0 to 100; the bold template draws it as a bar. */
  percentage: v.optional(v.number()),
  resume: resumeExtraValidator,
});
export type Skill = Infer<typeof skillValidator>;

export const emptySkill = (): Skill => ({ name: "" });
export const SKILL_LIMITS = { name: LIMITS.skillName } as const;
export const skillPath = <F extends "name" | "percentage">(index: number, field: F) => `skills.${index}.${field}` as const;
export const PERCENTAGE_MESSAGE = "Use a whole number from 0 to 100.";

/** Each skill: the name's length and a whole-number level (drafts too: it is not text). */
export function skillErrors(skills: Skill[], mode: ValidationMode): FieldErrors {
  const { errors, check } = errorCollector(mode);
  skills.forEach((skill, i) => {
    checkFields(check, skill, SKILL_LIMITS, (field) => skillPath(i, field));
    const p = skill.percentage;
    if (p !== undefined && (!Number.isInteger(p) || p < 0 || p > 100)) errors[skillPath(i, "percentage")] = PERCENTAGE_MESSAGE;
  });
  return errors;
}
