import { memo } from "react";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Id } from "../../convex/_generated/dataModel";
import { LIMITS } from "../../convex/model/limits";
import { projectPath } from "../../convex/model/sections/projects";
import { SectionHeading } from "./SectionFields";
import { useImageUpload } from "../uploads/useImageUpload";
import { GalleryField, type GalleryImage } from "./fields/GalleryField";
import { SectionOrderField } from "./fields/SectionOrderField";
import { ThemeField } from "./fields/ThemeField";
import type { BuilderSession, FormState } from "./session/session";

type PanelProps = { session: BuilderSession; state: FormState; headingId?: string };

/* The editors here are not on screen when the builder opens: their code loads apart (laterPanels.ts). */

/** Which sections the page shows, in which order (Home always comes first). */
export function SectionLayoutPanel({ session, state, headingId }: PanelProps) {
  const { t } = useTranslation("builder");
  return (
    <Stack gap="md">
      <SectionHeading id={headingId ?? ""}>{t("sections.layout")}</SectionHeading>
      <Text size="sm" c="dimmed">
        {t("order.intro")}
      </Text>
      <SectionOrderField
        value={state.values.sections}
        customSections={state.values.customSections}
        onChange={(sections) => session.setField("sections", sections)}
        error={state.errors.sections}
      />
    </Stack>
  );
}

/** Accent colour, fonts and colour scheme of the page, previewed live. */
export function ThemePanel({ session, state, headingId }: PanelProps) {
  const { t } = useTranslation("builder");
  return (
    <Stack gap="md">
      <SectionHeading id={headingId ?? ""}>{t("sections.theme")}</SectionHeading>
      <ThemeField value={state.values.theme} onChange={(theme) => session.setField("theme", theme)} />
    </Stack>
  );
}

/**
 * A project's pictures after its cover (the cover keeps its own field, as the spec has it):
 * uploads go through the app's uploader; the session remembers each picture so the live
 * preview shows it at once.
 */
export const ProjectGalleryFields = memo(function ProjectGalleryFields({ session, state, index }: PanelProps & { index: number }) {
  const { t } = useTranslation("builder");
  const upload = useImageUpload();
  const project = state.values.projects[index];
  if (!project) return null;
  const value: GalleryImage[] = (project.gallery ?? []).flatMap((storageId) => {
    const image = state.knownImages[storageId];
    return image ? [{ storageId, image }] : [];
  });
  const onChange = (images: GalleryImage[]) => {
    session.rememberImages(Object.fromEntries(images.map((item) => [item.storageId, item.image])));
    session.setField(
      projectPath(index, "gallery"),
      images.map((item): Id<"_storage"> => item.storageId),
    );
  };
  return (
    <GalleryField
      label={t("gallery.moreImages")}
      max={LIMITS.projectImages - 1}
      firstIsCover={false}
      itemName={project.title.trim() || t("gallery.projectName", { n: index + 1 })}
      value={value}
      onChange={onChange}
      upload={upload}
      error={state.errors[projectPath(index, "gallery")]}
    />
  );
}, sameGallery);

type GalleryProps = PanelProps & { index: number };
/** It shows the project's pictures under its title: typing in the project's other fields leaves it as it is. */
function sameGallery(before: GalleryProps, after: GalleryProps): boolean {
  const [a, b] = [before.state.values.projects[before.index], after.state.values.projects[after.index]];
  return (
    before.session === after.session &&
    before.index === after.index &&
    before.headingId === after.headingId &&
    before.state.knownImages === after.state.knownImages &&
    before.state.errors[`projects.${before.index}.gallery`] === after.state.errors[`projects.${after.index}.gallery`] &&
    a?.id === b?.id &&
    a?.gallery === b?.gallery &&
    a?.title === b?.title
  );
}
