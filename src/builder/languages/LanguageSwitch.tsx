import { memo, useId } from "react";
import { Group, NativeSelect, Paper, SegmentedControl, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { languageLabel, languageName } from "./languageNames";

/** Up to this many languages show side by side; more become a list (they would not fit a phone). */
const SIDE_BY_SIDE = 3;

type Props = {
  /** Visible label: "Editing in", "Language". */
  label: string;
  /** Tags, main language first. */
  tags: string[];
  value: string;
  onChange: (tag: string) => void;
  size?: "xs" | "sm";
  /** The label for screen readers only, where the names speak for themselves (the preview's header). */
  hideLabel?: boolean;
};

/**
 * Chooses one of the portfolio's languages: radio buttons with visible names (Tab reaches the
 * group, the arrow keys choose) for a few, a native select beyond.
 */
export const LanguageSwitch = memo(function LanguageSwitch({ label, tags, value, onChange, size = "sm", hideLabel = false }: Props) {
  const labelId = useId();
  if (tags.length > SIDE_BY_SIDE)
    return (
      <NativeSelect
        label={hideLabel ? undefined : label}
        aria-label={hideLabel ? label : undefined}
        size={size}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={tags.map((tag) => ({ value: tag, label: languageLabel(tag) }))}
        styles={{ root: { display: "flex", alignItems: "center", gap: "var(--mantine-spacing-xs)" } }}
      />
    );
  return (
    <Group gap="xs" wrap="nowrap">
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <Text size={size} fw={500} id={labelId} style={{ whiteSpace: "nowrap" }}>
          {label}
        </Text>
      )}
      <SegmentedControl
        size={size}
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        data={tags.map((tag) => ({ value: tag, label: <span lang={tag}>{languageName(tag)}</span> }))}
      />
    </Group>
  );
});

/**
 * "Editing in" above the form, for a portfolio with translations. While a translation is edited
 * it says what stays shared, as those fields keep editing every language at once.
 */
export const EditingLanguageBar = memo(function EditingLanguageBar({
  tags,
  value,
  onChange,
}: {
  tags: string[];
  value: string;
  onChange: (tag: string) => void;
}) {
  const { t } = useTranslation("builder");
  return (
    <Paper withBorder radius="md" px="sm" py="xs" data-testid="editing-language">
      <Stack gap={4}>
        <LanguageSwitch label={t("languages.editingIn")} tags={tags} value={value} onChange={onChange} />
        {value !== tags[0] && (
          <Text size="sm" c="dimmed">
            {t("languages.shared")} {t("languages.untranslatedShow", { language: languageName(tags[0]!) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
});
