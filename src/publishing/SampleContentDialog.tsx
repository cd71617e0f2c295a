import { useCallback, useRef, useState } from "react";
import { List, Text } from "@mantine/core";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import type { FormData } from "../../convex/model/formData";
import { sampleLeftovers, type SampleLeftover } from "../sample/sampleLeftovers";

export const SAMPLE_DIALOG_TEXTS = {
  title: "Publish the sample's details?",
  intro: "Your portfolio still shows details from the sample portfolio, which belong to someone else:",
  advice: "Replace them with your own before publishing, or publish anyway.",
  publish: "Publish anyway",
  keepEditing: "Keep editing",
} as const;

/**
 * Asks before publishing content that still carries the sample's name, email, phone or links.
 * `confirmOwnContent` resolves true at once when nothing is the sample's, otherwise when the person
 * chooses "Publish anyway"; render `sampleDialog` where the publish button is.
 */
export function useSampleContentCheck() {
  const [leftovers, setLeftovers] = useState<SampleLeftover[] | null>(null);
  const answer = useRef<((publish: boolean) => void) | null>(null);

  const confirmOwnContent = useCallback((content: Parameters<typeof sampleLeftovers>[0] | FormData): Promise<boolean> => {
    const found = sampleLeftovers(content);
    if (found.length === 0) return Promise.resolve(true);
    setLeftovers(found);
    return new Promise((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const choose = (publish: boolean) => {
    answer.current?.(publish);
    answer.current = null;
    setLeftovers(null);
  };

  const sampleDialog = (
    <ConfirmDialog
      opened={leftovers !== null}
      onClose={() => choose(false)}
      title={SAMPLE_DIALOG_TEXTS.title}
      confirmLabel={SAMPLE_DIALOG_TEXTS.publish}
      cancelLabel={SAMPLE_DIALOG_TEXTS.keepEditing}
      busyLabel={SAMPLE_DIALOG_TEXTS.publish}
      busy={false}
      onConfirm={() => choose(true)}
    >
      {SAMPLE_DIALOG_TEXTS.intro}
      <List size="sm" my="xs">
        {(leftovers ?? []).map((item) => (
          <List.Item key={item.field}>
            <Text component="span" size="sm" fw={600}>
              {item.label}:
            </Text>{" "}
            {item.value}
          </List.Item>
        ))}
      </List>
      {SAMPLE_DIALOG_TEXTS.advice}
    </ConfirmDialog>
  );

  return { confirmOwnContent, sampleDialog };
}
