import { v } from "convex/values";
import { isSafeUrl } from "../urls";

/**
 * What every section's rules share. Drafts only get size limits, so half-typed work is never
 * refused; publishing adds the content rules (required name, safe links, formats).
 */
export type ValidationMode = "draft" | "publish";
/** Field path (as the builder's form names it, e.g. `projects.2.link`) → message. */
export type FieldErrors = Record<string, string>;

export const WEB_URL_MESSAGE = "Enter a web address starting with http:// or https://.";
export const tooLongMessage = (max: number) => `Must be at most ${max} characters.`;

/** A rule that names what is wrong with a non-empty value, or null. */
export type Rule = (value: string) => string | null;
export const webUrlRule: Rule = (value) => (isSafeUrl(value, "web") ? null : WEB_URL_MESSAGE);

/** A stored picture: a Convex storage id, or null for none. */
export const imageIdValidator = v.union(v.id("_storage"), v.null());
/** A list entry's stable id (the builder's merge, undo and image slots follow it); older drafts have none. */
export const itemIdValidator = v.optional(v.string());
/** What the JSON Resume item this entry came from held beyond its fields (resumeExtras.ts); never published. */
export const resumeExtraValidator = v.optional(v.string());

/**
 * Collects one section's errors: `check` reports a value over its limit in every mode, and,
 * when publishing, what `rule` finds wrong with a non-empty value.
 */
export function errorCollector(mode: ValidationMode) {
  const errors: FieldErrors = {};
  const publish = mode === "publish";
  const check = (path: string, value: string, max: number, rule?: Rule) => {
    if (value.length > max) errors[path] = tooLongMessage(max);
    else if (publish && value.trim() !== "" && rule) {
      const message = rule(value);
      if (message) errors[path] = message;
    }
  };
  return { errors, publish, check };
}

/** Checks every field of `value` named in `limits` (with its rule, if any) at `pathOf(field)`. */
export function checkFields<F extends string>(
  check: ReturnType<typeof errorCollector>["check"],
  value: Record<NoInfer<F>, string>,
  limits: Record<F, number>,
  pathOf: (field: NoInfer<F>) => string,
  rules: Partial<Record<NoInfer<F>, Rule>> = {},
): void {
  for (const field of Object.keys(limits) as F[]) check(pathOf(field), value[field], limits[field], rules[field]);
}
