import type { AppLanguage } from "../appLanguages";

/*
 * The words of the mails we send, one file per mail, in each of the app's languages (the
 * recipient account's `users.language`, English otherwise). Plain TS, not the app's JSON
 * catalogues: Convex bundles its functions without Vite. Subjects are fixed text: nothing a user
 * typed ever leads a mail (issue 37). Each mail's module (members.ts, billingMail.ts, ...) builds
 * the message from these; the English ones are the spec's and the tests'.
 */

/** A day as a mail says it: English as it always has ("Fri, 27 Nov 2026"), the others in their own long form (UTC). */
export function mailDay(time: number, language: AppLanguage): string {
  if (language === "en") return new Date(time).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, "");
  return new Intl.DateTimeFormat(language, { dateStyle: "full", timeZone: "UTC" }).format(time);
}

/** A moment as a mail says it, in UTC: English "Fri, 27 Nov 2026 14:05 UTC", the others in their own form. */
export function mailTime(time: number, language: AppLanguage): string {
  if (language === "en") return new Date(time).toUTCString().replace(/:\d\d GMT$/, " UTC");
  return `${new Intl.DateTimeFormat(language, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(time)} UTC`;
}
