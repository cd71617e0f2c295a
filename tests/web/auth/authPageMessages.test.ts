import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { enhanceAuthForm } from "../../../src/account/auth-page/authForm";
import { i18n, loadAppLanguage } from "../../../src/i18n/i18n";
import { STATIC_AUTH_PAGE } from "../../../src/lib/routeHandle";
import { englishMessage } from "../../../src/i18n/messages";
import { scriptMessages } from "../../../src/page-script/scriptMessages";

/** The static /login in `lang`, with the script texts the server writes (PageScript) and one refusal from Convex. */
function loginPage(lang: string, messages: Record<string, string> | null, refusal: { code: string; message: string }) {
  document.documentElement.lang = lang;
  const config = { base: "", convexUrl: "https://example.convex.cloud", appModules: [], texts: messages ? { messages } : {} };
  document.body.innerHTML = `
    <script type="application/json" id="page-script-config">${JSON.stringify(config)}</script>
    <div data-static-toasts><template data-toast="red"><div class="mantine-Notification-root"><p class="mantine-Notification-title"></p><p class="mantine-Notification-description"></p></div></template></div>
    <form data-auth-form="signIn">
      <input id="email" name="email" value="ana@example.com" />
      <input id="password" name="password" type="password" value="a wrong password" />
      <button type="submit"><span class="mantine-Button-label">Log in</span></button>
    </form>`;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ status: "error", errorMessage: "x", errorData: refusal }), { status: 560 })),
  );
  enhanceAuthForm();
  document.querySelector("form")!.requestSubmit();
}

const shownRefusal = () => vi.waitFor(() => document.querySelector(".mantine-Notification-description")!.textContent);
const keys = STATIC_AUTH_PAGE.scriptMessages!;

beforeAll(async () => {
  await loadAppLanguage("fr");
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = "en";
});

describe("the static sign-in pages' refusals in the page's language", () => {
  it("the server writes only the templates these pages can receive, English → French, and none on an English page", () => {
    const french = scriptMessages(i18n.getFixedT("fr"), "fr", keys)!;
    expect(Object.keys(french)).toHaveLength(keys.length);
    expect(french["Invalid email or password."]).toBe("E-mail ou mot de passe incorrect.");
    // Placeholders stay for the script to fill.
    expect(french["Too many {{what}}. Please wait {{seconds}} seconds and try again."]).toBe(
      "Limite atteinte ({{what}}). Patientez {{seconds}} secondes, puis réessayez.",
    );
    expect(Object.keys(french)).not.toContain("Your name is required to publish.");
    expect(scriptMessages(i18n.getFixedT("en"), "en", keys)).toBeNull();
  });

  it("names only templates the English catalogue has (a key left behind by a rename would carry itself as English)", () => {
    expect(keys.filter((key) => englishMessage(key) === undefined)).toEqual([]);
  });

  it("a French page shows a refused login in French, names and numbers filled in", async () => {
    const french = scriptMessages(i18n.getFixedT("fr"), "fr", keys);
    loginPage("fr", french, { code: "auth/invalid-credential", message: "Invalid email or password." });
    expect(await shownRefusal()).toBe("E-mail ou mot de passe incorrect.");

    loginPage("fr", french, { code: "auth/too-many-requests", message: "Too many failed attempts. Please wait 30 seconds and try again." });
    expect(await shownRefusal()).toBe("Limite atteinte (tentatives échouées). Patientez 30 secondes, puis réessayez.");

    // A message without a template is shown as it came.
    loginPage("fr", french, { code: "auth/other", message: "Something new." });
    expect(await shownRefusal()).toBe("Something new.");
  });

  it("an English page shows the server's message as it came", async () => {
    loginPage("en", null, { code: "auth/invalid-credential", message: "Invalid email or password." });
    expect(await shownRefusal()).toBe("Invalid email or password.");
  });
});
