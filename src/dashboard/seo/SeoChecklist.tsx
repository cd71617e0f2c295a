import { Anchor, Group, List, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import type { CheckItem } from "./seoChecklist";

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
  return (
    <List spacing="sm" listStyleType="none" aria-label="SEO checklist" data-testid="seo-checklist">
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
              {item.label}: {item.ok ? "passed" : "to fix"}
            </Text>
            <Text size="sm" c="dimmed">
              {item.detail}
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
  const fix = item.fix;
  if (fix.kind === "seo" && onFixSeoField) {
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => onFixSeoField(fix.field)}>
        Fix: {fix.field === "title" ? "page title" : "description"}
      </Anchor>
    );
  }
  // Without the SEO tools the page's own title and description come from the name and the bio.
  const field = fix.kind === "builder" ? fix.field : fix.field === "title" ? "name" : "bio";
  const label = fix.kind === "builder" ? fix.label : fix.field === "title" ? "Full name" : "Short bio";
  return (
    <Anchor component={Link} to={`/builder/${templateId}`} state={{ focus: field }} size="sm">
      Fix in the builder: {label}
    </Anchor>
  );
}
