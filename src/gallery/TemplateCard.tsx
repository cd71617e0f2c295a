import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCrown, IconEye, IconLock } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { templatePlan, type TemplateInfo } from "../../convex/model/templates";
import { templateDemoHref } from "./templateDemo";
import { TemplatePreviewImage } from "./TemplatePreviewImage";

/**
 * One catalogue entry: preview, name with the plan that includes it (templates have no prices of
 * their own: the plans do), description, category, tags, its demo and the action.
 */
export function TemplateCard({
  template,
  useHref,
  locked,
  pending,
  onUse,
  onIntent,
}: {
  template: TemplateInfo;
  /** Where "Use this template" leads (the builder, or sign-up first), for the link's address. */
  useHref: string;
  /** Premium and the user's plan does not include it. */
  locked: boolean;
  pending: boolean;
  onUse: () => void;
  /** The pointer or focus reached the action: a good moment to preload. */
  onIntent: () => void;
}) {
  const titleId = `template-${template.id}-title`;
  const plan = templatePlan(template);
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="lg" h="100%">
      <Card.Section>
        <TemplatePreviewImage template={template} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {template.name}
          </Title>
          {plan === "free" ? (
            // The badge's short word for the eye, the whole meaning for screen readers (no aria-label
            // on the badge's div: the HTML checker refuses it).
            <Badge color="teal.9" size="lg">
              <span aria-hidden="true">Free</span>
              <VisuallyHidden>Included in the Free plan</VisuallyHidden>
            </Badge>
          ) : (
            <Badge color="grape" size="lg" leftSection={<IconCrown size={12} aria-hidden />}>
              <span aria-hidden="true">Pro</span>
              <VisuallyHidden>Premium: Pro and Business plans</VisuallyHidden>
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="outline" color="gray">
            {template.category}
          </Badge>
        </Group>
        <Text size="sm">{template.description}</Text>
        <Group gap={6} component="ul" aria-label="Tags" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {template.tags.map((tag) => (
            <Badge key={tag} component="li" variant="light" size="sm" radius="sm" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Button
        component="a"
        href={templateDemoHref(template.id)}
        mt="md"
        fullWidth
        variant="default"
        // It opens in this tab (the demo has its way back): no external-link icon.
        leftSection={<IconEye size={16} aria-hidden />}
      >
        Live demo<VisuallyHidden>: {template.name}</VisuallyHidden>
      </Button>
      <Button
        component={Link}
        to={useHref}
        mt="xs"
        fullWidth
        loading={pending}
        variant={locked ? "light" : "filled"}
        leftSection={locked ? <IconLock size={16} aria-hidden /> : undefined}
        onClick={(event) => {
          event.preventDefault();
          onUse();
        }}
        onMouseEnter={onIntent}
        onFocus={onIntent}
      >
        Use this template<VisuallyHidden>: {template.name}</VisuallyHidden>
      </Button>
    </Card>
  );
}
