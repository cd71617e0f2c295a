import { useState } from "react";
import { Button, Card, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useAuthActions } from "@convex-dev/auth/react";
import { useAction, useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { expectSessionEnd } from "./auth/expectedSessionEnd";
import { useNavigate } from "react-router";
import { api } from "../../convex/_generated/api";
import { ACCOUNT_UNDO_DAYS } from "../../convex/model/trash";
import { errorData } from "../../convex/model/errors";
import { useMessage } from "../i18n/messages";

/**
 * Deletes the account after the password confirms it (an account without one, signed in by
 * passkey or GitHub/Google, types its email within minutes of signing in: lib/passwordCheck.ts).
 */
export function DeleteAccount() {
  const deleteAccount = useAction(api.account.deleteAccount);
  const withPassword = useQuery(api.oauth.methods)?.password ?? true;
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation("account");
  const message = useMessage();
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "" },
    validate: {
      password: (value) => (value === "" ? t(withPassword ? "delete.passwordRequired" : "delete.emailRequired") : null),
    },
  });

  const close = () => {
    setOpen(false);
    form.reset();
  };

  const submit = form.onSubmit(async ({ password }) => {
    expectSessionEnd(true);
    try {
      await deleteAccount({ password });
      notifications.show({ color: "green", message: t("delete.deleted") });
      // Off the guarded page first: signed out on it, the guard would send this tab to /login.
      await navigate("/home", { replace: true });
      await signOut();
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "auth/wrong-password") form.setFieldError("password", message(data.message));
      else notifications.show({ color: "red", title: t("delete.failedTitle"), message: data ? message(data.message) : t("tryAgain") });
    } finally {
      expectSessionEnd(false);
    }
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="delete-heading">
      <Title order={2} size="h3" id="delete-heading" mb="md">
        {t("delete.heading")}
      </Title>
      <Text size="sm" mb="md">
        {t("delete.text", { days: ACCOUNT_UNDO_DAYS })}
      </Text>
      <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
        {t("delete.open")}
      </Button>
      {/* Compound parts so the header is a plain div (a second <header> reads as a second banner). */}
      <Modal.Root opened={open} onClose={close} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={700}>{t("delete.title")}</Modal.Title>
            <Modal.CloseButton aria-label={t("close")} />
          </Modal.Header>
          <Modal.Body>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Text size="sm">{t(withPassword ? "delete.confirmPassword" : "delete.confirmEmail")}</Text>
                {withPassword ? (
                  <PasswordInput
                    label={t("password.heading")}
                    autoComplete="current-password"
                    withAsterisk
                    data-autofocus
                    {...form.getInputProps("password")}
                  />
                ) : (
                  <TextInput label={t("info.email")} type="email" autoComplete="email" withAsterisk data-autofocus {...form.getInputProps("password")} />
                )}
                <Group justify="flex-end">
                  <Button variant="default" onClick={close} disabled={form.submitting}>
                    {t("delete.keep")}
                  </Button>
                  <Button type="submit" color="red.9" disabled={form.submitting}>
                    {form.submitting ? t("delete.busy") : t("delete.submit")}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Card>
  );
}
