import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { InlineLoader } from "../ui/InlineLoader";
import { useQuery } from "convex/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { MAX_VERSIONS } from "../../convex/model/versions";
import { useFormatters } from "../i18n/useFormatters";
import { portfolioArgs, portfolioPath } from "../lib/portfolioScope";
import { RestoreVersionButton } from "./RestoreVersionButton";
import { DeleteVersionButton } from "./DeleteVersionButton";

/**
 * Every publish, newest first: when, which template, who published it, View and "Restore to
 * draft". Live. With `portfolioId`, a shared portfolio's history (Restore for roles that may).
 */
export function PublishHistory({ draftRevision, portfolioId, canRestore = true }: { draftRevision: number; portfolioId?: string; canRestore?: boolean }) {
  const { t } = useTranslation("publishing");
  const format = useFormatters();
  const versions = useQuery(api.portfolioVersions.list, portfolioArgs(portfolioId));
  const headingId = portfolioId === undefined ? "history-heading" : `history-heading-${portfolioId}`;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={portfolioId === undefined ? 2 : 3} size="h3" id={headingId} mb="xs">
        {t("history.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("history.intro", { max: MAX_VERSIONS })}
      </Text>
      {versions === undefined ? (
        <InlineLoader label={t("history.loading")} />
      ) : versions === null || versions.length === 0 ? (
        <Text c="dimmed">{t("history.none")}</Text>
      ) : (
        <Stack component="ol" gap="xs" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("history.list")}>
          {versions.map((version) => (
            <Group component="li" key={version.id} justify="space-between" wrap="wrap" gap="xs" py={4}>
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>
                  <time dateTime={new Date(version.publishedAt).toISOString()}>{format.dateTime(version.publishedAt)}</time>
                </Text>
                <Text size="sm" c="dimmed">
                  {version.publishedBy
                    ? t("history.templateBy", { template: version.templateName, by: version.publishedBy })
                    : t("history.template", { template: version.templateName })}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={portfolioPath(`/history/${encodeURIComponent(version.id)}`, portfolioId)}
                  variant="default"
                  size="xs"
                  aria-label={t("history.viewName", { date: format.dateTime(version.publishedAt) })}
                >
                  {t("history.view")}
                </Button>
                {canRestore && (
                  <RestoreVersionButton versionId={version.id} publishedAt={version.publishedAt} draftRevision={draftRevision} portfolioId={portfolioId} />
                )}
                {/* The owner's own history only: deleting is not a member's to do. */}
                {portfolioId === undefined && <DeleteVersionButton versionId={version.id} publishedAt={version.publishedAt} />}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
