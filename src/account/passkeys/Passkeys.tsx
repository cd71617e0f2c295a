import { useState } from "react";
import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { errorMessage } from "../../../convex/model/errors";
import { PASSKEY_NAME_MAX_LENGTH, PASSKEY_TEXTS } from "../../../convex/model/passkeys";
import { formatDate } from "../../lib/formatDate";

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

  const addPasskey = async () => {
    setBusy(true);
    try {
      const ceremony = await import("./ceremony");
      const { challengeId, options: creation } = await options({});
      let response: string;
      try {
        response = await ceremony.answerRegistration(creation);
      } catch (error) {
        notifications.show({ color: "red", title: "No passkey was added", message: ceremony.ceremonyFailure(error) ?? PASSKEY_TEXTS.cancelled });
        return;
      }
      await add({ challengeId, response, name });
      setName("");
      notifications.show({ color: "green", message: "Passkey added. You can now log in with it." });
    } catch (error) {
      notifications.show({ color: "red", title: "No passkey was added", message: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  };

  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const confirmRemove = async () => {
    if (removing === null) return;
    try {
      await remove({ passkeyId: removing.id as Id<"passkeys"> });
      notifications.show({ color: "green", message: "Passkey removed." });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, "Could not remove the passkey.") });
    }
    setRemoving(null);
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="passkeys-heading">
      <Title order={2} size="h3" id="passkeys-heading" mb="xs">
        Passkeys
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Log in with your fingerprint, face or screen lock instead of your password. A passkey never leaves your device and cannot be phished.
      </Text>
      {passkeys && passkeys.length > 0 && (
        <Stack gap="xs" mb="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <Group key={passkey._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={500} truncate>
                  {passkey.name}
                </Text>
                <Text size="xs" c="dimmed">
                  Added {formatDate(passkey.createdAt)} · {passkey.lastUsedAt === null ? "Never used" : `Last used ${formatDate(passkey.lastUsedAt)}`}
                </Text>
              </div>
              <Button
                variant="subtle"
                style={{ flexShrink: 0 }}
                color="red"
                size="xs"
                onClick={() => setRemoving({ id: passkey._id, name: passkey.name })}
                aria-label={`Remove ${passkey.name}`}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {supported ? (
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Passkey name"
            placeholder="e.g. My laptop"
            value={name}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: "1 1 200px", maxWidth: 320 }}
          />
          <Button onClick={() => void addPasskey()} disabled={busy}>
            {busy ? PASSKEY_TEXTS.busy : "Add a passkey"}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{PASSKEY_TEXTS.unsupported}</Text>
      )}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} centered title={`Remove “${removing?.name ?? ""}”?`}>
        <Text size="sm" mb="lg">
          It will no longer log you in here. Your device may still list it; you can delete it there too.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirmRemove()}>
            Remove passkey
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
