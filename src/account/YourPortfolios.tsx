import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import type { DashboardData } from "../dashboard/types";
import { formatDate, formatDateTime } from "../lib/formatDate";
import { publicPageHref } from "../lib/publicLink";

/** The user's portfolios: the published page and the draft, each with its status, link and last change. */
export function YourPortfolios({ data }: { data: DashboardData | null | undefined }) {
  const published = data?.published ?? null;
  const draft = data?.draft ?? null;
  const draftAhead = published !== null && draft !== null && (published.publishedAt === null || draft.updatedAt > Date.parse(published.publishedAt));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="portfolios-heading">
      <Title order={2} size="h3" id="portfolios-heading" mb="md">
        Your Portfolios
      </Title>
      {data === undefined ? (
        <Text c="dimmed">Loading...</Text>
      ) : !published && !draft ? (
        <Text c="dimmed">
          You have no portfolios yet.{" "}
          <Anchor component={Link} to="/templates">
            Choose a template
          </Anchor>{" "}
          to start one.
        </Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          <li>
            <Group gap="xs" wrap="wrap">
              <Badge color={published ? "teal.9" : "gray.7"} variant="filled">
                {published ? "Published" : "Not published"}
              </Badge>
              {published ? (
                // A full page load: the public page is served by the server, outside this app.
                <Anchor href={publicPageHref(published.path)}>Published portfolio ({published.templateName})</Anchor>
              ) : (
                <Text span>Public page</Text>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {published ? `Published on ${formatDate(published.publishedAt)}` : "Publish from the builder to get a public link."}
            </Text>
          </li>
          {draft && (
            <li>
              <Group gap="xs" wrap="wrap">
                {/* Dark shades: white badge text keeps 4.5:1 contrast (amber is #8f4a00). */}
                <Badge color={draftAhead ? "#8f4a00" : "blue.9"} variant="filled">
                  {draftAhead ? "Unpublished changes" : "Draft"}
                </Badge>
                <Anchor component={Link} to={`/builder/${encodeURIComponent(draft.templateId)}`}>
                  Draft ({draft.templateName})
                </Anchor>
              </Group>
              <Text size="sm" c="dimmed">
                Last saved {formatDateTime(draft.updatedAt)}
              </Text>
            </li>
          )}
        </Stack>
      )}
    </Card>
  );
}
