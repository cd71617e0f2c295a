import type { PortfolioFormData } from "../../convex/model/formData";
import type { ImageSources } from "../../convex/model/portfolioContent";

/*
 * What the builder and the preview (src/publishing) hand each other through navigation state, kept
 * below both features so neither reaches into the other.
 */

/**
 * Builder → preview: the form data and template id (as the spec says), plus the saved draft's
 * revision this content is (null when the builder could not save it): Publish publishes that revision.
 */
export type PreviewState = { formData: PortfolioFormData; templateId: string; images?: ImageSources; revision: number | null };

/** Reads a preview state that came through history (a reload keeps it), or null. */
export function readPreviewState(state: unknown): PreviewState | null {
  if (typeof state !== "object" || state === null) return null;
  const { formData, templateId, images, revision } = state as Partial<PreviewState>;
  if (typeof templateId !== "string" || typeof formData !== "object" || formData === null) return null;
  return { formData, templateId, images: images ?? {}, revision: typeof revision === "number" ? revision : null };
}

/**
 * Preview or dashboard → builder: the preview asks the builder to point at publish errors; the
 * SEO checklist names the field that fixes an item (`focus`, a form path).
 */
export type BuilderLocationState = { showErrors?: "publish"; focus?: string } | null;
