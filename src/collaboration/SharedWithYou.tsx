import { useState } from "react";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { PublishHistory } from "../publishing/PublishHistory";
import { LeaveSharedButton } from "./LeaveSharedButton";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { ROLE_LABELS, roleMay } from "../../convex/model/members";
import { formatDateTime } from "../lib/formatDate";
import { portfolioPath } from "../lib/portfolioScope";

/** The template a shared portfolio without a draft opens in. */
const FIRST_TEMPLATE = "minimalist";

/**
 * "Shared with you": portfolios other people invited the person to, with their owner and the
 * person's role; the builder and preview open on them as on one's own. Hidden when there are none.
 */
export function SharedWithYou() {
  const shared = useQuery(api.members.sharedWithMe);
  // One portfolio's publish history open at a time.
  const [open, setOpen] = useState<string | null>(null);
  if (!shared || shared.length === 0) return null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="shared-heading">
      <Title order={2} size="h3" id="shared-heading" mb="md">
        Shared with you
      </Title>
      <Stack component="ul" gap="md" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {shared.map((portfolio) => {
          const title = portfolio.name.trim() || `${portfolio.ownerName}'s portfolio`;
          return (
            <Group component="li" key={portfolio.portfolioId} justify="space-between" gap="sm" wrap="wrap">
              <div style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  Owner: {portfolio.ownerName} · Your role: {ROLE_LABELS[portfolio.role]}
                  {portfolio.updatedAt !== null && ` · Saved ${formatDateTime(portfolio.updatedAt)}`}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  variant="subtle"
                  size="sm"
                  aria-expanded={open === portfolio.portfolioId}
                  aria-label={`Publish history of ${title}`}
                  onClick={() => setOpen(open === portfolio.portfolioId ? null : portfolio.portfolioId)}
                >
                  History
                </Button>
                <Button component={Link} to={portfolioPath("/preview", portfolio.portfolioId)} variant="default" size="sm" aria-label={`Preview ${title}`}>
                  Preview
                </Button>
                <Button
                  component={Link}
                  to={portfolioPath(`/builder/${encodeURIComponent(portfolio.templateId ?? FIRST_TEMPLATE)}`, portfolio.portfolioId)}
                  variant="light"
                  size="sm"
                  aria-label={`${roleMay(portfolio.role, "publish") ? "Edit and publish" : "Edit"} ${title}`}
                >
                  {roleMay(portfolio.role, "publish") ? "Edit and publish" : "Edit"}
                </Button>
                <LeaveSharedButton portfolioId={portfolio.portfolioId} title={title} ownerName={portfolio.ownerName} />
              </Group>
              {open === portfolio.portfolioId && (
                <div style={{ flexBasis: "100%" }}>
                  <PublishHistory portfolioId={portfolio.portfolioId} draftRevision={portfolio.revision} canRestore={roleMay(portfolio.role, "publish")} />
                </div>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
