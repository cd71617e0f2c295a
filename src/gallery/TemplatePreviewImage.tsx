import { Image } from "@mantine/core";
import type { TemplateInfo } from "../../convex/model/templates";

/** Preview images are 800×560 (scripts/template-screenshots.ts); the attributes reserve that space. */
const PREVIEW_WIDTH = 800;
const PREVIEW_HEIGHT = 560;

/** A template's gallery picture (lazy unless it is among the first on screen), full card width, for the gallery and the home page's showcase. */
export function TemplatePreviewImage({ template, priority = false }: { template: TemplateInfo; priority?: boolean }) {
  return (
    <Image
      src={import.meta.env.BASE_URL + template.image}
      alt={`Preview of the ${template.name} template`}
      width={PREVIEW_WIDTH}
      height={PREVIEW_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      style={{ width: "100%", height: "auto", aspectRatio: `${PREVIEW_WIDTH} / ${PREVIEW_HEIGHT}`, objectFit: "cover" }}
    />
  );
}
