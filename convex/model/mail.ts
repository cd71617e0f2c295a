import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./appLanguages";
import { RESET_CODE_MAIL } from "./mailTexts/resetCode";

/** What the app mails; mail.ts sends it. */
export type MailMessage = { to: string; subject: string; text: string };

/** The name mail is sent under, whatever the address. */
export const MAIL_SENDER_NAME = "Portfolio Builder";
/**
 * The sender when MAIL_FROM is unset: Resend's test address (it needs no verified domain, but only
 * delivers to the Resend account's own address), under the product's name.
 */
export const DEFAULT_MAIL_FROM = `${MAIL_SENDER_NAME} <onboarding@resend.dev>`;

/** The From of every mail for a MAIL_FROM setting: the default when unset or blank, a bare address under the product's name. */
export function mailSender(setting: string | undefined): string {
  const from = setting?.trim() ?? "";
  if (from === "") return DEFAULT_MAIL_FROM;
  return from.includes("<") ? from : `${MAIL_SENDER_NAME} <${from}>`;
}

export const RESET_CODE_MINUTES = 15;

export function resetCodeMail(to: string, code: string, language: AppLanguage = DEFAULT_APP_LANGUAGE): MailMessage {
  const texts = RESET_CODE_MAIL[language];
  return { to, subject: texts.subject(code), text: texts.body({ code, minutes: RESET_CODE_MINUTES }).join("\n") };
}

/** Longest piece of someone's own text (a name) that a mail quotes. */
export const QUOTED_NAME_MAX = 40;

/**
 * A name someone typed, made safe to quote in a mail to someone else: no control or invisible
 * characters (bidi overrides included), no quotes that could end the quotation, no word that a
 * mail client could turn into a link (anything with a scheme, an `@`, a `/` or a dot inside it,
 * `evil.example` as much as `https://evil.example/login`), capped at QUOTED_NAME_MAX characters.
 * Empty when nothing is left: the mail then says nothing about the sender's name.
 */
export function mailSafeName(name: string): string {
  const words = name
    .normalize("NFKC")
    .replace(/[\p{C}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/["“”„«»‘’‚‹›`]/g, "")
    .split(/\s+/)
    .filter((word) => word !== "" && !/[@/\\]|:\/\/|\.\p{L}|\.\p{N}/u.test(word));
  const chars = Array.from(words.join(" "));
  if (chars.length <= QUOTED_NAME_MAX) return chars.join("");
  const head = chars.slice(0, QUOTED_NAME_MAX - 1).join("");
  return `${head.trimEnd()}…`;
}
