import { data, redirect } from "react-router";
import { api } from "../../../convex/_generated/api";
import { errorData, errorMessage } from "../../../convex/model/errors";
import { serverClient } from "../../lib/serverConvex.server";
import { APP_BASENAME } from "../../lib/basePath";
import { readPostedForm } from "../../lib/postedForm.server";
import type { AuthAnswer } from "./authAnswer";
import { DEFAULT_AFTER_LOGIN, readNext, signedUpLoginPath } from "../../lib/authRedirect";
import { LOGIN_TEXTS, SIGNUP_TEXTS } from "./authTexts";
import { credentialErrors, passwordSignInParams, type AuthMode } from "./credentials";
import type { Tokens } from "../../page-script/session";
import { requestLanguage } from "../../i18n/chooseLanguage";
import { codeError } from "../../../convex/model/twoFactor";

/** An email and a password are well under this; anything bigger is not our form. */
const MAX_BODY_BYTES = 16 * 1024;

/** Every answer: it may carry a session, and a refusal is about this attempt only. */
const NO_STORE = { "Cache-Control": "no-store" };

type Context = Parameters<typeof serverClient>[0];

/**
 * /login's or /signup's form posted before the page's script ran (the script loads after the first
 * paint; a fast typist, a slow network or no JavaScript gets here). It does what the script does
 * (src/account/auth-page/authForm.ts): the same checks, the same `auth:signIn` call, the same
 * messages; the static page renders the answer (AuthForm, SignedInHandoff). The session is handed
 * to the browser by an inline script, as no cookie carries it in this app.
 */
export async function authAction(mode: AuthMode, request: Request, context: Context) {
  const texts = mode === "signUp" ? SIGNUP_TEXTS : LOGIN_TEXTS;
  const answer = (value: AuthAnswer, status: number) => data(value, { status, headers: NO_STORE });
  const field = await readPostedForm(request, MAX_BODY_BYTES);
  if (mode === "signIn" && field("intent") === "two-factor") return await secondStep(field("ticket"), field("code"), request, context);
  const email = field("email").trim();
  const password = field("password");
  const errors = credentialErrors(mode, email, password);
  if (errors.email !== null || errors.password !== null) return answer({ status: "invalid", email, errors }, 400);

  let tokens;
  try {
    tokens = (
      await serverClient(context).action(api.auth.signIn, {
        provider: "password",
        params: passwordSignInParams(mode, email, password, undefined, requestLanguage(request.headers)),
      })
    ).tokens;
  } catch (error) {
    const known = errorData(error);
    if (known?.code === "auth/two-factor-required" && known.ticket) return answer({ status: "twoFactor", ticket: known.ticket, message: null }, 200);
    if (!known) console.warn(`A ${mode} posted to the server failed: ${(error as Error).message}`);
    const status = known === null ? 503 : known.code === "auth/too-many-requests" ? 429 : 400;
    return answer({ status: "refused", email, message: errorMessage(error, texts.failure) }, status);
  }
  if (!tokens) return answer({ status: "refused", email, message: texts.failure }, 503);
  return await signedIn(mode, email, tokens, request, context);
}

/** /login's second step posted (TwoFactorSignIn): the ticket and a code; refused, the same step again. */
async function secondStep(ticket: string, code: string, request: Request, context: Context) {
  const answer = (value: AuthAnswer, status: number) => data(value, { status, headers: NO_STORE });
  const problem = codeError(code);
  if (problem !== null) return answer({ status: "twoFactor", ticket, message: problem }, 400);
  let tokens;
  try {
    tokens = (await serverClient(context).action(api.auth.signIn, { provider: "password", params: { flow: "two-factor", ticket, code: code.trim() } })).tokens;
  } catch (error) {
    const known = errorData(error);
    const status = known === null ? 503 : known.code === "auth/too-many-requests" ? 429 : 400;
    return answer({ status: "twoFactor", ticket, message: errorMessage(error, LOGIN_TEXTS.failure) }, status);
  }
  if (!tokens) return answer({ status: "twoFactor", ticket, message: LOGIN_TEXTS.failure }, 503);
  return await signedIn("signIn", "", tokens, request, context);
}

/** A session from the server's sign-in: handed to the browser (or, after a sign-up without `next`, ended). */
async function signedIn(mode: AuthMode, email: string, tokens: Tokens, request: Request, context: Context) {
  const answer = (value: AuthAnswer, status: number) => data(value, { status, headers: NO_STORE });
  const session = serverClient(context, tokens.token);
  const next = readNext(new URL(request.url).search);
  // Sign-up without a chosen destination: the spec's detour through /login, signed out.
  if (mode === "signUp" && next === null) {
    await session.action(api.auth.signOut, {}).catch((error: unknown) => console.warn(`Could not end a new account's session: ${String(error)}`));
    throw redirect(signedUpLoginPath(email), { status: 303, headers: NO_STORE });
  }
  // As useFinishSignIn: the profile is created if missing (spec); a failure is retried at the next login.
  await session.mutation(api.users.ensureProfile, {}).catch((error: unknown) => console.error("Could not create the user profile", error));
  return answer({ status: "signedIn", tokens, to: `${APP_BASENAME}${next ?? DEFAULT_AFTER_LOGIN}` }, 200);
}

/** The auth routes' `headers`: an answer to a post keeps its own (never cached). */
export function authHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return actionHeaders;
}
