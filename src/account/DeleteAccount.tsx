import { useState } from "react";
import { Button, Card, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useAuthActions } from "@convex-dev/auth/react";
import { useAction, useQuery } from "convex/react";
import { expectSessionEnd } from "./auth/expectedSessionEnd";
import { useNavigate } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";

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
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "" },
    validate: {
      password: (value) => (value === "" ? (withPassword ? "Enter your password to confirm." : "Enter your email to confirm.") : null),
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
      notifications.show({
        color: "green",
        message: "Your account and everything in it were deleted.",
      });
      // Off the guarded page first: signed out on it, the guard would send this tab to /login.
      await navigate("/home", { replace: true });
      await signOut();
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "auth/wrong-password") form.setFieldError("password", data.message);
      else
        notifications.show({
          color: "red",
          title: "Could not delete the account",
          message: data?.message ?? "Please try again.",
        });
    } finally {
      expectSessionEnd(false);
    }
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="delete-heading">
      <Title order={2} size="h3" id="delete-heading" mb="md">
        Delete account
      </Title>
      <Text size="sm" mb="md">
        Deletes your account, your draft, your published portfolio (its link stops working at once), your saved templates and every image you uploaded. For 7
        days the link in the mail we send you can bring everything back; after that it is gone for good.
      </Text>
      <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
        Delete account…
      </Button>
      {/* Compound parts so the header is a plain div (a second <header> reads as a second banner). */}
      <Modal.Root opened={open} onClose={close} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={700}>Delete your account for good?</Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Text size="sm">
                  Everything goes, and your public link will answer that the page is gone. {withPassword ? "Type your password" : "Type your email address"} to
                  confirm.
                </Text>
                {withPassword ? (
                  <PasswordInput label="Password" autoComplete="current-password" withAsterisk data-autofocus {...form.getInputProps("password")} />
                ) : (
                  <TextInput label="Email" type="email" autoComplete="email" withAsterisk data-autofocus {...form.getInputProps("password")} />
                )}
                <Group justify="flex-end">
                  <Button variant="default" onClick={close} disabled={form.submitting}>
                    Keep my account
                  </Button>
                  <Button type="submit" color="red.9" disabled={form.submitting}>
                    {form.submitting ? "Deleting..." : "Delete my account"}
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
