import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatters } from "../i18n/useFormatters";
import type { DashboardData } from "../lib/portfolioSummaries";
import { publicPageHref } from "../lib/publicLink";

/** The user's portfolios: the published page and the draft, each with its status, link and last change. */
export function YourPortfolios({ data }: { data: DashboardData | null | undefined }) {
  const { t } = useTranslation("account");
  const { date, dateTime } = useFormatters();
  const published = data?.published ?? null;
  const draft = data?.draft ?? null;
  const draftAhead = published !== null && draft !== null && (published.publishedAt === null || draft.updatedAt > Date.parse(published.publishedAt));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="portfolios-heading">
      <Title order={2} size="h3" id="portfolios-heading" mb="md">
        {t("portfolios.heading")}
      </Title>
      {data === undefined ? (
        <Text c="dimmed">{t("portfolios.loading")}</Text>
      ) : !published && !draft ? (
        <Text c="dimmed">
          <Trans t={t} i18nKey="portfolios.none" components={{ choose: <Anchor component={Link} to="/templates" /> }} />
        </Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          <li>
            <Group gap="xs" wrap="wrap">
              <Badge color={published ? "teal.9" : "gray.7"} variant="filled">
                {published ? t("portfolios.published") : t("portfolios.notPublished")}
              </Badge>
              {published ? (
                // A full page load: the public page is served by the server, outside this app.
                <Anchor href={publicPageHref(published.path)}>{t("portfolios.publishedLink", { template: published.templateName })}</Anchor>
              ) : (
                <Text span>{t("portfolios.publicPage")}</Text>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {published ? t("portfolios.publishedOn", { date: date(published.publishedAt) }) : t("portfolios.publishHint")}
            </Text>
          </li>
          {draft && (
            <li>
              <Group gap="xs" wrap="wrap">
                {/* Dark shades: white badge text keeps 4.5:1 contrast (amber is #8f4a00). */}
                <Badge color={draftAhead ? "#8f4a00" : "blue.9"} variant="filled">
                  {draftAhead ? t("portfolios.unpublishedChanges") : t("portfolios.draft")}
                </Badge>
                <Anchor component={Link} to={`/builder/${encodeURIComponent(draft.templateId)}`}>
                  {t("portfolios.draftLink", { template: draft.templateName })}
                </Anchor>
              </Group>
              <Text size="sm" c="dimmed">
                {t("portfolios.lastSaved", { date: dateTime(draft.updatedAt) })}
              </Text>
            </li>
          )}
        </Stack>
      )}
    </Card>
  );
}
