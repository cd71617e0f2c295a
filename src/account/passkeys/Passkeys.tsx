import { useState } from "react";
import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useTranslation } from "react-i18next";
import { PASSKEY_NAME_MAX_LENGTH } from "../../../convex/model/passkeys";
import { useErrorText } from "../../i18n/messages";
import { useFormatters } from "../../i18n/useFormatters";
import { usePasskeyTexts } from "./usePasskeyTexts";

/**
 * The account's passkeys: added here (named), listed with when each was added and last used,
 * removable. A passkey signs in from /login without an email or a code.
 */
export function Passkeys() {
  const passkeys = useQuery(api.passkeys.list);
  const options = useMutation(api.passkeys.registrationOptions);
  const add = useAction(api.passkeys.add);
  const remove = useMutation(api.passkeys.remove);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const supported = typeof PublicKeyCredential === "function";
  const { t } = useTranslation("account");
  const texts = usePasskeyTexts();
  const errorText = useErrorText();
  const { date } = useFormatters();

  const addPasskey = async () => {
    setBusy(true);
    try {
      const ceremony = await import("./ceremony");
      const { challengeId, options: creation } = await options({});
      let response: string;
      try {
        response = await ceremony.answerRegistration(creation);
      } catch (error) {
        notifications.show({ color: "red", title: t("passkeys.notAdded"), message: ceremony.ceremonyFailureText(ceremony.ceremonyFailure(error), texts) });
        return;
      }
      await add({ challengeId, response, name });
      setName("");
      notifications.show({ color: "green", message: t("passkeys.added") });
    } catch (error) {
      notifications.show({ color: "red", title: t("passkeys.notAdded"), message: errorText(error, t("tryAgain")) });
    } finally {
      setBusy(false);
    }
  };

  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const confirmRemove = async () => {
    if (removing === null) return;
    try {
      await remove({ passkeyId: removing.id as Id<"passkeys"> });
      notifications.show({ color: "green", message: t("passkeys.removed") });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, t("passkeys.removeFailed")) });
    }
    setRemoving(null);
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="passkeys-heading">
      <Title order={2} size="h3" id="passkeys-heading" mb="xs">
        {t("passkeys.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("passkeys.text")}
      </Text>
      {passkeys && passkeys.length > 0 && (
        <Stack gap="xs" mb="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("passkeys.list")}>
          {passkeys.map((passkey) => (
            <Group key={passkey._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={500} truncate>
                  {passkey.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("passkeys.addedOn", { date: date(passkey.createdAt) })} ·{" "}
                  {passkey.lastUsedAt === null ? t("passkeys.neverUsed") : t("passkeys.lastUsed", { date: date(passkey.lastUsedAt) })}
                </Text>
              </div>
              <Button
                variant="subtle"
                style={{ flexShrink: 0 }}
                color="red"
                size="xs"
                onClick={() => setRemoving({ id: passkey._id, name: passkey.name })}
                aria-label={t("passkeys.removeNamed", { name: passkey.name })}
              >
                {t("passkeys.remove")}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {supported ? (
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t("passkeys.name")}
            placeholder={t("passkeys.namePlaceholder")}
            value={name}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: "1 1 200px", maxWidth: 320 }}
          />
          <Button onClick={() => void addPasskey()} disabled={busy}>
            {busy ? texts.busy : t("passkeys.add")}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{texts.unsupported}</Text>
      )}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} centered title={t("passkeys.removeTitle", { name: removing?.name ?? "" })}>
        <Text size="sm" mb="lg">
          {t("passkeys.removeText")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            {t("cancel")}
          </Button>
          <Button color="red" onClick={() => void confirmRemove()}>
            {t("passkeys.removeConfirm")}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
