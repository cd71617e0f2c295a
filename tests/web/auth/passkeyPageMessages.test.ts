import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, loadAppLanguage } from "../../../src/i18n/i18n";
import { STATIC_AUTH_PAGE } from "../../../src/lib/routeHandle";
import { scriptMessages } from "../../../src/page-script/scriptMessages";

// The browser's ceremony: the test says how the authenticator answers.
const ceremony = vi.hoisted(() => ({ answer: vi.fn<() => Promise<unknown>>() }));
vi.mock("@simplewebauthn/browser", () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: ceremony.answer,
  startRegistration: ceremony.answer,
}));

type Answer = { status: "success"; value: unknown } | { status: "error"; errorData: { code: string; message: string } };
const refusal = (message: string): Answer => ({ status: "error", errorData: { code: "auth/passkey-failed", message } });
const CHALLENGE: Answer = { status: "success", value: { challengeId: "c1", options: {} } };

/**
 * The static /login or /signup in `lang` as the server writes it (its script words and the server's
 * templates, PageScript), the passkey button clicked; Convex answers each call in turn with `answers`.
 */
async function clickPasskey(lang: "fr" | "es", mode: "signIn" | "signUp", answers: Answer[]) {
  document.documentElement.lang = lang;
  const t = i18n.getFixedT(lang);
  const texts = {
    login: t("auth:login", { returnObjects: true }),
    signup: t("auth:signup", { returnObjects: true }),
    passkey: t("auth:passkey", { returnObjects: true }),
    messages: scriptMessages(t, lang, STATIC_AUTH_PAGE.scriptMessages!),
  };
  const config = { base: "", convexUrl: "https://example.convex.cloud", appModules: [], texts };
  document.body.innerHTML = `
    <script type="application/json" id="page-script-config">${JSON.stringify(config)}</script>
    <div data-static-toasts><template data-toast="red"><div class="mantine-Notification-root"><p class="mantine-Notification-title"></p><p class="mantine-Notification-description"></p></div></template></div>
    <input name="email" value="ana@example.com" />
    <button data-passkey="${mode}" data-passkey-pending><span class="mantine-Button-label">Passkey</span></button>`;
  const fetch = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  vi.resetModules();
  await import("../../../src/account/passkeys/script/enhance");
  return vi.waitFor(() => {
    const shown = document.querySelector(".mantine-Notification-description")?.textContent;
    if (!shown) throw new Error("no toast yet");
    return { shown, title: document.querySelector(".mantine-Notification-title")!.textContent };
  });
}

beforeAll(async () => {
  await Promise.all([loadAppLanguage("fr"), loadAppLanguage("es")]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  ceremony.answer.mockReset();
  document.documentElement.lang = "en";
});

describe("the sign-in pages' passkey button in the page's language", () => {
  it("a refused challenge (passkeys:signInOptions, signUpOptions) is told in French, its number in French", async () => {
    const tooMany = refusal("Too many passkey requests right now. Please wait 1 second and try again.");
    expect(await clickPasskey("fr", "signIn", [tooMany])).toEqual({
      shown: "Limite atteinte (demandes de clé d’accès en ce moment). Patientez 1 seconde, puis réessayez.",
      title: "Échec de la connexion",
    });
    const taken = refusal("An account with this email already exists. Log in instead.");
    expect((await clickPasskey("fr", "signUp", [taken])).shown).toBe("Un compte existe déjà avec cet e-mail. Connectez-vous plutôt.");
  });

  it.each([
    ["This passkey could not be checked. Try again, or use your email and password."],
    ["This passkey is not on any account here (it may have been removed). Log in with your email and password."],
    ["That took too long. Try again."],
    ["Too many sign-ups right now. Please wait 12 seconds and try again."],
    ["Too many sign-up attempts for this email. Please wait 3,600 seconds and try again."],
  ])("auth:signIn's refusal of the passkey is told in Spanish: %s", async (message) => {
    ceremony.answer.mockResolvedValue({ id: "credential" });
    const { shown } = await clickPasskey("es", "signUp", [CHALLENGE, refusal(message)]);
    const es = i18n.getFixedT("es", "messages");
    expect(shown).not.toBe(message);
    expect(shown).not.toMatch(/passkey|sign-up|Try again/);
    if (message.startsWith("Too many sign-ups")) expect(shown).toBe(es("tooManyAttempts", { what: es("terms.signUps"), seconds: "12" }));
  });

  it("a ceremony the person cancels is told in the page's words", async () => {
    ceremony.answer.mockRejectedValue(Object.assign(new Error("cancelled"), { name: "NotAllowedError" }));
    expect((await clickPasskey("fr", "signIn", [CHALLENGE])).shown).toBe(i18n.getFixedT("fr", "auth")("passkey.cancelled"));
  });
});
