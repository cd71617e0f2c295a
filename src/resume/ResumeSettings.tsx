import { Chip, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import type { PortfolioFormData } from "../../convex/model/formData";
import { SHORT_POINTS, type ResumeLength, type ResumeOptions } from "../../convex/model/resumeOptions";
import { layoutLabel, visibleSections } from "../../convex/model/sectionLayout";

export const RESUME_SETTINGS_TEXTS = {
  title: "Fit it to one or two pages",
  length: "Descriptions",
  full: "Full",
  short: "Short",
  shortHint: `Short keeps the first paragraph of each description (or its first ${SHORT_POINTS} points) and names references without their letters.`,
  sections: "Sections on the résumé",
  sectionsHint: "Your portfolio keeps every section; this only changes the résumé (PDF and Word).",
} as const;

/**
 * How much goes on the résumé, to keep it to one or two pages: the length of descriptions and
 * which of the portfolio's shown sections it leaves out. Saved as the owner's résumé settings
 * (convex/resumeSettings.ts) at each change; both the PDF and the Word file follow them.
 */
export function ResumeSettings({ formData, options }: { formData: PortfolioFormData; options: ResumeOptions }) {
  const save = useMutation(api.resumeSettings.save).withOptimisticUpdate((store, args) => store.setQuery(api.resumeSettings.get, {}, args.options));
  const sections = visibleSections(formData.sections, formData.customSections);
  const included = sections.filter((id) => !options.omit.includes(id));
  const update = (next: Partial<ResumeOptions>) => void save({ options: { ...options, ...next } }).catch(() => undefined);
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-label="Résumé settings">
      <Stack gap="sm">
        <Text fw={700}>{RESUME_SETTINGS_TEXTS.title}</Text>
        <div>
          <Text size="sm" fw={600} id="rs-length-label" mb={4}>
            {RESUME_SETTINGS_TEXTS.length}
          </Text>
          <SegmentedControl
            aria-labelledby="rs-length-label"
            value={options.length}
            onChange={(value) => update({ length: value as ResumeLength })}
            data={[
              { value: "full", label: RESUME_SETTINGS_TEXTS.full },
              { value: "short", label: RESUME_SETTINGS_TEXTS.short },
            ]}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {RESUME_SETTINGS_TEXTS.shortHint}
          </Text>
        </div>
        {sections.length > 0 && (
          <div role="group" aria-labelledby="rs-sections-label">
            <Text size="sm" fw={600} id="rs-sections-label" mb={4}>
              {RESUME_SETTINGS_TEXTS.sections}
            </Text>
            <Chip.Group multiple value={included} onChange={(value) => update({ omit: sections.filter((id) => !value.includes(id)) })}>
              <Group gap="xs">
                {sections.map((id) => (
                  <Chip key={id} value={id} size="sm">
                    {layoutLabel(id, formData.customSections)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Text size="xs" c="dimmed" mt={4}>
              {RESUME_SETTINGS_TEXTS.sectionsHint}
            </Text>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
