import type { ReactNode } from "react";
import { Button, Card, Container, Input, PasswordInput, Progress, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../convex/model/limits";
import { useMessage } from "../../i18n/messages";
import { useStaticDocument } from "../../lib/routeHandle";
import { StaticToasts, type ShownToast } from "../../ui/StaticToasts";
import type { AuthAnswer } from "./authAnswer";
import { STRENGTH_COLORS } from "./authTexts";
import { credentialErrors } from "./credentials";
import { PasswordStrength } from "./PasswordStrength";

export type Credentials = { email: string; password: string };

type Props = {
  mode: "signIn" | "signUp";
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** The title of a refused sign-in's message ("Login failed"). */
  failureTitle: string;
  busy: boolean;
  initialEmail?: string;
  onSubmit: (values: Credentials) => void;
  /** A line above the form saying why the person is here (an invitation: InvitationMention). */
  intro?: ReactNode;
  /** The link to the other auth page. */
  footer: ReactNode;
  /** Other ways in, above the email fields ("Continue with GitHub": src/account/oauth/OAuthButtons). */
  aboveFields?: ReactNode;
  /** Shown under the password field (e.g. "Forgot password?"). */
  passwordExtra?: ReactNode;
  /** Static variant: a success to tell above the form ("Signup successful!" on /login after a sign-up the server answered; the app shows it in a toast). */
  notice?: string;
  /** Another way in under the form ("Use a passkey"), given the email typed so far. */
  belowForm?: (email: string) => ReactNode;
  /** The server's answer to the form posted before the page's script ran (static variant only). */
  answer?: Extract<AuthAnswer, { status: "invalid" | "refused" }>;
};

const ICON = { width: "var(--psi-icon-size)", height: "var(--psi-icon-size)" };
/** The show/hide icon of both variants (the static one swaps them in the script: src/account/auth-page/fieldErrors.ts). */
const ToggleIcon = ({ reveal }: { reveal: boolean }) => (reveal ? <IconEyeOff style={ICON} /> : <IconEye style={ICON} />);
const StaticToggleIcon = () => (
  <>
    <IconEye style={ICON} data-reveal="false" />
    <IconEyeOff style={{ ...ICON, display: "none" }} data-reveal="true" />
  </>
);

/** The email and password form shared by login and sign-up. */
export function AuthForm(props: Props) {
  const staticDocument = useStaticDocument();
  return (
    <Container size={440} py={48} w="100%">
      <Title order={1} ta="center" mb="lg">
        {props.title}
      </Title>
      {props.intro}
      <Card withBorder padding="xl" radius="md">
        {props.aboveFields}
        {staticDocument ? <StaticFields {...props} /> : <LiveFields {...props} />}
        {staticDocument && props.belowForm?.("")}
        <Text ta="center" size="sm" mt="lg">
          {props.footer}
        </Text>
      </Card>
    </Container>
  );
}

function LiveFields({ mode, submitLabel, busyLabel, busy, initialEmail = "", onSubmit, passwordExtra, belowForm }: Props) {
  const { t } = useTranslation("auth");
  const signUp = mode === "signUp";
  const form = useForm<Credentials>({
    mode: "controlled",
    initialValues: { email: initialEmail, password: "" },
    validate: (values) => credentialErrors(mode, values.email, values.password),
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit({ email: values.email.trim(), password: values.password }))} noValidate>
      <Stack gap="md">
        <TextInput label={t("form.email")} type="email" autoComplete="email" withAsterisk autoFocus {...form.getInputProps("email")} />
        <PasswordInput
          label={t("form.password")}
          autoComplete={signUp ? "new-password" : "current-password"}
          description={signUp ? t("form.passwordLength", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined}
          withAsterisk
          visibilityToggleIcon={ToggleIcon}
          {...form.getInputProps("password")}
        />
        {signUp && (
          <PasswordStrength password={form.values.password} userInputs={[form.values.email]} fieldError={form.errors.password as string | undefined} />
        )}
        {passwordExtra}
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Stack>
      {belowForm?.(form.values.email.trim())}
    </form>
  );
}

/**
 * The same form as server HTML for a document without React: src/account/auth-page drives it (validation,
 * errors, the strength hint, sending, toasts). The markup is what LiveFields renders; the error
 * lines, the hidden strength hint and the toasts' markup are there for the script to fill in.
 */
function StaticFields({ mode, submitLabel, passwordExtra, initialEmail, notice, answer, failureTitle }: Props) {
  const { t } = useTranslation("auth");
  const message = useMessage();
  const signUp = mode === "signUp";
  const errors = answer?.status === "invalid" ? answer.errors : { email: null, password: null };
  // As the script does, even without it: the email first, or the field the server's answer asks to correct.
  const focus = errors.email === null && errors.password !== null ? "password" : "email";
  const shownToast: ShownToast | undefined =
    answer?.status === "refused"
      ? { color: "red", title: failureTitle, message: message(answer.message) }
      : notice !== undefined && answer === undefined
        ? { color: "green", message: notice }
        : undefined;
  return (
    // POST: a submit before the script runs must never put the password in the address (the route's action answers it).
    <form method="post" noValidate data-auth-form={mode}>
      <Stack gap="md">
        <TextInput
          id="auth-email"
          name="email"
          label={t("form.email")}
          type="email"
          autoComplete="email"
          withAsterisk
          defaultValue={answer?.email ?? initialEmail}
          error={errors.email}
          autoFocus={focus === "email"}
        />
        <PasswordInput
          id="auth-password"
          name="password"
          error={errors.password}
          // Mantine ties the error to PasswordInput's field (aria-describedby) but does not mark it invalid.
          aria-invalid={errors.password !== null || undefined}
          autoFocus={focus === "password"}
          label={t("form.password")}
          autoComplete={signUp ? "new-password" : "current-password"}
          description={signUp ? t("form.passwordLength", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined}
          withAsterisk
          visibilityToggleIcon={StaticToggleIcon}
        />
        {signUp && (
          // A plain element carries `hidden` (Stack's display: flex would override it).
          <div data-password-strength hidden>
            <Stack gap={4} aria-live="polite">
              <Progress value={20} color={STRENGTH_COLORS[0]} size="sm" aria-label={t("strength.bar")} />
              <Text size="sm" c="var(--mantine-color-error)" data-strength-text>
                {t("strength.line", { label: t("strength.labels.0") })}
              </Text>
            </Stack>
          </div>
        )}
        {passwordExtra}
        <Button type="submit" fullWidth>
          {submitLabel}
        </Button>
      </Stack>
      {/* Mantine's error line, copied under a field by the script. */}
      <template data-field-error>
        <Input.Error size="sm" />
      </template>
      {/* The server's answer as the toast the script shows for the same outcome. */}
      <StaticToasts shown={shownToast} />
    </form>
  );
}
