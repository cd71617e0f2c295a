import { describe, expect, it } from "vitest";
import english from "../../src/i18n/locales/en/messages.json";
import { i18n, loadAppLanguage } from "../../src/i18n/i18n";
import { matchMessage, translateMessage } from "../../src/i18n/messages";
import { sentencesIn, serverMessages, type ServerMessage } from "./serverMessagesScan";

/** Every English template, its placeholders reduced to `{{}}`: the shape a `${…}` message has in the source. */
const flatten = (messages: object): string[] =>
  Object.values(messages).flatMap((value: string | object) => (typeof value === "string" ? [value] : flatten(value)));
const SHAPES = new Set(flatten(english).map((text) => text.replace(/\{\{\w+\}\}/g, "{{}}")));

/** Shown translated: a template matches it (a `${…}` message: a template of the same shape). */
const translated = ({ text, literal }: ServerMessage) => (literal ? matchMessage(text) !== null : SHAPES.has(text));

/**
 * Messages the app never shows a person, so they stay English, each with its reason. Keyed by text
 * (`{{}}` for a `${…}` part), so a message that moves within its file keeps its exemption.
 */
const EXEMPT: Record<string, string> = {
  "Invalid device token.": "a malformed token only a hand-made request sends; the app's own call never fails it",
  "Unknown sign-in flow.": "a hand-made request to the auth endpoint; the app's forms always send a known flow",
  "Unknown sign-in method.": "a hand-made request; the app lists only the providers it has",
  "Passkeys are not set up on this server (SITE_URL is missing).": "the operator's configuration, read in the server log",
  "No user with email {{}}.": "an internal function the operator runs (users.setPlan), never the UI",
  "This account no longer exists.": "an answer of the public API (apiData), in English like the rest of the API",
  "The request body does not fit this section.": "an answer of the public API (apiData), in English like the rest of the API",
  "Your plan connects up to {{}} {{}}. Remove one to add another.":
    "its plural is written inline; the two sentences it makes are the templates domainLimit and domainLimitOne",
};

describe("the server's messages", () => {
  const { messages, computed } = serverMessages();
  const restores = sentencesIn("convex/trash.ts", ["restoreItem", "restoreIntoDraft", "restorePortfolio"]);

  it("every message a ConvexError carries in convex/ is matched by a template of locales/en/messages.json, or exempt", () => {
    expect(messages.length).toBeGreaterThan(100);
    const missing = messages.filter((message) => !translated(message) && !(message.text in EXEMPT));
    expect(missing.map(({ where, text }) => `${where} ${text}`)).toEqual([]);
    // An exemption whose message is gone goes too.
    expect(Object.keys(EXEMPT).filter((text) => !messages.some((message) => message.text === text))).toEqual([]);
  });

  it("every sentence the trash's restore returns for the dashboard is a template too", () => {
    expect(restores.length).toBeGreaterThanOrEqual(10);
    expect(restores.filter((message) => !translated(message)).map(({ where, text }) => `${where} ${text}`)).toEqual([]);
  });

  it("reads the source: literals, templates, constants and wrappers, computed messages apart", () => {
    expect(messages).toContainEqual(expect.objectContaining({ text: "Please correct the highlighted fields.", literal: true }));
    // Through the trash's `conflict(message)` wrapper.
    expect(messages).toContainEqual(expect.objectContaining({ text: "“{{}}” is full. Remove an entry from it, then restore “{{}}”.", literal: false }));
    expect(computed.some((expression) => expression.includes("tooManyAttemptsMessage("))).toBe(true);
    expect(translated({ where: "", text: "Nothing like any template.", literal: true })).toBe(false);
  });

  it("restores and refusals read in French and Spanish, names and addresses kept", async () => {
    await Promise.all([loadAppLanguage("fr"), loadAppLanguage("es")]);
    const fr = i18n.getFixedT("fr", "messages");
    const es = i18n.getFixedT("es", "messages");
    expect(translateMessage(fr, "“Robot” is back at the end of Projects, since your draft changed after it was deleted.")).toBe(
      "« Robot » est de retour à la fin de Projets, car votre brouillon a changé depuis sa suppression.",
    );
    expect(translateMessage(es, "“Talk” is back in “Awards” where it was.")).toBe("«Talk» ha vuelto a su sitio en «Awards».");
    expect(
      translateMessage(fr, "Your portfolio is back online, with its draft. Its address /p/ana belongs to someone else now, so your page is at /p/ana-2."),
    ).toBe(
      "Votre portfolio est de nouveau en ligne, avec son brouillon. Son adresse /p/ana appartient désormais à quelqu’un d’autre : votre page est à l’adresse /p/ana-2.",
    );
    expect(translateMessage(fr, "You already have 20 sections of your own, the most a portfolio can have. Delete one, then restore “Talks”.")).toBe(
      "Vous avez déjà 20 sections personnalisées, le maximum pour un portfolio. Supprimez-en une, puis restaurez « Talks ».",
    );
    expect(translateMessage(es, "Invalid email or password.")).toBe("Correo o contraseña incorrectos.");
  });
});
