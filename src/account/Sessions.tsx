import { useState } from "react";
import { Button, Card, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { useErrorText } from "../i18n/messages";
import { useLogout } from "./auth/useLogout";

/** "Sign out of all devices": every session of the account ends at once, this one included. */
export function Sessions() {
  const signOutEverywhere = useMutation(api.account.signOutEverywhere);
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation("account");
  const errorText = useErrorText();

  const run = async () => {
    setBusy(true);
    try {
      await signOutEverywhere({});
      notifications.show({ color: "green", message: t("sessions.done") });
      await logout();
    } catch (error) {
      setBusy(false);
      notifications.show({ color: "red", message: errorText(error, t("sessions.failed")) });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="sessions-heading">
      <Title order={2} size="h3" id="sessions-heading" mb="md">
        {t("sessions.heading")}
      </Title>
      <Text size="sm" mb="md">
        {t("sessions.text")}
      </Text>
      <Button variant="default" onClick={() => void run()} disabled={busy}>
        {busy ? t("sessions.busy") : t("sessions.button")}
      </Button>
    </Card>
  );
}
