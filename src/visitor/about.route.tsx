import { Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBolt, IconHeadset, IconPalette, IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { IconBadge } from "../ui/IconBadge";
import { STATIC_VISITOR_PAGE } from "../lib/routeHandle";
import type { Route } from "./+types/about.route";
import { pageMeta } from "../i18n/pageMeta";

/** Plain HTML: no React in the browser (src/visitor/script). */
export const handle = STATIC_VISITOR_PAGE;

/** Each value's words: about.values.<key> in the visitor catalogue. */
const VALUES = [
  { key: "simplicity", Icon: IconSparkles },
  { key: "creativity", Icon: IconPalette },
  { key: "speed", Icon: IconBolt },
  { key: "support", Icon: IconHeadset },
];

export const meta: Route.MetaFunction = (args) => pageMeta(args, "about");

export default function AboutPage() {
  const { t } = useTranslation("visitor");
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <Title order={1}>{t("about.title")}</Title>
        <section aria-labelledby="mission">
          <Title order={2} id="mission" mb="xs">
            {t("about.missionTitle")}
          </Title>
          <Text>{t("about.mission")}</Text>
        </section>
        <section aria-labelledby="story">
          <Title order={2} id="story" mb="xs">
            {t("about.storyTitle")}
          </Title>
          <Text>{t("about.story")}</Text>
        </section>
        <section aria-labelledby="values">
          <Title order={2} id="values" mb="md">
            {t("about.valuesTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
            {VALUES.map(({ key, Icon }) => (
              <Card key={key} withBorder padding="lg" component="article">
                <IconBadge size={40} variant="light" mb="sm" aria-hidden>
                  <Icon size={22} stroke={1.6} />
                </IconBadge>
                <Title order={3} size="h4">
                  {t(`about.values.${key}.title`)}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(`about.values.${key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
