/*
 * Matching an English server message against a catalogue template ("Too many {{what}}. Please wait
 * {{seconds}} seconds and try again.") and filling another language's text with its values. No
 * i18next here: the sign-in pages' script (src/account/auth-page) uses it with the few templates
 * the server wrote into the page; ./messages.ts with the whole English catalogue.
 */

/** Placeholders that stand for a number (matched as digits, shown in the reader's number format). */
export const NUMBER_PLACEHOLDERS = ["max", "min", "digits", "seconds", "limit", "days", "shown", "n"];

export type MessageTemplate = { key: string; pattern: RegExp; names: string[]; literal: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An English template as a pattern; `literal` counts its fixed text (the more, the more specific). */
export function compileTemplate(key: string, text: string): MessageTemplate {
  const names: string[] = [];
  let literal = 0;
  const source = text
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name === undefined) {
        literal += part.length;
        return escape(part);
      }
      names.push(name);
      return NUMBER_PLACEHOLDERS.includes(name) ? "(\\d[\\d,.]*)" : "(.+?)";
    })
    .join("");
  return { key, pattern: new RegExp(`^${source}$`, "s"), names, literal };
}

/** Templates tried the most specific first, so "Password must be at most…" wins over "{{label}} must be at most…". */
export const bySpecificity = (a: MessageTemplate, b: MessageTemplate) => b.literal - a.literal;

/** The key and placeholder values of the first template `message` matches, or null. */
export function matchTemplate(templates: readonly MessageTemplate[], message: string): { key: string; values: Record<string, string> } | null {
  for (const template of templates) {
    const found = template.pattern.exec(message);
    if (found) return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, found[i + 1]])) };
  }
  return null;
}

/** An English number as the model writes it ("8,000", "2.5") in `language`'s format. */
export function localNumber(value: string, language: string): string {
  const number = Number(value.replace(/,/g, ""));
  return Number.isFinite(number) ? new Intl.NumberFormat(language).format(number) : value;
}

/** A translated template with its {{placeholders}} filled (i18next's syntax, without its options). */
export const fillTemplate = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
