import { Alert, Container, Title } from "@mantine/core";
import type { AuthAnswer } from "./authAnswer";
import { NEEDS_JAVASCRIPT, type AuthTexts } from "./authTexts";
import { sessionHandoffScript } from "./sessionHandoff";

/**
 * The server's page after a sign-in posted before the page's script ran: its inline script, first
 * in the page, stores the session and replaces the page with the next one (the toast follows in
 * the handoff). Without JavaScript it stays, and says why the app cannot open.
 */
export function SignedInHandoff({ answer, texts }: { answer: Extract<AuthAnswer, { status: "signedIn" }>; texts: AuthTexts }) {
  return (
    <Container size={440} py={48} w="100%">
      <script dangerouslySetInnerHTML={{ __html: sessionHandoffScript(answer.tokens, answer.to, { toast: { color: "green", message: texts.success } }) }} />
      <Title order={1} ta="center" mb="lg">
        {texts.title}
      </Title>
      <Alert color="green" title={texts.success} role="status">
        <noscript>{NEEDS_JAVASCRIPT}</noscript>
      </Alert>
    </Container>
  );
}
