import { Button, Card, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useAction } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../convex/model/limits";
import { passwordRuleError } from "../../convex/model/password";
import { PasswordStrength } from "./auth/PasswordStrength";

type Values = { currentPassword: string; newPassword: string };

/** Changes the password; the current one is required, and other devices are signed out. */
export function ChangePassword({ email }: { email: string }) {
  const change = useAction(api.account.changePassword);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "" },
    validate: {
      currentPassword: (value) => (value === "" ? "Enter your current password." : null),
      newPassword: (value, values) =>
        passwordRuleError(value, email) ?? (value === values.currentPassword ? "Choose a password different from the current one." : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await change(values);
      form.reset();
      notifications.show({ color: "green", message: "Password changed. Your other devices were signed out." });
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "auth/wrong-password") form.setFieldError("currentPassword", data.message);
      else if (data?.code === "auth/weak-password") form.setFieldError("newPassword", data.message);
      else notifications.show({ color: "red", title: "Could not change the password", message: data?.message ?? "Please try again." });
    }
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="password-heading">
      <Title order={2} size="h3" id="password-heading" mb="md">
        Password
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordInput label="Current password" autoComplete="current-password" withAsterisk {...form.getInputProps("currentPassword")} />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
            withAsterisk
            {...form.getInputProps("newPassword")}
          />
          <PasswordStrength password={form.values.newPassword} userInputs={[email]} />
          <Text size="sm" c="dimmed">
            Changing your password signs you out on your other devices.
          </Text>
          <Button type="submit" disabled={form.submitting} style={{ alignSelf: "flex-start" }}>
            {form.submitting ? "Changing..." : "Change password"}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
