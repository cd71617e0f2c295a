import type { ReactNode } from "react";
import { Button, Card, Container, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { emailError, passwordError } from "../../../convex/model/validation";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../convex/model/limits";
import { passwordRuleError } from "../../../convex/model/password";
import { PasswordStrength } from "./PasswordStrength";

export type Credentials = { email: string; password: string };

type Props = {
  mode: "signIn" | "signUp";
  title: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  initialEmail?: string;
  onSubmit: (values: Credentials) => void;
  /** The link to the other auth page. */
  footer: ReactNode;
  /** Shown under the password field (e.g. "Forgot password?"). */
  passwordExtra?: ReactNode;
};

/** The email and password form shared by login and sign-up. */
export function AuthForm({ mode, title, submitLabel, busyLabel, busy, initialEmail = "", onSubmit, footer, passwordExtra }: Props) {
  const signUp = mode === "signUp";
  const form = useForm<Credentials>({
    mode: "controlled",
    initialValues: { email: initialEmail, password: "" },
    validate: {
      email: (value) => emailError(value),
      // Sign-up applies the server's rules (the common-password check happens on submit, there).
      password: (value, values) => (signUp ? passwordRuleError(value, values.email) : passwordError(value, { signUp })),
    },
  });

  return (
    <Container size={440} py={48} w="100%">
      <Title order={1} ta="center" mb="lg">
        {title}
      </Title>
      <Card withBorder padding="xl" radius="md">
        <form onSubmit={form.onSubmit((values) => onSubmit({ email: values.email.trim(), password: values.password }))} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              autoFocus
              {...form.getInputProps("email")}
            />
            <PasswordInput
              label="Password"
              autoComplete={signUp ? "new-password" : "current-password"}
              description={signUp ? `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` : undefined}
              withAsterisk
              {...form.getInputProps("password")}
            />
            {signUp && <PasswordStrength password={form.values.password} userInputs={[form.values.email]} fieldError={form.errors.password as string | undefined} />}
            {passwordExtra}
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </Stack>
        </form>
        <Text ta="center" size="sm" mt="lg">
          {footer}
        </Text>
      </Card>
    </Container>
  );
}
