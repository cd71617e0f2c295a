import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { PageLoader } from "../ui/PageLoader";
import { RestoreVersionButton } from "./RestoreVersionButton";
import { useFormatters } from "../i18n/useFormatters";
import { portfolioArgs, useSharedPortfolioId } from "../lib/portfolioScope";
import { roleMay } from "../../convex/model/members";
import { PortfolioTemplate } from "../templates/PortfolioTemplate";
import type { Route } from "./+types/history.route";
import { pageMeta } from "../i18n/pageMeta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "publishedVersion");

/**
 * One published version as it looked, rendered in its template inside the app (signed in, the
 * owner's only): not a public page, so it needs no server rendering and is never indexed.
 */
export default function HistoryPage() {
  const { t } = useTranslation("publishing");
  const format = useFormatters();
  const { versionId = "" } = useParams();
  const portfolioId = useSharedPortfolioId();
  const version = useQuery(api.portfolioVersions.get, { versionId, ...portfolioArgs(portfolioId) });
  // The draft this restore would replace: one's own from the dashboard, a shared one's from its draft.
  const dashboard = useQuery(api.portfolios.dashboard, portfolioId === undefined ? {} : "skip");
  const shared = useQuery(api.drafts.get, portfolioId === undefined ? "skip" : { portfolioId });
  const access = useQuery(api.members.access, portfolioId === undefined ? "skip" : { portfolioId });
  const draftRevision =
    portfolioId === undefined
      ? dashboard && (dashboard.draft?.revision ?? 0)
      : access && roleMay(access.role, "publish") && shared !== undefined
        ? (shared?.revision ?? 0)
        : null;

  if (version === undefined) return <PageLoader label={t("version.loading")} />;
  if (version === null || version.status === "not-found") {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2">
          {t("version.notFound")}
        </Title>
        <Text mt="sm">{t("version.notFoundText")}</Text>
        <Button component={Link} to="/dashboard" mt="md" variant="light">
          {t("version.back")}
        </Button>
      </Container>
    );
  }

  return (
    <Stack gap={0} style={{ flex: 1 }}>
      <Container size="lg" py="md" w="100%">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={1} size="h2">
              {t("version.title")}
            </Title>
            <Text c="dimmed">
              <time dateTime={new Date(version.publishedAt).toISOString()}>{format.dateTime(version.publishedAt)}</time> ·{" "}
              {t("history.template", { template: version.templateName })}
            </Text>
          </div>
          <Group gap="sm">
            <Button component={Link} to="/dashboard" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              {t("version.back")}
            </Button>
            {draftRevision != null && (
              <RestoreVersionButton
                versionId={version.id}
                publishedAt={version.publishedAt}
                draftRevision={draftRevision}
                size="sm"
                portfolioId={portfolioId}
              />
            )}
          </Group>
        </Group>
      </Container>
      <Box style={{ borderTop: "1px solid var(--mantine-color-default-border)", flex: 1 }}>
        <PortfolioTemplate templateId={version.templateId} content={version.content} embedded />
      </Box>
    </Stack>
  );
}
