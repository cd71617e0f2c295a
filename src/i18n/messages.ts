import { useCallback } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../convex/model/errors";
import { i18n } from "./i18n";
import { DEFAULT_APP_LANGUAGE } from "./languages";
import english from "./locales/en/messages.json";
import { bySpecificity, compileTemplate, localNumber, matchTemplate, NUMBER_PLACEHOLDERS } from "./messageTemplates";

/*
 * The shared model (convex/model) and the server speak English: their messages are the spec's
 * texts and what tests and the API check. The UI passes every such message through
 * `translateMessage` before showing it: the message is matched against the English catalogue
 * (`locales/en/messages.json`, whose texts are the model's with {{placeholders}} for the numbers
 * and names it fills in) and the current language's text for that key is shown with the same
 * values. A message no template matches is shown as it came.
 */

const flatten = (messages: object, prefix = ""): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : flatten(value as object, `${prefix}${key}.`),
  );

const NUMBERS = new Set(NUMBER_PLACEHOLDERS);

/** English templates, the most specific (most fixed text) first. */
const TEMPLATES = flatten(english)
  .map(([key, text]) => compileTemplate(key, text))
  .sort(bySpecificity);

/** The English catalogue's text for `key` ("accountRefusals.invalidCredentials"). */
export const englishMessage = (key: string): string | undefined => Object.fromEntries(flatten(english))[key];

/** The catalogue key and placeholder values of an English message, or null when no template matches. */
export function matchMessage(message: string): { key: string; values: Record<string, string> } | null {
  return matchTemplate(TEMPLATES, message);
}

/** An English number as the model writes it ("8,000", "2.5") in the current language's format; in English exactly as written. */
function localNumberHere(value: string): string {
  return i18n.language === DEFAULT_APP_LANGUAGE ? value : localNumber(value, i18n.language);
}

/** `message` (English, from the model or the server) in the language of `t`; unknown messages unchanged. */
export function translateMessage(t: TFunction, message: string): string {
  const match = matchMessage(message);
  if (!match) return message;
  // Names inside a message ("Name is required.", "Too many uploads.") are templates too.
  const values = Object.fromEntries(
    Object.entries(match.values).map(([name, value]) => [name, NUMBERS.has(name) ? localNumberHere(value) : translateMessage(t, value)]),
  );
  return t(match.key, { ...values, ns: "messages", defaultValue: message });
}

/** Translates model and server messages in components: `const message = useMessage(); message(error)`. */
export function useMessage(): (message: string) => string {
  const { t } = useTranslation("messages");
  return useCallback((message: string) => translateMessage(t, message), [t]);
}

/** A failure's message (the server's own, or `fallback`) in the current language. */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation("messages");
  return useCallback((error: unknown, fallback: string) => translateMessage(t, errorMessage(error, fallback)), [t]);
}
