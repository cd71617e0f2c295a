import { Alert, Container, Title } from "@mantine/core";
import type { AuthAnswer } from "./authAnswer";
import { NEEDS_JAVASCRIPT, type AuthTexts } from "./authTexts";
import { sessionHandoffScript, WITHOUT_SCRIPT_ID } from "./sessionHandoff";

/**
 * The server's page after a sign-in posted before the page's script ran: its inline script stores
 * the session and replaces the page with the next one (the toast follows in the handoff). Without
 * JavaScript the page stays and says why the app cannot open; the script, right after those words
 * (parsed before any paint), hides them first: the page stays on screen until the next one arrives.
 * (Not a <noscript>: browsers with scripting turned off by a policy or a test harness may not render it.)
 */
export function SignedInHandoff({ answer, texts }: { answer: Extract<AuthAnswer, { status: "signedIn" }>; texts: AuthTexts }) {
  return (
    <Container size={440} py={48} w="100%">
      <Title order={1} ta="center" mb="lg">
        {texts.title}
      </Title>
      <Alert color="green" title={texts.success} role="status">
        <span id={WITHOUT_SCRIPT_ID}>{NEEDS_JAVASCRIPT}</span>
      </Alert>
      <script dangerouslySetInnerHTML={{ __html: sessionHandoffScript(answer.tokens, answer.to, { toast: { color: "green", message: texts.success } }) }} />
    </Container>
  );
}
