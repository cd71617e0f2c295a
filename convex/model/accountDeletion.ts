import type { MailMessage } from "./mail";
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./appLanguages";
import { ACCOUNT_DELETED_MAIL } from "./mailTexts/accountDeleted";
import { ACCOUNT_UNDO_DAYS } from "./trash";

/**
 * Deleting an account: it is closed at once (signed out everywhere, sign-in refused, its page
 * answers 410) and kept ACCOUNT_UNDO_DAYS, when the link in the confirming mail brings it back
 * whole; after that it is deleted for good. Shared by the server and the undo page.
 */

/** The link's token: 32 random bytes in base64url (lib/linkTokens.ts). Anything else is not looked up. */
export const UNDO_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The app's path of the undo link (under the base path). */
export const accountUndoPath = (token: string) => `/restore-account/${token}`;

export const UNDO_FAILED_MESSAGE = `This link is wrong, was already used or is more than ${ACCOUNT_UNDO_DAYS} days old, so the account cannot be brought back.`;

export function accountDeletedMail(to: string, link: string, language: AppLanguage = DEFAULT_APP_LANGUAGE): MailMessage {
  const texts = ACCOUNT_DELETED_MAIL[language];
  return { to, subject: texts.subject, text: texts.body({ link, days: ACCOUNT_UNDO_DAYS }).join("\n") };
}
