import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDeviceMobile, IconEye, IconLayoutGrid, IconPencil, IconWorldUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeroPreviews } from "./home/HeroPreviews";
import { TemplateShowcase } from "./home/TemplateShowcase";
import { IconBadge } from "../ui/IconBadge";
import { STATIC_VISITOR_PAGE } from "../lib/routeHandle";
import type { Route } from "./+types/home.route";
import { pageMeta } from "../i18n/pageMeta";

/** Plain HTML: no React in the browser (src/visitor/script). */
export const handle = STATIC_VISITOR_PAGE;

/** Each step's words: home.steps.<key> in the visitor catalogue. */
const STEPS = [
  { key: "choose", Icon: IconLayoutGrid },
  { key: "fill", Icon: IconPencil },
  { key: "preview", Icon: IconEye },
  { key: "publish", Icon: IconWorldUpload },
];

export const meta: Route.MetaFunction = (args) => pageMeta(args, null);

export default function HomePage() {
  const { t } = useTranslation("visitor");
  return (
    <>
      <Box
        component="section"
        py={{ base: 48, sm: 80 }}
        style={{
          background: "linear-gradient(180deg, var(--mantine-primary-color-light) 0%, transparent 100%)",
        }}
      >
        <Container size="md">
          <Stack align="center" gap="lg" ta="center">
            {/* The page heading is the product's name (spec); the headline says what it does for you. */}
            <Title order={1} fz={{ base: 15, sm: 17 }} tt="uppercase" lts={2} c="var(--mantine-primary-color-filled)">
              Portfolio Builder
            </Title>
            <Text component="p" fz={{ base: 30, sm: 54 }} fw={800} lh={1.1} maw={760} style={{ textWrap: "balance" }}>
              {t("home.headline")}
            </Text>
            <Text size="xl" maw={640}>
              {t("home.intro")}
            </Text>
            <Group gap={6} c="dimmed" justify="center" wrap="nowrap">
              <IconDeviceMobile size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" ta="left">
                {t("home.responsive")}
              </Text>
            </Group>
            <Group justify="center">
              <Button component={Link} to="/signup" size="md">
                {t("home.getStarted")}
              </Button>
              <Button component={Link} to="/templates" size="md" variant="default">
                {t("home.seeTemplates")}
              </Button>
            </Group>
            <HeroPreviews />
          </Stack>
        </Container>
      </Box>

      <Container size="lg" component="section" py={48} aria-labelledby="how-it-works">
        <Title order={2} id="how-it-works" ta="center" mb="xl">
          {t("home.howItWorks")}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {STEPS.map(({ key, Icon }, index) => (
            <Stack component="li" key={key} gap="xs" align="flex-start">
              <IconBadge size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} stroke={1.6} />
              </IconBadge>
              <Title order={3} size="h4">
                {index + 1}. {t(`home.steps.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`home.steps.${key}.text`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" component="section" py={48} aria-labelledby="showcase">
        <Group justify="space-between" align="flex-end" mb="lg">
          <div>
            <Title order={2} id="showcase">
              {t("home.showcaseTitle")}
            </Title>
            <Text c="dimmed">{t("home.showcaseText")}</Text>
          </div>
          <Button component={Link} to="/templates" variant="light">
            {t("home.browseTemplates")}
          </Button>
        </Group>
        <TemplateShowcase />
      </Container>
    </>
  );
}
