import { Box, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT } from "../../../convex/model/seo";
import { breadcrumb, cut, type Appearance } from "./searchAppearance";
import classes from "./Seo.module.css";

/** A search result and a link-preview card, drawn from the page's tags. */
export function SearchPreview({ appearance }: { appearance: Appearance }) {
  const { t } = useTranslation("dashboard");
  const host = (() => {
    try {
      return new URL(appearance.url).host;
    } catch {
      return "";
    }
  })();
  return (
    <Stack gap="md">
      <section aria-labelledby="seo-search-heading">
        <Title order={4} size="h6" id="seo-search-heading" mb={6}>
          {t("seo.inResults")}
        </Title>
        <Paper withBorder p="md" radius="md" data-testid="search-snippet">
          <Text size="xs" c="dimmed" className={classes.oneLine} data-testid="snippet-url">
            {breadcrumb(appearance.url)}
          </Text>
          <Text className={classes.snippetTitle} data-testid="snippet-title">
            {cut(appearance.title, SEO_TITLE_LIMIT)}
          </Text>
          <Text size="sm" data-testid="snippet-description">
            {cut(appearance.description, SEO_DESCRIPTION_LIMIT)}
          </Text>
        </Paper>
      </section>
      <section aria-labelledby="seo-card-heading">
        <Title order={4} size="h6" id="seo-card-heading" mb={6}>
          {t("seo.whenShared")}
        </Title>
        <Paper withBorder radius="md" className={classes.card} data-testid="link-card">
          {appearance.image ? (
            <Image src={appearance.image} alt={appearance.imageAlt} className={classes.cardImage} data-testid="link-card-image" />
          ) : (
            <Box className={classes.cardImage} aria-hidden />
          )}
          <Box p="sm">
            <Text size="xs" c="dimmed" tt="uppercase">
              {host}
            </Text>
            <Text fw={700} className={classes.oneLine} data-testid="link-card-title">
              {appearance.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {appearance.description}
            </Text>
          </Box>
        </Paper>
      </section>
    </Stack>
  );
}
