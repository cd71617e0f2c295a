/**
 * The static /login's and /signup's passkey button (src/account/auth-page loads this by URL on the
 * first click, so the pages' first load stays small): the ceremony (../ceremony.ts), then the
 * same ending as a password sign-in there: profile, device, session stored, toast, next page. Its
 * words and the server's refusals are in the page's language, from the page (PageScript). Built as
 * its own entry (scripts/lib/publicPageScript.ts).
 */
import { afterLoginPath, readAuthState, readNext } from "../../../lib/authRedirect";
import { LOGIN_TEXTS, SIGNUP_TEXTS } from "../../auth/authTexts";
import { deviceToken } from "../../auth/deviceToken";
import { finishSignIn } from "../../auth-page/signIn";
import { leaveHandoff } from "../../../lib/authHandoff";
import { pageTexts, readConfig } from "../../../page-script/config";
import { callConvex } from "../../../page-script/convexApi";
import { serverMessage } from "../../../page-script/serverMessage";
import { storeSession, type Tokens } from "../../../page-script/session";
import { hideToasts, showToast } from "../../../page-script/toasts";
import { emailError } from "../../../../convex/model/validation";
import { PASSKEY_TEXTS } from "../../../../convex/model/passkeys";
import { answerRegistration, answerSignIn, ceremonyFailure, ceremonyFailureText } from "../ceremony";

type Options = { challengeId: string; options: never };

const button = document.querySelector<HTMLButtonElement>("button[data-passkey]");
const signUp = button?.dataset.passkey === "signUp";
const texts = signUp ? pageTexts("signup", SIGNUP_TEXTS) : pageTexts("login", LOGIN_TEXTS);
const passkeyTexts = pageTexts("passkey", PASSKEY_TEXTS);

async function run(): Promise<void> {
  if (!button || button.disabled) return;
  hideToasts();
  const email = document.querySelector<HTMLInputElement>('input[name="email"]')?.value.trim() ?? "";
  if (signUp && emailError(email) !== null) {
    showToast("red", passkeyTexts.signUpNeedsEmail, texts.failureTitle);
    document.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    return;
  }
  const label = button.querySelector(".mantine-Button-label") ?? button;
  const idle = label.textContent;
  button.disabled = true;
  label.textContent = passkeyTexts.busy;
  const fail = (message: string | null) => {
    button.disabled = false;
    label.textContent = idle;
    showToast("red", message ?? texts.failure, texts.failureTitle);
  };
  // The server refuses in English; the page carries its templates in the page's language.
  const refused = (message: string | null) => fail(message && serverMessage(message));
  const started = signUp
    ? await callConvex<Options>("mutation", "passkeys:signUpOptions", { email })
    : await callConvex<Options>("mutation", "passkeys:signInOptions", {});
  if (!started.ok) return refused(started.message);
  let response: string;
  try {
    response = signUp ? await answerRegistration(started.value.options) : await answerSignIn(started.value.options);
  } catch (error) {
    const failure = ceremonyFailure(error);
    return fail(failure && ceremonyFailureText(failure, passkeyTexts));
  }
  const params = { flow: signUp ? "signUp" : "signIn", challengeId: started.value.challengeId, response };
  const result = await callConvex<{ tokens?: Tokens | null }>("action", "auth:signIn", { provider: "passkey", params });
  const tokens = result.ok ? result.value.tokens : null;
  if (!tokens) return refused(result.ok ? null : result.message);
  await finishSignIn(tokens.token, deviceToken());
  try {
    storeSession(tokens);
  } catch {
    // Storage refused (private mode): the app asks the person to log in again.
  }
  leaveHandoff({ toast: { color: "green", message: texts.success } });
  // A passkey sign-up is signed in at once: there is no password to log in with afterwards.
  const from = readAuthState((history.state as { usr?: unknown } | null)?.usr).from;
  location.replace(`${readConfig().base}${readNext(location.search) ?? afterLoginPath({ from })}`);
}

button?.addEventListener("click", () => void run());
// The click that loaded this script.
if (button?.dataset.passkeyPending !== undefined) void run();
