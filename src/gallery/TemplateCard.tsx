import { useTranslation } from "react-i18next";
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCrown, IconEye, IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { PLAN_ORDER } from "../../convex/model/plans";
import { canUseTemplate, templatePlan, type TemplateInfo } from "../../convex/model/templates";
import { APP_BASENAME } from "../lib/basePath";
import { useStaticDocument } from "../lib/routeHandle";
import { upgradePath } from "../plans/upgrade";
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
  priority = false,
  hidden = false,
}: {
  template: TemplateInfo;
  /** Filtered out (the gallery without React keeps every card in the HTML for its script). */
  hidden?: boolean;
  /** Where "Use this template" leads (the builder, or sign-up first), for the link's address. */
  useHref: string;
  /** Premium and the user's plan does not include it. */
  locked: boolean;
  pending: boolean;
  onUse: () => void;
  /** The pointer or focus reached the action: a good moment to preload. */
  onIntent: () => void;
  /** Among the first cards on screen: its picture loads at once (the page's largest paint). */
  priority?: boolean;
}) {
  const { t } = useTranslation("gallery");
  const titleId = `template-${template.id}-title`;
  const plan = templatePlan(template);
  const staticDocument = useStaticDocument();
  const actionButton = (locked: boolean) => (
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
      {...(staticDocument && { "data-template-use": "" })}
    >
      {t("use")}
      <VisuallyHidden>: {template.name}</VisuallyHidden>
    </Button>
  );
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      // Mantine's display would override the hidden attribute.
      style={hidden ? { display: "none" } : undefined}
      {...(staticDocument && staticCardData(template, [t(`categories.${template.category}`), t(`descriptions.${template.id}`)]))}
    >
      <Card.Section>
        <TemplatePreviewImage template={template} priority={priority} />
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
              <span aria-hidden="true">{t("card.free")}</span>
              <VisuallyHidden>{t("card.freeMeaning")}</VisuallyHidden>
            </Badge>
          ) : (
            <Badge color="grape" size="lg" leftSection={<IconCrown size={12} aria-hidden />}>
              <span aria-hidden="true">{t("card.pro")}</span>
              <VisuallyHidden>{t("card.proMeaning")}</VisuallyHidden>
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="outline" color="gray">
            {t(`categories.${template.category}`)}
          </Badge>
        </Group>
        <Text size="sm">{t(`descriptions.${template.id}`)}</Text>
        <Group gap={6} component="ul" aria-label={t("card.tags")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
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
        {t("card.liveDemo")}
        <VisuallyHidden>: {template.name}</VisuallyHidden>
      </Button>
      {actionButton(locked)}
      {/* Without React, the member's script swaps in the locked look once it knows the plan. */}
      {staticDocument && !locked && templatePlan(template) !== "free" && <template data-template-locked>{actionButton(true)}</template>}
    </Card>
  );
}

/**
 * What /templates' script without React reads of a card (src/gallery/script): the fields the search
 * matches (with the words shown, when the page is not in English), the template's id, the plans
 * that include it, and its trial's address.
 */
function staticCardData(template: TemplateInfo, shownWords: string[]) {
  const shown = shownWords.filter((word) => word !== template.category && word !== template.description);
  return {
    "data-template": JSON.stringify({
      name: template.name,
      category: template.category,
      tags: template.tags,
      description: template.description,
      ...(shown.length > 0 && { shown }),
      plan: templatePlan(template),
    }),
    "data-template-id": template.id,
    "data-template-plans": PLAN_ORDER.filter((plan) => canUseTemplate(template, plan)).join(" "),
    // The premium message's free trial comes back to this template's builder.
    "data-template-trial": APP_BASENAME + upgradePath("premiumTemplates", `/builder/${template.id}`),
  };
}
