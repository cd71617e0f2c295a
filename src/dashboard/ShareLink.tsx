import { Button, CopyButton, Group, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The published portfolio's full address, read-only, with a Copy button (spec: "copy it"). */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label={t("share.label")} value={url} readOnly onFocus={(event) => event.currentTarget.select()} style={{ flex: 1, minWidth: 0 }} />
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? "filled" : "light"}
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t("share.copied") : t("share.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t("share.hint")}
      </Text>
    </div>
  );
}
