import { Button, Card, Group, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../i18n/useFormatters";
import { ResumeDocxButton } from "../resume/ResumeDocxButton";
import { ResumeLinkButton } from "../resume/ResumeLinkButton";
import type { DraftSummary } from "./types";

/** The saved draft's status; live, so a save on another device shows here at once. */
export function DraftCard({ draft }: { draft: DraftSummary | null }) {
  const { t } = useTranslation("dashboard");
  const format = useFormatters();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="draft-heading">
      <Title order={2} size="h3" id="draft-heading" mb="md">
        {t("draft.title")}
      </Title>
      {draft === null ? (
        <Text c="dimmed">{t("draft.none")}</Text>
      ) : (
        <Group justify="space-between" align="flex-end">
          <div>
            <Text>
              <Text component="span" c="dimmed">
                {t("draft.template")}{" "}
              </Text>
              <Text component="span" fw={600}>
                {draft.templateName}
              </Text>
            </Text>
            <Text>
              <Text component="span" c="dimmed">
                {t("draft.lastSaved")}{" "}
              </Text>
              <time dateTime={new Date(draft.updatedAt).toISOString()}>{format.dateTime(draft.updatedAt)}</time>
            </Text>
          </div>
          <Group gap="sm">
            <ResumeLinkButton />
            <ResumeDocxButton />
            <Button component={Link} to={`/builder/${encodeURIComponent(draft.templateId)}`} variant="filled">
              {t("draft.continue")}
            </Button>
          </Group>
        </Group>
      )}
    </Card>
  );
}
