import { v, type Infer } from "convex/values";
import { LIMITS } from "../limits";
import { checkFields, errorCollector, imageIdValidator, type FieldErrors, type ValidationMode } from "./rules";

/** Home's own fields: who the page is about (the profile picture is `image`). */
export const personalValidators = {
  name: v.string(),
  role: v.string(),
  bio: v.string(),
  image: imageIdValidator,
};
export type Personal = { [K in keyof typeof personalValidators]: Infer<(typeof personalValidators)[K]> };
export const PERSONAL_KEYS = Object.keys(personalValidators) as (keyof Personal)[];

export const emptyPersonal = (): Personal => ({ name: "", role: "", bio: "", image: null });

export const PERSONAL_LIMITS = { name: LIMITS.name, role: LIMITS.role, bio: LIMITS.bio } as const;
export const personalPath = <F extends keyof Personal>(field: F): F => field;

export const NAME_REQUIRED = "Your name is required to publish.";

/** Lengths; publishing needs a name. */
export function personalErrors(data: Personal, mode: ValidationMode): FieldErrors {
  const { errors, publish, check } = errorCollector(mode);
  check(personalPath("name"), data.name, PERSONAL_LIMITS.name);
  if (publish && data.name.trim() === "") errors[personalPath("name")] = NAME_REQUIRED;
  checkFields(check, data, { role: PERSONAL_LIMITS.role, bio: PERSONAL_LIMITS.bio }, personalPath);
  return errors;
}
