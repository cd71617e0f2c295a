import { useState } from "react";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { PublishHistory } from "../publishing/PublishHistory";
import { LeaveSharedButton } from "./LeaveSharedButton";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../../convex/_generated/api";
import { roleMay } from "../../convex/model/members";
import { useFormatters } from "../i18n/useFormatters";
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
  const { t } = useTranslation("collaboration");
  const { dateTime } = useFormatters();
  if (!shared || shared.length === 0) return null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="shared-heading">
      <Title order={2} size="h3" id="shared-heading" mb="md">
        {t("shared.title")}
      </Title>
      <Stack component="ul" gap="md" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {shared.map((portfolio) => {
          const title = portfolio.name.trim() || t("shared.untitled", { owner: portfolio.ownerName });
          const edit = roleMay(portfolio.role, "publish") ? "editAndPublish" : "edit";
          return (
            <Group component="li" key={portfolio.portfolioId} justify="space-between" gap="sm" wrap="wrap">
              <div style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {t("shared.owner", { owner: portfolio.ownerName, role: t(`roles.${portfolio.role}`) })}
                  {portfolio.updatedAt !== null && t("shared.saved", { date: dateTime(portfolio.updatedAt) })}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  variant="subtle"
                  size="sm"
                  aria-expanded={open === portfolio.portfolioId}
                  aria-label={t("shared.historyLabel", { title })}
                  onClick={() => setOpen(open === portfolio.portfolioId ? null : portfolio.portfolioId)}
                >
                  {t("shared.history")}
                </Button>
                <Button
                  component={Link}
                  to={portfolioPath("/preview", portfolio.portfolioId)}
                  variant="default"
                  size="sm"
                  aria-label={t("shared.previewLabel", { title })}
                >
                  {t("shared.preview")}
                </Button>
                <Button
                  component={Link}
                  to={portfolioPath(`/builder/${encodeURIComponent(portfolio.templateId ?? FIRST_TEMPLATE)}`, portfolio.portfolioId)}
                  variant="light"
                  size="sm"
                  aria-label={t(`shared.${edit}Label`, { title })}
                >
                  {t(`shared.${edit}`)}
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
