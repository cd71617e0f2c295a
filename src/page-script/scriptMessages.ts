import type { TFunction } from "i18next";
import { englishMessage } from "../i18n/messages";
import { DEFAULT_APP_LANGUAGE } from "../i18n/languages";

/**
 * The server messages a page's script may show (English, from Convex: RouteHandle.scriptMessages)
 * with the page's texts for them, written by the server into the page: English template → this
 * language's, {{placeholders}} kept (./serverMessage.ts fills them in the browser). Only these few,
 * not the catalogue; none in English, where the messages are shown as they come.
 */
export function scriptMessages(t: TFunction, language: string, keys: readonly string[]): Record<string, string> | null {
  if (keys.length === 0 || language === DEFAULT_APP_LANGUAGE) return null;
  return Object.fromEntries(keys.map((key) => [englishMessage(key) ?? key, t(key, { ns: "messages", skipInterpolation: true })]));
}
