import { Button, Card, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useAction } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../convex/model/limits";
import { passwordRuleError, SAME_PASSWORD_MESSAGE } from "../../convex/model/password";
import { useMessage } from "../i18n/messages";
import { PasswordStrength } from "./auth/PasswordStrength";

type Values = { currentPassword: string; newPassword: string };

/** Changes the password; the current one is required, and other devices are signed out. */
export function ChangePassword({ email }: { email: string }) {
  const change = useAction(api.account.changePassword);
  const { t } = useTranslation("account");
  const message = useMessage();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "" },
    validate: {
      currentPassword: (value) => (value === "" ? t("password.currentRequired") : null),
      newPassword: (value, values) => {
        const problem = passwordRuleError(value, email) ?? (value === values.currentPassword ? SAME_PASSWORD_MESSAGE : null);
        return problem === null ? null : message(problem);
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await change(values);
      form.reset();
      notifications.show({ color: "green", message: t("password.changed") });
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "auth/wrong-password") form.setFieldError("currentPassword", message(data.message));
      else if (data?.code === "auth/weak-password") form.setFieldError("newPassword", message(data.message));
      else notifications.show({ color: "red", title: t("password.failedTitle"), message: data ? message(data.message) : t("tryAgain") });
    }
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="password-heading">
      <Title order={2} size="h3" id="password-heading" mb="md">
        {t("password.heading")}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordInput label={t("password.current")} autoComplete="current-password" withAsterisk {...form.getInputProps("currentPassword")} />
          <PasswordInput
            label={t("password.new")}
            autoComplete="new-password"
            description={t("auth:form.passwordLength", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            withAsterisk
            {...form.getInputProps("newPassword")}
          />
          <PasswordStrength password={form.values.newPassword} userInputs={[email]} />
          <Text size="sm" c="dimmed">
            {t("password.signsOut")}
          </Text>
          <Button type="submit" disabled={form.submitting} style={{ alignSelf: "flex-start" }}>
            {form.submitting ? t("password.busy") : t("password.submit")}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
