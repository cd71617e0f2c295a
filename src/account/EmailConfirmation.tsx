import { useState } from "react";
import { Alert, Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMailCheck } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { pendingChangeText } from "../../convex/model/emailConfirmation";
import { useErrorText, useMessage } from "../i18n/messages";

/** Mails the confirmation link again (the change on its way, or the account's own address) and says so. */
function ResendButton() {
  const resend = useMutation(api.emailConfirmations.resend);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const send = async () => {
    setBusy(true);
    try {
      const { email } = await resend({});
      notifications.show({ color: "teal", message: t("confirmation.resent", { email }) });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, t("checkConnection")) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="white" color="dark" onClick={() => void send()} loading={busy}>
      {t("confirmation.resend")}
    </Button>
  );
}

/**
 * The account's own address is not confirmed yet (signed up, or an account from before
 * confirmation existed): what waits for it, and Resend. Never in the way of anything else.
 */
export function UnconfirmedEmailAlert({ email }: { email: string }) {
  const { t } = useTranslation("account");
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailCheck size={20} aria-hidden />}
      title={t("confirmation.title")}
      role="status"
      // Mantine's yellow title on its light yellow is too faint to read (under 3:1): the text colour instead.
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      <Text size="sm" mb="xs" style={{ overflowWrap: "anywhere" }}>
        {t("confirmation.text", { email })}
      </Text>
      <ResendButton />
    </Alert>
  );
}

/** The dashboard's banner while the signed-in account's address is unconfirmed (nothing otherwise). */
export function EmailConfirmationBanner() {
  const user = useQuery(api.users.current);
  if (!user || user.emailConfirmed || user.email === "") return null;
  return <UnconfirmedEmailAlert email={user.email} />;
}

/** The account page's line while a new address waits for its link: Resend, or keep the current one. */
export function PendingEmailChange({ pending, current }: { pending: string; current: string }) {
  const cancel = useMutation(api.emailConfirmations.cancelChange);
  const { t } = useTranslation("account");
  const message = useMessage();
  return (
    <Alert color="blue" variant="light" icon={<IconMailCheck size={20} aria-hidden />} role="status">
      <Text size="sm" mb="xs" style={{ overflowWrap: "anywhere" }}>
        {message(pendingChangeText(pending, current))}
      </Text>
      <Group gap="xs">
        <ResendButton />
        <Button size="xs" variant="subtle" onClick={() => void cancel({})}>
          {t("confirmation.cancelChange")}
        </Button>
      </Group>
    </Alert>
  );
}
