import { useId, useState } from "react";
import { ActionIcon, Group, Paper, Stack, Switch, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { layoutLabel, moveSection, PORTFOLIO_SECTION_LABELS, sectionLayoutOf, type LayoutId, type SectionLayout } from "../../../convex/model/sectionLayout";
import { useMessage } from "../../i18n/messages";

type Props = {
  /** The stored layout; absent (older drafts) means every section, shown, in the default order. */
  value: SectionLayout | undefined;
  onChange: (layout: SectionLayout) => void;
  /** The owner's own sections, listed by title among the built-in ones. */
  customSections?: readonly { id: string; title: string }[];
  error?: string;
};

/**
 * The page's sections after Home: a switch shows or hides each, Up and Down move it. The whole
 * layout is always written back (`sectionLayoutOf`), so a partial stored layout becomes complete.
 * A move is announced, and focus stays on the button that moved the section.
 */
export function SectionOrderField({ value, onChange, customSections = [], error }: Props) {
  const { t } = useTranslation("builder");
  const message = useMessage();
  // Built-in sections in the app's language; the owner's own by their titles.
  const labelOf = (id: LayoutId) => (id in PORTFOLIO_SECTION_LABELS ? t(`sections.${id}`) : layoutLabel(id, customSections));
  const layout = sectionLayoutOf(value, customSections);
  const [announcement, setAnnouncement] = useState("");
  const labelId = useId();
  const move = (index: number, delta: number) => {
    const next = moveSection(layout, index, delta);
    if (next === layout) return;
    const label = labelOf(layout[index]!.id);
    setAnnouncement(t("order.moved", { label, to: index + delta + 1, total: layout.length }));
    onChange(next);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {t("order.title")}
      </Text>
      <Stack gap={6} component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {layout.map((entry, index) => {
          const label = labelOf(entry.id);
          const first = index === 0;
          const last = index === layout.length - 1;
          return (
            // A hidden row looks hidden: dashed, greyed, and says so under its name.
            <Paper
              key={entry.id}
              component="li"
              withBorder
              radius="md"
              px="sm"
              py={6}
              data-hidden={!entry.visible || undefined}
              bg={entry.visible ? undefined : "var(--mantine-color-default-hover)"}
              style={entry.visible ? undefined : { borderStyle: "dashed" }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <Switch
                    label={label}
                    checked={entry.visible}
                    onChange={(event) => onChange(layout.map((item, i) => (i === index ? { ...item, visible: event.currentTarget.checked } : item)))}
                  />
                  {/* The switch already reads "off" to screen readers. */}
                  {!entry.visible && (
                    <Text size="xs" c="dimmed" aria-hidden>
                      {t("order.hidden")}
                    </Text>
                  )}
                </Group>
                <Group gap={4} wrap="nowrap">
                  {/* aria-disabled rather than disabled, so focus stays on a button that reaches an end. */}
                  <ActionIcon
                    variant="default"
                    aria-label={t("order.up", { label })}
                    aria-disabled={first}
                    data-disabled={first || undefined}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={t("order.down", { label })}
                    aria-disabled={last}
                    data-disabled={last || undefined}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {message(error)}
        </Text>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
