import { emailError, passwordError } from "../../../convex/model/validation";
import { passwordRuleError } from "../../../convex/model/password";

/** Which form: logging in (`signIn`) or creating an account (`signUp`), as Convex Auth's Password flows. */
export type AuthMode = "signIn" | "signUp";

export type CredentialErrors = { email: string | null; password: string | null };

/**
 * What is wrong with the form before it is sent, alike in the React form (AuthForm), the static
 * page's script (src/account/auth-page) and the server's answer to a post (authAction.server.ts).
 * Sign-up applies the server's rules (its common-password check happens on submit, there).
 */
export function credentialErrors(mode: AuthMode, email: string, password: string): CredentialErrors {
  return {
    email: emailError(email),
    password: mode === "signUp" ? passwordRuleError(password, email) : passwordError(password, { signUp: false }),
  };
}

/**
 * The `params` of `auth:signIn` with the Password provider. `device` (this browser's token,
 * deviceToken.ts) only goes with logging in: it gives the browser a throttle bucket of its own.
 */
export function passwordSignInParams(mode: AuthMode, email: string, password: string, device?: string, language?: string): Record<string, string> {
  const params: Record<string, string> = { email: email.trim(), password, flow: mode };
  if (mode === "signIn" && device) params.device = device;
  // A new account speaks the language it signed up in (convex/auth.ts profile).
  if (mode === "signUp" && language) params.language = language;
  return params;
}
