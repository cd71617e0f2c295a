import { Chip, Group, Text } from "@mantine/core";
import type { PortfolioFormData } from "../../convex/model/formData";
import { DEFAULT_LANGUAGE, languageOf } from "../../convex/model/translations";

export const RESUME_LANGUAGE_TEXTS = {
  label: "Language",
  hint: "Texts not yet translated are in your main language.",
} as const;

/** The languages a résumé can be made in: the main one, then each added language (published or not: the owner sends it). */
export const resumeLanguages = (data: PortfolioFormData): string[] => [data.language ?? DEFAULT_LANGUAGE, ...(data.translations ?? []).map((t) => t.id)];

/**
 * Which language the résumé (PDF and Word) is in, for a portfolio with more than one. Chips, like
 * the sections beside it: they wrap on a phone and read as a radio group to a screen reader.
 */
export function ResumeLanguage({ formData, value, onChange }: { formData: PortfolioFormData; value: string; onChange: (tag: string) => void }) {
  const tags = resumeLanguages(formData);
  if (tags.length < 2) return null;
  return (
    <div role="radiogroup" aria-labelledby="rs-language-label" aria-describedby="rs-language-hint" className="rs-language">
      <Text size="sm" fw={600} id="rs-language-label" mb={4}>
        {RESUME_LANGUAGE_TEXTS.label}
      </Text>
      <Chip.Group value={value} onChange={onChange}>
        <Group gap="xs">
          {tags.map((tag) => (
            // Outlined: the toolbar's grey would hide a filled chip's unchecked background.
            <Chip key={tag} value={tag} size="sm" variant="outline" lang={tag} dir={languageOf(tag)?.dir}>
              {languageOf(tag)?.name ?? tag}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="xs" c="dimmed" mt={4} id="rs-language-hint">
        {RESUME_LANGUAGE_TEXTS.hint}
      </Text>
    </div>
  );
}
