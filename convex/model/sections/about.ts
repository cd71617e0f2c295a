import { v } from "convex/values";
import { LIMITS } from "../limits";
import { errorCollector, type FieldErrors, type ValidationMode } from "./rules";

/** The about text (Markdown subset). */
export const aboutValidator = v.string();
export const ABOUT_LIMIT = LIMITS.about;
export const aboutPath = () => "about" as const;

export function aboutErrors(about: string, mode: ValidationMode): FieldErrors {
  const { errors, check } = errorCollector(mode);
  check(aboutPath(), about, ABOUT_LIMIT);
  return errors;
}
