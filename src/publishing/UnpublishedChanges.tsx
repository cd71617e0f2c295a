import { useState } from "react";
import { Button, Card, Group, List, Text, Title } from "@mantine/core";
import { IconWorldUpload } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { useSampleContentCheck } from "./SampleContentDialog";
import { PUBLISH_TEXTS } from "./publishTexts";
import { usePublishDraft } from "./usePublish";
import type { SectionChange } from "../../convex/model/portfolioChanges";

/**
 * Says whether the saved draft differs from the live page, section by section, with one click to
 * publish the draft as saved.
 */
export function UnpublishedChanges({ changes }: { changes: SectionChange[] }) {
  const publishDraft = usePublishDraft();
  // The saved draft is what goes live: asked about first when it is still the sample's.
  const draft = useQuery(api.drafts.get, {});
  const { confirmOwnContent, sampleDialog } = useSampleContentCheck();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Your published page is up to date with your draft.
      </Text>
    );
  }

  const publish = async () => {
    if (draft && !(await confirmOwnContent(draft.formData))) return;
    setBusy(true);
    setProblem(null);
    const outcome = await publishDraft();
    setBusy(false);
    if (outcome.ok) notifications.show({ color: "green", message: PUBLISH_TEXTS.publishedFromDashboard });
    // The draft fails a publish rule (e.g. no name, an unsafe link): the builder shows where.
    else setProblem(outcome.code === "validation/invalid" ? PUBLISH_TEXTS.fieldsToCorrect : outcome.code ? outcome.message : PUBLISH_TEXTS.dashboardFailed);
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
        Unpublished changes
      </Title>
      <Text size="sm" mb="xs">
        Your draft differs from your published page in:
      </Text>
      <List size="sm" spacing={4}>
        {changes.map((change) => (
          <List.Item key={change.section}>
            <Text component="span" size="sm" fw={600}>
              {change.label}:
            </Text>{" "}
            {change.summary}
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
          {busy ? "Publishing…" : "Publish changes"}
        </Button>
        <Text size="xs" c="dimmed">
          Publishes your saved draft as it is.
        </Text>
      </Group>
      {sampleDialog}
    </Card>
  );
}
