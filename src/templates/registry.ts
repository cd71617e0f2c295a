import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { TemplateId } from "../../convex/model/templates";
import type { TemplateProps } from "./types";

type Loader = () => Promise<{ default: ComponentType<TemplateProps> }>;

/** Template id → loader. Each template is its own chunk (code and CSS), fetched when first shown. */
const LOADERS: Record<TemplateId, Loader> = {
  minimalist: () => import("./minimalist/MinimalistTemplate"),
  bold: () => import("./bold/BoldTemplate"),
  creative: () => import("./creative/CreativeTemplate"),
  professional: () => import("./professional/ProfessionalTemplate"),
  artistic: () => import("./artistic/ArtisticTemplate"),
  modern: () => import("./modern/ModernTemplate"),
  studio: () => import("./studio/StudioTemplate"),
  codebase: () => import("./codebase/CodebaseTemplate"),
  lens: () => import("./lens/LensTemplate"),
  quill: () => import("./quill/QuillTemplate"),
  scholar: () => import("./scholar/ScholarTemplate"),
  executive: () => import("./executive/ExecutiveTemplate"),
  graduate: () => import("./graduate/GraduateTemplate"),
  milestones: () => import("./milestones/MilestonesTemplate"),
  sketchbook: () => import("./sketchbook/SketchbookTemplate"),
  stage: () => import("./stage/StageTemplate"),
};

const COMPONENTS = Object.fromEntries(Object.entries(LOADERS).map(([id, load]) => [id, lazy(load)])) as Record<
  TemplateId,
  LazyExoticComponent<ComponentType<TemplateProps>>
>;

function isTemplateId(id: string): id is TemplateId {
  return Object.hasOwn(LOADERS, id);
}

/** The lazy component for `id`, or null for an unknown id. */
export function templateComponent(id: string) {
  return isTemplateId(id) ? COMPONENTS[id] : null;
}

/** Starts fetching a template's chunk early (e.g. when a card is hovered); safe to call often. */
export function preloadTemplate(id: string): void {
  if (isTemplateId(id)) void LOADERS[id]().catch(() => undefined);
}
