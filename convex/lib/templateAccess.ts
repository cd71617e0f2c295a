import type { Doc } from "../_generated/dataModel";
import { appError } from "../model/errors";
import { planInEffect } from "../model/plans";
import { canUseTemplate, findTemplate, PREMIUM_MESSAGE, type TemplateInfo } from "../model/templates";

/** The catalogue entry for `templateId`, refused when unknown or premium for this user's plan. */
export function requireUsableTemplate(user: Doc<"users">, templateId: string): TemplateInfo {
  const template = findTemplate(templateId);
  if (!template) throw appError("template/not-found", "Template not found.");
  if (!canUseTemplate(template, planInEffect(user, Date.now()))) throw appError("template/premium", PREMIUM_MESSAGE);
  return template;
}
