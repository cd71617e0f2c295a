import type { TemplateId } from "../../convex/model/templates";
import type { PortfolioContent } from "../../convex/model/formData";
import { samplePortfolio } from "./samplePortfolio";
import { ART_PERSONAS } from "./personas/art";
import { BUSINESS_PERSONAS } from "./personas/business";
import { CREATIVE_PERSONAS } from "./personas/creative";
import { ALL, layout, noLinks, noSocial } from "./personas/parts";

/**
 * Sample content that suits each template's live demo: a developer for Codebase, an
 * academic for Scholar, a musician for Stage… Of the first six templates only Minimalist keeps the
 * shared sample (Nadia Okafor), which is also what the builder loads as its example; the other five
 * have their own people, so the gallery and home page never show the same face twice.
 * Every persona is fictional; contact details use reserved example domains.
 * Each persona has its own portrait and pictures that suit their work (public/sample/, drawn by
 * scripts/template-preview/persona-art.ts); the designer and the illustrator reuse the sample's
 * product mock-ups and painted scenes.
 */

const PERSONAS = { ...BUSINESS_PERSONAS, ...CREATIVE_PERSONAS, ...ART_PERSONAS };

/** The live demo's content for a template: its own persona over the shared sample, or the sample itself. */
export function sampleFor(templateId: string): PortfolioContent {
  const persona = Object.hasOwn(PERSONAS, templateId) ? PERSONAS[templateId as TemplateId] : undefined;
  if (!persona) return samplePortfolio;
  const sections = persona.sections ?? layout(...ALL);
  // A persona never borrows the sample person's own details (their links would land in the page's JSON-LD `sameAs`).
  const own = { socialLinks: noSocial, links: noLinks, contact: { phone: "", email: "", address: "" } };
  return { ...samplePortfolio, ...own, ...persona, sections, customSections: persona.customSections ?? [] } as PortfolioContent;
}
