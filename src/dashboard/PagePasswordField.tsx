import { useState, type FormEvent } from "react";
import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { LOCK_NAME_MAX_LENGTH, lockNameError, PAGE_PASSWORD_MAX_LENGTH, PAGE_PASSWORD_PLAN_MESSAGE, pagePasswordError } from "../../convex/model/pagePassword";
import { UpgradeLink } from "../plans/UpgradeLink";
import { useTranslation } from "react-i18next";
import { useMessage } from "../i18n/messages";

/**
 * The published page's password (Pro and up): set, change or remove it, and the name the locked
 * page shows. Checked here with the server's own rules (model/pagePassword.ts) before sending.
 */
export function PagePasswordField() {
  const { t } = useTranslation("dashboard");
  const message = useMessage();
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
      notifications.show({ color: "green", message: status.protected ? t("password.changed") : t("password.set") });
      setPasswordValue("");
      setName(null);
    } catch (failure) {
      const data = errorData(failure);
      setErrors({
        password: data?.fields?.password ?? (data?.fields?.name ? undefined : (data?.message ?? t("password.failed"))),
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
      notifications.show({ color: "green", message: t("password.removed") });
    } catch (failure) {
      notifications.show({ color: "red", message: message(errorData(failure)?.message ?? t("password.failed")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="page-password-heading">
      <Group gap="xs" justify="space-between">
        <Text fw={600} id="page-password-heading">
          {t("password.title")}
        </Text>
        {status.protected ? (
          <Badge color="teal" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {t("password.protectedBadge")}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" leftSection={<IconLockOpen size={12} aria-hidden />}>
            {t("password.open")}
          </Badge>
        )}
      </Group>
      {status.allowed ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="xs">
            <TextInput
              label={t("password.name")}
              description={t("password.nameHint")}
              value={shownName}
              maxLength={LOCK_NAME_MAX_LENGTH}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setErrors((current) => ({ ...current, name: undefined }));
              }}
              error={errors.name && message(errors.name)}
            />
            <PasswordInput
              label={status.protected ? t("password.new") : t("password.password")}
              description={t("password.hint")}
              value={password}
              maxLength={PAGE_PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              onChange={(event) => {
                setPasswordValue(event.currentTarget.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password && message(errors.password)}
            />
            <Group gap="sm">
              <Button type="submit" loading={busy}>
                {status.protected ? t("password.change") : t("password.setButton")}
              </Button>
              {status.protected && (
                <Button variant="default" onClick={() => void remove()} disabled={busy}>
                  {t("password.remove")}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {message(PAGE_PASSWORD_PLAN_MESSAGE)} <UpgradeLink capability="passwordProtection" />
          </Text>
          {status.protected && (
            <Group>
              <Button variant="default" onClick={() => void remove()} disabled={busy}>
                {t("password.remove")}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
