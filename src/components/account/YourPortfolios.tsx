import { Anchor, Card, List, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import type { DashboardData } from "../dashboard/types";
import { formatDate, formatDateTime } from "../../lib/formatDate";
import { publicPageHref } from "../../lib/publicLink";

/** The user's portfolios: the published one and the draft, each with a link. */
export function YourPortfolios({ data }: { data: DashboardData | null | undefined }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="portfolios-heading">
      <Title order={2} size="h3" id="portfolios-heading" mb="md">
        Your Portfolios
      </Title>
      {data === undefined ? (
        <Text c="dimmed">Loading...</Text>
      ) : !data || (!data.published && !data.draft) ? (
        <Text c="dimmed">
          You have no portfolios yet.{" "}
          <Anchor component={Link} to="/templates">
            Choose a template
          </Anchor>{" "}
          to start one.
        </Text>
      ) : (
        <List spacing="sm">
          {data.published && (
            <List.Item>
              {/* A full page load: the public page is served by the server, outside this app. */}
              <Anchor href={publicPageHref(data.published.path)}>
                Published portfolio ({data.published.templateName})
              </Anchor>{" "}
              <Text component="span" size="sm" c="dimmed">
                published on {formatDate(data.published.publishedAt)}
              </Text>
            </List.Item>
          )}
          {data.draft && (
            <List.Item>
              <Anchor component={Link} to={`/builder/${encodeURIComponent(data.draft.templateId)}`}>
                Draft ({data.draft.templateName})
              </Anchor>{" "}
              <Text component="span" size="sm" c="dimmed">
                last saved {formatDateTime(data.draft.updatedAt)}
              </Text>
            </List.Item>
          )}
        </List>
      )}
    </Card>
  );
}
