import { useState } from "react";
import { Card, Select, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { applyAppLanguage } from "../i18n/applyAppLanguage";
import { APP_LANGUAGES, APP_LANGUAGE_NAMES, isAppLanguage } from "../i18n/languages";

/**
 * The account's language: switches the app here at once and saves it on the account, so a new
 * device (once signed in) and the mails we send use it too.
 */
export function AccountLanguage() {
  const { t, i18n } = useTranslation("common");
  const setLanguage = useMutation(api.users.setLanguage);
  const [busy, setBusy] = useState(false);
  const choose = async (value: string | null) => {
    if (!isAppLanguage(value) || value === i18n.language) return;
    setBusy(true);
    try {
      await applyAppLanguage(value);
      await setLanguage({ language: value });
      notifications.show({ color: "green", message: t("language.saved") });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("language.saveFailed")) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="language-heading">
      <Title order={2} size="h3" id="language-heading" mb="xs">
        {t("language.accountHeading")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("language.accountDescription")}
      </Text>
      <Select
        label={t("language.chooser")}
        data={APP_LANGUAGES.map((language) => ({ value: language, label: APP_LANGUAGE_NAMES[language] }))}
        value={i18n.language}
        onChange={(value) => void choose(value)}
        allowDeselect={false}
        disabled={busy}
        maw={280}
        comboboxProps={{ withinPortal: true }}
      />
    </Card>
  );
}
