import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { InlineLoader } from "../common/InlineLoader";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import { MAX_VERSIONS } from "../../../convex/model/versions";
import { formatDateTime } from "../../lib/formatDate";
import { RestoreVersionButton } from "./RestoreVersionButton";

/** Every publish, newest first: when, which template, View and "Restore to draft". Live. */
export function PublishHistory({ draftRevision }: { draftRevision: number }) {
  const versions = useQuery(api.portfolioVersions.list, {});
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="history-heading">
      <Title order={2} size="h3" id="history-heading" mb="xs">
        Publish history
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your last {MAX_VERSIONS} publishes are kept. View one as it was, or restore it to your draft.
      </Text>
      {versions === undefined ? (
        <InlineLoader label="Loading your history…" />
      ) : versions === null || versions.length === 0 ? (
        <Text c="dimmed">Nothing published yet. Each publish will be listed here.</Text>
      ) : (
        <Stack component="ol" gap="xs" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Published versions">
          {versions.map((version) => (
            <Group component="li" key={version.id} justify="space-between" wrap="wrap" gap="xs" py={4}>
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>
                  <time dateTime={new Date(version.publishedAt).toISOString()}>{formatDateTime(version.publishedAt)}</time>
                </Text>
                <Text size="sm" c="dimmed">
                  {version.publishedBy ? `${version.templateName} template · published by ${version.publishedBy}` : `${version.templateName} template`}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`/history/${encodeURIComponent(version.id)}`}
                  variant="default"
                  size="xs"
                  aria-label={`View the version of ${formatDateTime(version.publishedAt)}`}
                >
                  View
                </Button>
                <RestoreVersionButton versionId={version.id} publishedAt={version.publishedAt} draftRevision={draftRevision} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
