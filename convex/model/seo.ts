import { v, type Infer } from "convex/values";

/**
 * SEO tools (Business plan): a portfolio's own page title and description for search engines
 * and link previews, and which picture link previews show. The rules here serve the dashboard's
 * form and the server, which checks them again.
 */

/** What search results show before cutting (characters): the counters' limits. */
export const SEO_TITLE_LIMIT = 60;
export const SEO_DESCRIPTION_LIMIT = 160;
/** Hard limits: past the counters is allowed (engines cut), past these is refused. */
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;
/** A title or description shorter than this says too little to rank or to be picked. */
export const SEO_TITLE_MIN = 10;
export const SEO_DESCRIPTION_MIN = 50;

export const socialImageValidator = v.union(v.literal("card"), v.literal("photo"));
export type SocialImage = Infer<typeof socialImageValidator>;

/** Empty title or description: the page's own (name – role, the bio). */
export const seoSettingsValidator = v.object({ title: v.string(), description: v.string(), image: socialImageValidator });
export type SeoSettings = Infer<typeof seoSettingsValidator>;

export const DEFAULT_SEO: SeoSettings = { title: "", description: "", image: "card" };

export const SEO_PLAN_MESSAGE = "SEO tools come with the Business plan.";

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The settings as stored: one line each, trimmed. */
export function cleanSeo(settings: SeoSettings): SeoSettings {
  return { title: oneLine(settings.title), description: oneLine(settings.description), image: settings.image };
}

/** Field → message for what cannot be saved. */
export function validateSeo(settings: SeoSettings): Partial<Record<"title" | "description", string>> {
  const clean = cleanSeo(settings);
  const errors: Partial<Record<"title" | "description", string>> = {};
  if (clean.title.length > SEO_TITLE_MAX) errors.title = `Keep the title under ${SEO_TITLE_MAX} characters; search results show about ${SEO_TITLE_LIMIT}.`;
  if (clean.description.length > SEO_DESCRIPTION_MAX) {
    errors.description = `Keep the description under ${SEO_DESCRIPTION_MAX} characters; search results show about ${SEO_DESCRIPTION_LIMIT}.`;
  }
  return errors;
}
