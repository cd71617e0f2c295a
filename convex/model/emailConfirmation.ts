import type { MailMessage } from "./mail";
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./appLanguages";
import { CONFIRMATION_MAIL } from "./mailTexts/confirmation";

/**
 * Confirming an email address: the link mailed at sign-up (the address is then marked confirmed)
 * and on every change of address (the new one takes effect only once its link is used). Shared by
 * the server (lib/emailConfirmations.ts) and the pages that show the state or open the link.
 */

/** A link works this long, once. */
export const CONFIRMATION_HOURS = 24;
export const CONFIRMATION_MS = CONFIRMATION_HOURS * 60 * 60 * 1000;

/** A token is 32 random bytes in base64url: 43 characters. Anything else is not looked up. */
export const CONFIRMATION_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The app's path of a confirmation link (under the base path). */
export const confirmationPath = (token: string) => `/confirm-email/${token}`;

/** Why sending or accepting invitations waits (code `email/unconfirmed`). */
export const UNCONFIRMED_MESSAGE = "Confirm your email address first: open the link we mailed you, or send it again.";

export const CONFIRMATION_FAILED_MESSAGE = "This confirmation link is wrong, was already used or has expired. Send a new one from your account.";

/** The line the account page shows while a new address waits for its link. */
export const pendingChangeText = (pending: string, current: string) => `We sent a link to ${pending}; your address stays ${current} until you confirm.`;

/** `change`: a new address for an existing account; `signup`: the address a new account signed up with. */
export function confirmationMail(to: string, link: string, kind: "signup" | "change", language: AppLanguage = DEFAULT_APP_LANGUAGE): MailMessage {
  const texts = CONFIRMATION_MAIL[language];
  // A fixed subject: nothing a user typed (a name) is ever in it.
  return { to, subject: texts.subject, text: texts.body({ kind, link, hours: CONFIRMATION_HOURS }).join("\n") };
}
