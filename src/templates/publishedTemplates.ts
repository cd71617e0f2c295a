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
import studioCss from "./studio/Studio.module.css?inline";
import StudioTemplate from "./studio/StudioTemplate";
import codebaseCss from "./codebase/Codebase.module.css?inline";
import CodebaseTemplate from "./codebase/CodebaseTemplate";
import lensCss from "./lens/Lens.module.css?inline";
import LensTemplate from "./lens/LensTemplate";
import quillCss from "./quill/Quill.module.css?inline";
import QuillTemplate from "./quill/QuillTemplate";
import scholarCss from "./scholar/Scholar.module.css?inline";
import ScholarTemplate from "./scholar/ScholarTemplate";
import executiveCss from "./executive/Executive.module.css?inline";
import ExecutiveTemplate from "./executive/ExecutiveTemplate";
import graduateCss from "./graduate/Graduate.module.css?inline";
import GraduateTemplate from "./graduate/GraduateTemplate";
import milestonesCss from "./milestones/Milestones.module.css?inline";
import MilestonesTemplate from "./milestones/MilestonesTemplate";
import sketchbookCss from "./sketchbook/Sketchbook.module.css?inline";
import SketchbookTemplate from "./sketchbook/SketchbookTemplate";
import stageCss from "./stage/Stage.module.css?inline";
import StageTemplate from "./stage/StageTemplate";
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
  studio: { Template: StudioTemplate, css: studioCss },
  codebase: { Template: CodebaseTemplate, css: codebaseCss },
  lens: { Template: LensTemplate, css: lensCss },
  quill: { Template: QuillTemplate, css: quillCss },
  scholar: { Template: ScholarTemplate, css: scholarCss },
  executive: { Template: ExecutiveTemplate, css: executiveCss },
  graduate: { Template: GraduateTemplate, css: graduateCss },
  milestones: { Template: MilestonesTemplate, css: milestonesCss },
  sketchbook: { Template: SketchbookTemplate, css: sketchbookCss },
  stage: { Template: StageTemplate, css: stageCss },
};

/** The template `id` and the CSS it needs (the shared base, then its own), or null if unknown. */
export function publishedTemplate(id: string): Published | null {
  if (!Object.hasOwn(PUBLISHED_TEMPLATES, id)) return null;
  const { Template, css } = PUBLISHED_TEMPLATES[id as TemplateId];
  return { Template, css: sharedCss + css };
}
