import { useState, type FormEvent } from "react";
import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { LOCK_NAME_MAX_LENGTH, lockNameError, PAGE_PASSWORD_MAX_LENGTH, PAGE_PASSWORD_PLAN_MESSAGE, pagePasswordError } from "../../convex/model/pagePassword";
import { UpgradeLink } from "../plans/UpgradeLink";

export const PAGE_PASSWORD_TEXTS = {
  protectedBadge: "Password protected",
  set: "Password set. Visitors now need it to open your page.",
  changed: "Password changed. Everyone who had unlocked your page must type the new one.",
  removed: "Password removed. Anyone with the link can open your page again.",
  failed: "Could not save the password. Please try again.",
} as const;

/**
 * The published page's password (Pro and up): set, change or remove it, and the name the locked
 * page shows. Checked here with the server's own rules (model/pagePassword.ts) before sending.
 */
export function PagePasswordField() {
  const status = useQuery(api.pagePasswords.status);
  const setPassword = useAction(api.pagePasswords.set);
  const removePassword = useMutation(api.pagePasswords.remove);
  const [password, setPasswordValue] = useState("");
  const [name, setName] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ password?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);
  if (status == null) return null;
  const shownName = name ?? status.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { password: pagePasswordError(password) ?? undefined, name: lockNameError(shownName) ?? undefined };
    setErrors(found);
    if (found.password || found.name) return;
    setBusy(true);
    try {
      await setPassword({ password, name: shownName });
      notifications.show({ color: "green", message: status.protected ? PAGE_PASSWORD_TEXTS.changed : PAGE_PASSWORD_TEXTS.set });
      setPasswordValue("");
      setName(null);
    } catch (failure) {
      const data = errorData(failure);
      setErrors({
        password: data?.fields?.password ?? (data?.fields?.name ? undefined : (data?.message ?? PAGE_PASSWORD_TEXTS.failed)),
        name: data?.fields?.name,
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removePassword({});
      notifications.show({ color: "green", message: PAGE_PASSWORD_TEXTS.removed });
    } catch (failure) {
      notifications.show({ color: "red", message: errorData(failure)?.message ?? PAGE_PASSWORD_TEXTS.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="page-password-heading">
      <Group gap="xs" justify="space-between">
        <Text fw={600} id="page-password-heading">
          Page password
        </Text>
        {status.protected ? (
          <Badge color="teal" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {PAGE_PASSWORD_TEXTS.protectedBadge}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" leftSection={<IconLockOpen size={12} aria-hidden />}>
            Open to anyone with the link
          </Badge>
        )}
      </Group>
      {status.allowed ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="xs">
            <TextInput
              label="Name on the locked page"
              description="The only thing visitors and link previews see before the password."
              value={shownName}
              maxLength={LOCK_NAME_MAX_LENGTH}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setErrors((current) => ({ ...current, name: undefined }));
              }}
              error={errors.name}
            />
            <PasswordInput
              label={status.protected ? "New password" : "Password"}
              description="At least 6 characters. Changing it asks everyone for the new one."
              value={password}
              maxLength={PAGE_PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              onChange={(event) => {
                setPasswordValue(event.currentTarget.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password}
            />
            <Group gap="sm">
              <Button type="submit" loading={busy}>
                {status.protected ? "Change password" : "Set password"}
              </Button>
              {status.protected && (
                <Button variant="default" onClick={() => void remove()} disabled={busy}>
                  Remove password
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {PAGE_PASSWORD_PLAN_MESSAGE} <UpgradeLink capability="passwordProtection" />
          </Text>
          {status.protected && (
            <Group>
              <Button variant="default" onClick={() => void remove()} disabled={busy}>
                Remove password
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
