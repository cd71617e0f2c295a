import { useState } from "react";
import { Anchor, Button, Card, Container, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { codeError, TWO_FACTOR_TEXTS } from "../../../convex/model/twoFactor";
import { useMessage } from "../../i18n/messages";
import { useStaticDocument } from "../../lib/routeHandle";

type Props = {
  /** From the first step (the right password): sent back with the code. */
  ticket: string;
  /** The last code's refusal. */
  error?: string | null;
  /** The app's handler; the static page posts the form to the route's action instead. */
  onSubmit?: (code: string) => void;
  busy?: boolean;
  /** Back to the password (the app clears its ticket; the static page reloads /login). */
  onRestart?: () => void;
};

/**
 * /login's second step when the account has two-factor on: a code from the app or a recovery
 * code. The static page's form posts to the route's action (authAction.server.ts), so it works
 * without JavaScript; in the app it calls `onSubmit`.
 */
export function TwoFactorSignIn({ ticket, error = null, onSubmit, busy = false, onRestart }: Props) {
  const staticDocument = useStaticDocument();
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { t } = useTranslation("account");
  const message = useMessage();
  const shownError = fieldError ?? (error && message(error));
  return (
    <Container size={440} py={48} w="100%">
      <Title order={1} ta="center" mb="lg">
        {t("twoFactor.heading")}
      </Title>
      <Card withBorder padding="xl" radius="md">
        <form
          method="post"
          noValidate
          data-two-factor-form=""
          onSubmit={(event) => {
            if (staticDocument || !onSubmit) return;
            event.preventDefault();
            const problem = codeError(code);
            setFieldError(problem && message(problem));
            if (problem === null) onSubmit(code.trim());
          }}
        >
          <input type="hidden" name="intent" value="two-factor" />
          <input type="hidden" name="ticket" value={ticket} />
          <Stack gap="md">
            <Text size="sm">{message(TWO_FACTOR_TEXTS.prompt)}</Text>
            <TextInput
              id="auth-code"
              name="code"
              label={t("twoFactor.signIn.code")}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              withAsterisk
              autoFocus
              maxLength={32}
              error={shownError}
              {...(staticDocument ? {} : { value: code, onChange: (event) => (setCode(event.currentTarget.value), setFieldError(null)) })}
            />
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? t("twoFactor.signIn.busy") : t("twoFactor.signIn.submit")}
            </Button>
          </Stack>
        </form>
        <Text ta="center" size="sm" mt="lg">
          <Anchor component={Link} to="/login" reloadDocument={staticDocument} onClick={onRestart}>
            {t("twoFactor.signIn.back")}
          </Anchor>
        </Text>
      </Card>
    </Container>
  );
}
