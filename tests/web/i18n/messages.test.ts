import { afterEach, describe, expect, it } from "vitest";
import { tooLongMessage, WEB_URL_MESSAGE } from "../../../convex/model/sections/rules";
import { NAME_REQUIRED } from "../../../convex/model/sections/personal";
import { PERCENTAGE_MESSAGE } from "../../../convex/model/sections/skills";
import { requiredError, phoneError, passwordError } from "../../../convex/model/validation";
import { ACCESS_MESSAGES } from "../../../convex/model/members";
import { IMAGE_TOO_LONG_SIDE, IMAGE_UNREADABLE } from "../../../convex/model/images";
import { SEO_PLAN_MESSAGE } from "../../../convex/model/seo";
import { PAGE_PASSWORD_PLAN_MESSAGE, pagePasswordError } from "../../../convex/model/pagePassword";
import { TOO_LARGE_FIELD_MESSAGE } from "../../../convex/model/draftSize";
import { ACCENT_FORMAT_MESSAGE } from "../../../convex/model/theme";
import { PREMIUM_MESSAGE } from "../../../convex/model/templates";
import { tooManyAttemptsMessage } from "../../../convex/lib/rateLimits";
import english from "../../../src/i18n/locales/en/messages.json";
import { i18n, switchAppLanguage } from "../../../src/i18n/i18n";
import { matchMessage, translateMessage } from "../../../src/i18n/messages";

const t = () => i18n.getFixedT(null, "messages");

const flatten = (messages: object, prefix = ""): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : flatten(value as object, `${prefix}${key}.`),
  );

/** A template filled with sample values: numbers for number placeholders, a word for the others. */
const sample = (template: string) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    ["label", "text", "what", "plan", "billing", "section", "size", "wait"].includes(name) ? "Xyzzy" : "12",
  );

// Messages the model and server really produce, through their own constants and functions.
const MODEL_MESSAGES = [
  tooLongMessage(80),
  WEB_URL_MESSAGE,
  NAME_REQUIRED,
  PERCENTAGE_MESSAGE,
  requiredError("", "Name", 10)!,
  requiredError("x".repeat(20), "Phone number", 10)!,
  phoneError("12")!,
  phoneError("abc")!,
  passwordError("", { signUp: true })!,
  passwordError("abc", { signUp: true })!,
  ACCESS_MESSAGES.noAccess,
  ACCESS_MESSAGES.publish,
  IMAGE_TOO_LONG_SIDE,
  IMAGE_UNREADABLE,
  SEO_PLAN_MESSAGE,
  PAGE_PASSWORD_PLAN_MESSAGE,
  pagePasswordError("a")!,
  TOO_LARGE_FIELD_MESSAGE,
  ACCENT_FORMAT_MESSAGE,
  PREMIUM_MESSAGE,
  tooManyAttemptsMessage(30_000, "uploads"),
];

describe("translateMessage", () => {
  afterEach(async () => {
    await switchAppLanguage("en");
  });

  it.each(flatten(english))("%s: an English message matches its own template and comes back unchanged in English", (key, template) => {
    const message = sample(template);
    expect(matchMessage(message)?.key).toBe(key);
    expect(translateMessage(t(), message)).toBe(message);
  });

  it("keeps the model's numbers as written in English", () => {
    expect(translateMessage(t(), tooLongMessage(8000))).toBe("Must be at most 8000 characters.");
    expect(translateMessage(t(), IMAGE_TOO_LONG_SIDE)).toBe(IMAGE_TOO_LONG_SIDE);
  });

  it("recognises every message of the model listed here", () => {
    for (const message of MODEL_MESSAGES) expect(matchMessage(message), message).not.toBeNull();
  });

  it("gives the model's messages in French and Spanish, with their numbers and names translated", async () => {
    await switchAppLanguage("fr");
    expect(translateMessage(t(), tooLongMessage(80))).toBe("80 caractères au maximum.");
    expect(translateMessage(t(), NAME_REQUIRED)).toBe("Votre nom est obligatoire pour publier.");
    expect(translateMessage(t(), requiredError("", "Phone number", 10)!)).toBe("Numéro de téléphone : ce champ est obligatoire.");
    expect(translateMessage(t(), IMAGE_TOO_LONG_SIDE)).toMatch(/^Cette image est trop grande \(20\s000 pixels de côté au maximum\)/);
    expect(translateMessage(t(), tooManyAttemptsMessage(30_000, "uploads"))).toBe("Limite atteinte (envois). Patientez 30 secondes, puis réessayez.");
    for (const message of MODEL_MESSAGES) expect(translateMessage(t(), message), message).not.toBe(message);
    await switchAppLanguage("es");
    expect(translateMessage(t(), WEB_URL_MESSAGE)).toBe("Escribe una dirección web que empiece por http:// o https://.");
    for (const message of MODEL_MESSAGES) expect(translateMessage(t(), message), message).not.toBe(message);
  });

  it("leaves a message it does not know as it is", async () => {
    await switchAppLanguage("fr");
    expect(translateMessage(t(), "Something only the server says.")).toBe("Something only the server says.");
  });
});
