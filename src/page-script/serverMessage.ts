import { bySpecificity, compileTemplate, fillTemplate, localNumber, matchTemplate, NUMBER_PLACEHOLDERS } from "../i18n/messageTemplates";
import { pageTexts } from "./config";

/**
 * A server message (English, from Convex) in the page's language, as the app's translateMessage
 * shows it (src/i18n/messages.ts): matched against the few English templates the server wrote into
 * the page with this language's texts (PageScript's `messages`); unknown messages, and every
 * message on an English page, as they came.
 */
export function serverMessage(message: string): string {
  const table = pageTexts<Record<string, string>>("messages");
  const templates = Object.keys(table)
    .map((english) => compileTemplate(english, english))
    .sort(bySpecificity);
  const language = document.documentElement.lang;
  const translate = (text: string): string => {
    const match = matchTemplate(templates, text);
    if (!match) return text;
    // Names inside a message ("Too many failed attempts.") are in the table too.
    const values = Object.fromEntries(
      Object.entries(match.values).map(([name, value]) => [name, NUMBER_PLACEHOLDERS.includes(name) ? localNumber(value, language) : translate(value)]),
    );
    return fillTemplate(table[match.key], values);
  };
  return translate(message);
}
