import type { CredentialErrors } from "./credentials";
import type { Tokens } from "../../page-script/session";

/**
 * The server's answer to /login's or /signup's form posted before the page's script ran
 * (authAction.server.ts), rendered by the static page: the form again with its field errors or
 * the refusal (the email kept, never the password), or the page that hands the new session to
 * the browser and goes on to `to` (a full path, base included), or the two-factor second step.
 */
export type AuthAnswer =
  | { status: "invalid"; email: string; errors: CredentialErrors }
  | { status: "refused"; email: string; message: string }
  | { status: "signedIn"; tokens: Tokens; to: string }
  /** The right password on an account with two-factor on: the second step (its last refusal, if any). */
  | { status: "twoFactor"; ticket: string; message: string | null };
