import { useState } from "react";
import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { LOCK_NAME_MAX_LENGTH, lockNameError, PAGE_PASSWORD_MAX_LENGTH, PAGE_PASSWORD_PLAN_MESSAGE, pagePasswordError } from "../../convex/model/pagePassword";
import { UpgradeLink } from "../plans/UpgradeLink";
import { useTranslation } from "react-i18next";
import { useMessage } from "../i18n/messages";
import { useFormFollows } from "../lib/useFormFollows";

/**
 * The published page's password (Pro and up): set, change or remove it, and the name the locked
 * page shows. Checked here with the server's own rules (model/pagePassword.ts) before sending.
 */
export function PagePasswordField() {
  const { t } = useTranslation("dashboard");
  const message = useMessage();
  const localized = (problem: string | null | undefined) => (problem ? message(problem) : null);
  const status = useQuery(api.pagePasswords.status);
  const setPassword = useAction(api.pagePasswords.set);
  const removePassword = useMutation(api.pagePasswords.remove);
  const [removing, setRemoving] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", password: "" },
    validate: {
      name: (value) => localized(lockNameError(value)),
      password: (value) => localized(pagePasswordError(value)),
    },
  });
  // The name follows the saved one (the owner's, else the published name); the password is never shown back.
  useFormFollows(form, { name: status?.name ?? "" });
  if (status == null) return null;
  const busy = removing || form.submitting;

  const submit = form.onSubmit(async (values) => {
    try {
      await setPassword(values);
      notifications.show({ color: "green", message: status.protected ? t("password.changed") : t("password.set") });
      form.setFieldValue("password", "");
    } catch (failure) {
      const data = errorData(failure);
      // A refusal that names no field is said under the password.
      form.setErrors({
        name: localized(data?.fields?.name),
        password: localized(data?.fields?.password ?? (data?.fields?.name ? null : (data?.message ?? t("password.failed")))),
      });
    }
  });

  const remove = async () => {
    setRemoving(true);
    try {
      await removePassword({});
      notifications.show({ color: "green", message: t("password.removed") });
    } catch (failure) {
      notifications.show({ color: "red", message: message(errorData(failure)?.message ?? t("password.failed")) });
    } finally {
      setRemoving(false);
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
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <TextInput label={t("password.name")} description={t("password.nameHint")} maxLength={LOCK_NAME_MAX_LENGTH} {...form.getInputProps("name")} />
            <PasswordInput
              label={status.protected ? t("password.new") : t("password.password")}
              description={t("password.hint")}
              maxLength={PAGE_PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              {...form.getInputProps("password")}
            />
            <Group gap="sm">
              <Button type="submit" loading={form.submitting} disabled={removing}>
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
