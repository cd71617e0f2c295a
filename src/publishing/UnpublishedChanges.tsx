import { useState } from "react";
import { Button, Card, Group, List, Text, Title } from "@mantine/core";
import { IconWorldUpload } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { useSampleContentCheck } from "./SampleContentDialog";
import { upperFirst, useChangeSummary } from "./changeSummary";
import { publishText } from "./publishTexts";
import { usePublishDraft } from "./usePublish";
import type { SectionChange } from "../../convex/model/portfolioChanges";

/**
 * Says whether the saved draft differs from the live page, section by section, with one click to
 * publish the draft as saved.
 */
export function UnpublishedChanges({ changes }: { changes: SectionChange[] }) {
  const { t, i18n } = useTranslation("publishing");
  const summary = useChangeSummary();
  const publishDraft = usePublishDraft();
  // The saved draft is what goes live: asked about first when it is still the sample's.
  const draft = useQuery(api.drafts.get, {});
  const { confirmOwnContent, sampleDialog } = useSampleContentCheck();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("changes.upToDate")}
      </Text>
    );
  }

  const publish = async () => {
    if (draft && !(await confirmOwnContent(draft.formData))) return;
    setBusy(true);
    setProblem(null);
    const outcome = await publishDraft();
    setBusy(false);
    if (outcome.ok) notifications.show({ color: "green", message: publishText("publishedFromDashboard") });
    // The draft fails a publish rule (e.g. no name, an unsafe link): the builder shows where.
    else setProblem(outcome.code === "validation/invalid" ? publishText("fieldsToCorrect") : outcome.code ? outcome.message : publishText("dashboardFailed"));
  };

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="changes-heading"
      style={{ borderLeft: "4px solid var(--mantine-color-yellow-6)" }}
    >
      <Title order={2} size="h3" id="changes-heading" mb="xs">
        {t("changes.title")}
      </Title>
      <Text size="sm" mb="xs">
        {t("changes.differs")}
      </Text>
      <List size="sm" spacing={4}>
        {changes.map((change) => (
          <List.Item key={change.section}>
            <Text component="span" size="sm" fw={600}>
              {t("changes.section", { section: t(`changes.sections.${change.section}`) })}
            </Text>{" "}
            {upperFirst(summary(change), i18n.language)}
          </List.Item>
        ))}
      </List>
      {problem && (
        <Text size="sm" c="red.8" mt="sm" role="alert">
          {problem}
        </Text>
      )}
      <Group mt="md" gap="sm">
        <Button size="sm" onClick={() => void publish()} disabled={busy} leftSection={<IconWorldUpload size={16} aria-hidden />}>
          {busy ? t("changes.publishing") : t("changes.publish")}
        </Button>
        <Text size="xs" c="dimmed">
          {t("changes.hint")}
        </Text>
      </Group>
      {sampleDialog}
    </Card>
  );
}
