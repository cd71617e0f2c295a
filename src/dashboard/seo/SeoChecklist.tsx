import { Anchor, Group, List, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CheckDetail, CheckItem } from "./seoChecklist";

/** What a check found, in words (the app's language). */
export const checkDetailText = (t: TFunction<"dashboard">, { key, values }: CheckDetail): string =>
  t(`seo.detail.${key}${values.n === 1 ? "One" : ""}`, values);

/** The checklist's items: passed or not (icon and words), what was found, and where to fix it. */
export function SeoChecklist({
  items,
  templateId,
  onFixSeoField,
}: {
  items: CheckItem[];
  templateId: string;
  onFixSeoField: ((field: "title" | "description") => void) | null;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <List spacing="sm" listStyleType="none" aria-label={t("seo.checklist")} data-testid="seo-checklist">
      {items.map((item) => (
        <List.Item
          key={item.id}
          data-check={item.id}
          data-ok={item.ok}
          icon={
            <ThemeIcon size={22} radius="xl" color={item.ok ? "teal" : "yellow"} aria-hidden>
              {item.ok ? <IconCheck size={14} /> : <IconAlertTriangle size={14} />}
            </ThemeIcon>
          }
        >
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {t(item.ok ? "seo.passed" : "seo.toFix", { label: t(`seo.checks.${item.id}`) })}
            </Text>
            <Text size="sm" c="dimmed">
              {checkDetailText(t, item.detail)}
            </Text>
            {!item.ok && <FixLink item={item} templateId={templateId} onFixSeoField={onFixSeoField} />}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function FixLink({
  item,
  templateId,
  onFixSeoField,
}: {
  item: CheckItem;
  templateId: string;
  onFixSeoField: ((field: "title" | "description") => void) | null;
}) {
  const { t } = useTranslation("dashboard");
  const fix = item.fix;
  if (fix.kind === "seo" && onFixSeoField) {
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => onFixSeoField(fix.field)}>
        {fix.field === "title" ? t("seo.fixTitle") : t("seo.fixDescription")}
      </Anchor>
    );
  }
  // Without the SEO tools the page's own title and description come from the name and the bio.
  const field = fix.kind === "builder" ? fix.field : fix.field === "title" ? "name" : "bio";
  return (
    <Anchor component={Link} to={`/builder/${templateId}`} state={{ focus: field }} size="sm">
      {t("seo.fixInBuilder", { field: t(`seo.fields.${field}`) })}
    </Anchor>
  );
}
