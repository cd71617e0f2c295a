import { useEffect, useRef, useState } from "react";
import { Anchor, Button, Card, Container, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth, useMutation } from "convex/react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../convex/model/limits";
import { RESET_CODE_MINUTES } from "../../convex/model/mail";
import { passwordRuleError } from "../../convex/model/password";
import { emailError } from "../../convex/model/validation";
import { PasswordStrength } from "./auth/PasswordStrength";
import { DEFAULT_AFTER_LOGIN, readAuthState } from "./auth/authRedirect";
import { deviceToken } from "./auth/deviceToken";
import { noindexPageMeta } from "../lib/pageMeta";

type Step = { name: "email" } | { name: "code"; email: string } | { name: "done" };

/**
 * "Forgot password?": the email gets an 8-digit code (the same answer whether or not it has an
 * account), then the code and a new password sign the user in; other sessions end.
 */
/** The reset form is not for search engines: noindex here, and robots.txt disallows it (sitemap.ts). */
export const meta = () => noindexPageMeta("Reset your password");

export default function ResetPasswordPage() {
  const { signIn } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const rememberDevice = useMutation(api.account.rememberDevice);
  const navigate = useNavigate();
  const initialEmail = readAuthState(useLocation().state).email ?? "";
  const [step, setStep] = useState<Step>({ name: "email" });
  const finished = useRef(false);

  const emailForm = useForm({ mode: "controlled", initialValues: { email: initialEmail }, validate: { email: emailError } });
  const codeForm = useForm({
    mode: "controlled",
    initialValues: { code: "", newPassword: "" },
    validate: {
      code: (value) => (/^\d{8}$/.test(value.trim()) ? null : "Enter the 8-digit code from the mail."),
      newPassword: (value) => passwordRuleError(value, step.name === "code" ? step.email : ""),
    },
  });

  const fail = (title: string, error: unknown) => {
    notifications.show({ color: "red", title, message: errorData(error)?.message ?? "Something went wrong. Please try again." });
  };

  const sendCode = emailForm.onSubmit(async ({ email }) => {
    try {
      await signIn("password", { email: email.trim(), flow: "reset" });
      setStep({ name: "code", email: email.trim() });
      codeForm.reset();
    } catch (error) {
      fail("Could not send the code", error);
    }
  });

  const setPassword = codeForm.onSubmit(async ({ code, newPassword }) => {
    if (step.name !== "code") return;
    try {
      await signIn("password", { email: step.email, code: code.trim(), newPassword, flow: "reset-verification" });
      setStep({ name: "done" });
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "auth/invalid-code") codeForm.setFieldError("code", data.message);
      else if (data?.code === "auth/weak-password") codeForm.setFieldError("newPassword", data.message);
      else fail("Could not change the password", error);
    }
  });

  // Signed in with the new password once the server confirms the session.
  useEffect(() => {
    if (step.name !== "done" || !isAuthenticated || finished.current) return;
    finished.current = true;
    const device = deviceToken();
    void (device ? rememberDevice({ token: device }).catch(() => {}) : Promise.resolve()).finally(() => {
      notifications.show({ color: "green", message: "Your password was changed. Other devices were signed out." });
      navigate(DEFAULT_AFTER_LOGIN, { replace: true });
    });
  }, [step, isAuthenticated, rememberDevice, navigate]);

  return (
    <Container size={440} py={48} w="100%">
      <Title order={1} ta="center" mb="lg">
        Reset your password
      </Title>
      <Card withBorder padding="xl" radius="md">
        {step.name === "email" ? (
          <form onSubmit={sendCode} noValidate>
            <Stack gap="md">
              <Text size="sm">Enter the email you sign in with. We will send you a code to set a new password.</Text>
              <TextInput label="Email" type="email" autoComplete="email" withAsterisk autoFocus {...emailForm.getInputProps("email")} />
              <Button type="submit" fullWidth disabled={emailForm.submitting}>
                {emailForm.submitting ? "Sending..." : "Send code"}
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={setPassword} noValidate>
            <Stack gap="md">
              <Text size="sm" role="status">
                If an account uses {step.name === "code" ? step.email : "this email"}, we sent it a code. It works for {RESET_CODE_MINUTES} minutes.
              </Text>
              <TextInput
                label="Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                withAsterisk
                autoFocus
                {...codeForm.getInputProps("code")}
              />
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                description={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
                withAsterisk
                {...codeForm.getInputProps("newPassword")}
              />
              <PasswordStrength password={codeForm.values.newPassword} userInputs={step.name === "code" ? [step.email] : []} />
              <Button type="submit" fullWidth disabled={codeForm.submitting || step.name === "done"}>
                {codeForm.submitting || step.name === "done" ? "Saving..." : "Set new password"}
              </Button>
              <Button variant="subtle" onClick={() => setStep({ name: "email" })} disabled={step.name === "done"}>
                Send a new code
              </Button>
            </Stack>
          </form>
        )}
        <Text ta="center" size="sm" mt="lg">
          Remembered it?{" "}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </Text>
      </Card>
    </Container>
  );
}
