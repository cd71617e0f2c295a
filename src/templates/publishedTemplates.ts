import type { ComponentType } from "react";
import type { TemplateId } from "../../convex/model/templates";
import artisticCss from "./artistic/Artistic.module.css?inline";
import ArtisticTemplate from "./artistic/ArtisticTemplate";
import boldCss from "./bold/Bold.module.css?inline";
import BoldTemplate from "./bold/BoldTemplate";
import creativeCss from "./creative/Creative.module.css?inline";
import CreativeTemplate from "./creative/CreativeTemplate";
import minimalistCss from "./minimalist/Minimalist.module.css?inline";
import MinimalistTemplate from "./minimalist/MinimalistTemplate";
import modernCss from "./modern/Modern.module.css?inline";
import ModernTemplate from "./modern/ModernTemplate";
import professionalCss from "./professional/Professional.module.css?inline";
import ProfessionalTemplate from "./professional/ProfessionalTemplate";
import sharedCss from "./shared/shared.css?inline";
import type { TemplateProps } from "./types";

type Published = { Template: ComponentType<TemplateProps>; css: string };

/**
 * Every template with its stylesheet as text, for the server render of published portfolios (the
 * app loads templates lazily through registry.ts). A published page inlines the one template's
 * CSS it uses, so it paints from its HTML alone, like a static file.
 */
const PUBLISHED_TEMPLATES: Record<TemplateId, Published> = {
  minimalist: { Template: MinimalistTemplate, css: minimalistCss },
  bold: { Template: BoldTemplate, css: boldCss },
  creative: { Template: CreativeTemplate, css: creativeCss },
  professional: { Template: ProfessionalTemplate, css: professionalCss },
  artistic: { Template: ArtisticTemplate, css: artisticCss },
  modern: { Template: ModernTemplate, css: modernCss },
};

/** The template `id` and the CSS it needs (the shared base, then its own), or null if unknown. */
export function publishedTemplate(id: string): Published | null {
  if (!Object.hasOwn(PUBLISHED_TEMPLATES, id)) return null;
  const { Template, css } = PUBLISHED_TEMPLATES[id as TemplateId];
  return { Template, css: sharedCss + css };
}
