import { useTranslation } from "react-i18next";
import { useEffect, useRef, useState } from "react";
import { Anchor, Button, Card, Container, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth, useMutation } from "convex/react";
import { Link, useLocation, useNavigate } from "react-router";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../convex/model/limits";
import { RESET_CODE_MINUTES } from "../../convex/model/mail";
import { passwordRuleError } from "../../convex/model/password";
import { emailError } from "../../convex/model/validation";
import { PasswordStrength } from "./auth/PasswordStrength";
import { DEFAULT_AFTER_LOGIN, readAuthState } from "../lib/authRedirect";
import { deviceToken } from "./auth/deviceToken";
import { noindexPageMeta } from "../i18n/pageMeta";
import { useMessage } from "../i18n/messages";
import type { Route } from "./+types/resetPassword.route";

type Step = { name: "email" } | { name: "code"; email: string } | { name: "done" };

/**
 * "Forgot password?": the email gets an 8-digit code (the same answer whether or not it has an
 * account), then the code and a new password sign the user in; other sessions end.
 */
/** The reset form is not for search engines: noindex here, and robots.txt disallows it (sitemap.ts). */
export const meta: Route.MetaFunction = (args) => noindexPageMeta(args, "resetPassword");

export default function ResetPasswordPage() {
  const { signIn } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const rememberDevice = useMutation(api.account.rememberDevice);
  const navigate = useNavigate();
  const initialEmail = readAuthState(useLocation().state).email ?? "";
  const { t } = useTranslation("auth");
  const message = useMessage();
  const [step, setStep] = useState<Step>({ name: "email" });
  const finished = useRef(false);

  const emailForm = useForm({ mode: "controlled", initialValues: { email: initialEmail }, validate: { email: emailError } });
  const codeForm = useForm({
    mode: "controlled",
    initialValues: { code: "", newPassword: "" },
    validate: {
      code: (value) => (/^\d{8}$/.test(value.trim()) ? null : t("reset.codeInvalid")),
      newPassword: (value) => passwordRuleError(value, step.name === "code" ? step.email : ""),
    },
  });

  const fail = (title: string, error: unknown) => {
    notifications.show({ color: "red", title, message: message(errorData(error)?.message ?? t("reset.somethingWrong")) });
  };

  const sendCode = emailForm.onSubmit(async ({ email }) => {
    try {
      await signIn("password", { email: email.trim(), flow: "reset" });
      setStep({ name: "code", email: email.trim() });
      codeForm.reset();
    } catch (error) {
      fail(t("reset.sendFailed"), error);
    }
  });

  const setPassword = codeForm.onSubmit(async ({ code, newPassword }) => {
    if (step.name !== "code") return;
    try {
      await signIn("password", { email: step.email, code: code.trim(), newPassword, flow: "reset-verification" });
      setStep({ name: "done" });
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "auth/invalid-code") codeForm.setFieldError("code", message(data.message));
      else if (data?.code === "auth/weak-password") codeForm.setFieldError("newPassword", message(data.message));
      else fail(t("reset.changeFailed"), error);
    }
  });

  // Signed in with the new password once the server confirms the session.
  useEffect(() => {
    if (step.name !== "done" || !isAuthenticated || finished.current) return;
    finished.current = true;
    const device = deviceToken();
    void (device ? rememberDevice({ token: device }).catch(() => {}) : Promise.resolve()).finally(() => {
      notifications.show({ color: "green", message: t("reset.changed") });
      navigate(DEFAULT_AFTER_LOGIN, { replace: true });
    });
  }, [step, isAuthenticated, rememberDevice, navigate, t]);

  return (
    <Container size={440} py={48} w="100%">
      <Title order={1} ta="center" mb="lg">
        {t("reset.title")}
      </Title>
      <Card withBorder padding="xl" radius="md">
        {step.name === "email" ? (
          <form onSubmit={sendCode} noValidate>
            <Stack gap="md">
              <Text size="sm">{t("reset.intro")}</Text>
              <TextInput label={t("reset.email")} type="email" autoComplete="email" withAsterisk autoFocus {...emailForm.getInputProps("email")} />
              <Button type="submit" fullWidth disabled={emailForm.submitting}>
                {emailForm.submitting ? t("reset.sending") : t("reset.send")}
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={setPassword} noValidate>
            <Stack gap="md">
              <Text size="sm" role="status">
                {t("reset.sent", { email: step.name === "code" ? step.email : t("reset.thisEmail"), minutes: RESET_CODE_MINUTES })}
              </Text>
              <TextInput
                label={t("reset.code")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                withAsterisk
                autoFocus
                {...codeForm.getInputProps("code")}
              />
              <PasswordInput
                label={t("reset.newPassword")}
                autoComplete="new-password"
                description={t("form.passwordLength", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
                withAsterisk
                {...codeForm.getInputProps("newPassword")}
              />
              <PasswordStrength password={codeForm.values.newPassword} userInputs={step.name === "code" ? [step.email] : []} />
              <Button type="submit" fullWidth disabled={codeForm.submitting || step.name === "done"}>
                {codeForm.submitting || step.name === "done" ? t("reset.saving") : t("reset.save")}
              </Button>
              <Button variant="subtle" onClick={() => setStep({ name: "email" })} disabled={step.name === "done"}>
                {t("reset.newCode")}
              </Button>
            </Stack>
          </form>
        )}
        <Text ta="center" size="sm" mt="lg">
          {t("reset.remembered")}{" "}
          <Anchor component={Link} to="/login">
            {t("reset.logIn")}
          </Anchor>
        </Text>
      </Card>
    </Container>
  );
}
