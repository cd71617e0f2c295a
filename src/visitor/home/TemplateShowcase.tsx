import { Badge, Card, Group, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isPremium, TEMPLATES } from "../../../convex/model/templates";
import { TemplatePreviewImage } from "../../gallery/TemplatePreviewImage";
import { templateDemoHref } from "../../gallery/templateDemo";
import classes from "./TemplateShowcase.module.css";

/**
 * The catalogue at a glance on the home page (images only; no template code is loaded). Each card
 * is a link to the template's live demo (its name is the link; the whole card is its target).
 */
export function TemplateShowcase() {
  const { t } = useTranslation("visitor");
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {TEMPLATES.map((template) => (
        <Card key={template.id} component="article" withBorder padding="md" radius="md" className={classes.card}>
          <Card.Section>
            <TemplatePreviewImage template={template} />
          </Card.Section>
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Text component="h3" fw={700} size="lg" m={0}>
              <a href={templateDemoHref(template.id)} className={classes.link}>
                {template.name}
              </a>
            </Text>
            <Badge variant={isPremium(template) ? "light" : "default"} color="grape">
              {isPremium(template) ? t("home.pro") : t("home.free")}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {template.category}
          </Text>
          <Text size="sm" mt="xs">
            {template.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
