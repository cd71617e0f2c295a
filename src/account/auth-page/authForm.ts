import { LOGIN_TEXTS, SIGNUP_TEXTS } from "../auth/authTexts";
import { leaveHandoff, takeHandoff } from "../../lib/authHandoff";
import { afterLoginPath, DEFAULT_AFTER_LOGIN, readAuthState, readNext } from "../../lib/authRedirect";
import { credentialErrors, passwordSignInParams, type AuthMode } from "../auth/credentials";
import { deviceToken } from "../auth/deviceToken";
import { pageTexts, readConfig } from "../../page-script/config";
import { hasSession, storeSession, type Tokens } from "../../page-script/session";
import { serverMessage } from "../../page-script/serverMessage";
import { hideToasts, showToast } from "../../page-script/toasts";
import { enhanceVisibilityToggle, setFieldError } from "./fieldErrors";
import { endSession, finishSignIn, signInWithPassword } from "./signIn";
import { enhanceStrengthMeter } from "./strengthMeter";
import { showInvitationMention } from "./invitationMention";

/**
 * /login and /signup without React: the same rules, texts and outcomes as the React pages
 * (account/login.route.tsx, account/signup.route.tsx). Signing in goes through Convex's HTTP API; the
 * session is stored where the app reads it, and the next page is a document load (the toast
 * travels in an AuthHandoff).
 */
export function enhanceAuthForm(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-auth-form]");
  if (!form) return;
  const mode: AuthMode = form.dataset.authForm === "signUp" ? "signUp" : "signIn";
  const signUp = mode === "signUp";
  const texts = signUp ? pageTexts("signup", SIGNUP_TEXTS) : pageTexts("login", LOGIN_TEXTS);
  const { base } = readConfig();
  const next = readNext(location.search);
  const handoff = takeHandoff();
  // Where the guard was sent from survives a reload in history.state (React Router keeps it in `usr`).
  const from = handoff.from ?? readAuthState((history.state as { usr?: unknown } | null)?.usr).from;
  const go = (path: string) => location.replace(`${base}${path}`);

  // Someone already signed in has nothing to do here (the app checks the session and, when it
  // has ended, forgets it and shows /login again).
  if (hasSession()) return go(next ?? DEFAULT_AFTER_LOGIN);
  void showInvitationMention();

  const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const password = form.querySelector<HTMLInputElement>('input[name="password"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const buttonLabel = button.querySelector(".mantine-Button-label") ?? button;
  enhanceVisibilityToggle(password);
  if (handoff.email) email.value = handoff.email;
  if (handoff.toast) showToast(handoff.toast.color, handoff.toast.message);

  // The server's answer to a form posted before this script ran may show errors already (authAction.server.ts).
  const shownError = (input: HTMLInputElement) => document.getElementById(`${input.id}-error`)?.textContent || null;
  const errors = { email: shownError(email), password: shownError(password) };
  // The markup's autofocus has placed it already, unless the person has moved on: they keep their field.
  if (!form.contains(document.activeElement)) (errors.password && !errors.email ? password : email).focus();
  const redrawStrength = signUp ? enhanceStrengthMeter(password, email, () => errors.password) : () => {};
  const setError = (field: "email" | "password", message: string | null) => {
    errors[field] = message;
    setFieldError(field === "email" ? email : password, message);
    if (field === "password") redrawStrength();
  };
  // As the React form (Mantine's useForm): a field's error clears when it changes.
  email.addEventListener("input", () => errors.email && setError("email", null));
  password.addEventListener("input", () => errors.password && setError("password", null));

  // The other auth page keeps where the person was going.
  for (const link of form.parentElement?.querySelectorAll<HTMLAnchorElement>(
    'a[href$="/login"], a[href*="/login?"], a[href$="/signup"], a[href*="/signup?"]',
  ) ?? []) {
    link.addEventListener("click", () => from && leaveHandoff({ from }));
  }

  const setBusy = (busy: boolean) => {
    button.disabled = busy;
    buttonLabel.textContent = busy ? texts.busy : texts.submit;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (button.disabled) return;
    // The server's notice or refusal (a toast shown with the page) is about the last attempt.
    hideToasts();
    const found = credentialErrors(mode, email.value, password.value);
    setError("email", found.email);
    setError("password", found.password);
    if (errors.email || errors.password) {
      (errors.email ? email : password).focus();
      return;
    }
    void submit(email.value.trim(), password.value);
  });
  enhancePasskeyChoice();
  // From here the script answers the form (before, the page's action does): for tests of the script itself.
  form.dataset.enhanced = "";

  async function submit(emailValue: string, passwordValue: string) {
    setBusy(true);
    const device = deviceToken();
    const result = await signInWithPassword(passwordSignInParams(mode, emailValue, passwordValue, device, document.documentElement.lang));
    if (!result.ok) {
      // Two-factor on: the server's own answer to the form is the second step (authAction.server.ts).
      if (result.code === "auth/two-factor-required") return form!.submit();
      setBusy(false);
      showToast("red", result.message ? serverMessage(result.message) : texts.failure, texts.failureTitle);
      return;
    }
    const tokens = result.value;
    const success = { color: "green" as const, message: texts.success };
    // Sign-up without a chosen destination: the spec's detour through /login, signed out.
    if (signUp && !next) {
      await endSession(tokens.token);
      leaveHandoff({ toast: success, email: emailValue, from });
      return go("/login");
    }
    await finishSignIn(tokens.token, device);
    storeSessionSafely(tokens);
    leaveHandoff({ toast: success });
    go(next ?? afterLoginPath({ from }));
  }
}

function storeSessionSafely(tokens: Tokens) {
  try {
    storeSession(tokens);
  } catch {
    // Storage refused (private mode): the app asks the person to log in again.
  }
}

/**
 * "Use a passkey", shown where the browser has WebAuthn: the first click loads the passkey script
 * (src/account/passkeys/script), which handles that click and the next ones.
 */
function enhancePasskeyChoice() {
  const button = document.querySelector<HTMLButtonElement>("button[data-passkey]");
  const choice = button?.closest<HTMLElement>("[data-passkey-choice]");
  if (!button || !choice || typeof PublicKeyCredential !== "function") return;
  choice.hidden = false;
  const load = () => {
    button.dataset.passkeyPending = "";
    const script = document.createElement("script");
    script.type = "module";
    script.src = button.dataset.passkeyScript!;
    document.head.append(script);
  };
  button.addEventListener("click", load, { once: true });
}
