import { useCallback, useRef, useState } from "react";
import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import type { PortfolioFormData } from "../../convex/model/formData";
import { sampleLeftovers, type SampleLeftover } from "../sample/sampleLeftovers";

/**
 * Asks before publishing content that still carries the sample's name, email, phone or links.
 * `confirmOwnContent` resolves true at once when nothing is the sample's, otherwise when the person
 * chooses "Publish anyway"; render `sampleDialog` where the publish button is.
 */
export function useSampleContentCheck() {
  const { t } = useTranslation("publishing");
  const [leftovers, setLeftovers] = useState<SampleLeftover[] | null>(null);
  const answer = useRef<((publish: boolean) => void) | null>(null);

  const confirmOwnContent = useCallback((content: Parameters<typeof sampleLeftovers>[0] | PortfolioFormData): Promise<boolean> => {
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
      title={t("sample.title")}
      confirmLabel={t("sample.publish")}
      cancelLabel={t("sample.keepEditing")}
      busyLabel={t("sample.publish")}
      busy={false}
      onConfirm={() => choose(true)}
    >
      {t("sample.intro")}
      <List size="sm" my="xs">
        {(leftovers ?? []).map((item) => (
          <List.Item key={item.field}>
            <Text component="span" size="sm" fw={600}>
              {t("sample.item", { what: item.field === "links" && item.count > 1 ? t("sample.links", { n: item.count }) : t(`sample.fields.${item.field}`) })}
            </Text>{" "}
            {item.value}
          </List.Item>
        ))}
      </List>
      {t("sample.advice")}
    </ConfirmDialog>
  );

  return { confirmOwnContent, sampleDialog };
}
