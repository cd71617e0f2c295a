import { describe, expect, test } from "vitest";
import { bestAcceptedLanguage, chooseAppLanguage, languageCookie, languageInCookies } from "../../src/i18n/chooseLanguage";
import { languageBackPath, loader } from "../../src/i18n/language.route";

describe("the app's language", () => {
  test("the device's choice (cookie) wins, then the account's, then Accept-Language, then English", () => {
    const all = { cookie: "theme=dark; lang=es", account: "fr", acceptLanguage: "fr-FR,fr;q=0.9" };
    expect(chooseAppLanguage(all)).toBe("es");
    expect(chooseAppLanguage({ ...all, cookie: "theme=dark" })).toBe("fr");
    expect(chooseAppLanguage({ ...all, cookie: null, account: null, acceptLanguage: "es-419,es;q=0.9" })).toBe("es");
    expect(chooseAppLanguage({ cookie: null, account: null, acceptLanguage: "de-DE,ja;q=0.8" })).toBe("en");
    expect(chooseAppLanguage({})).toBe("en");
    // A cookie or account naming a language the app does not speak counts as none.
    expect(chooseAppLanguage({ cookie: "lang=de", account: "xx", acceptLanguage: "fr" })).toBe("fr");
  });

  test("Accept-Language: the highest q among en, fr and es; q=0 refuses", () => {
    expect(bestAcceptedLanguage("de;q=1, es;q=0.4, fr-CA;q=0.7")).toBe("fr");
    expect(bestAcceptedLanguage("en-US,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(bestAcceptedLanguage("FR")).toBe("fr");
    expect(bestAcceptedLanguage("fr;q=0, es;q=0.1")).toBe("es");
    expect(bestAcceptedLanguage("*")).toBeNull();
    expect(bestAcceptedLanguage("")).toBeNull();
  });

  test("the cookie lasts a year, for the whole site, SameSite=Lax", () => {
    expect(languageCookie("fr")).toBe("lang=fr; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(languageInCookies("a=1; lang=fr; b=2")).toBe("fr");
    expect(languageInCookies("xlang=fr")).toBeNull();
  });

  test("GET /language sets the cookie and goes back to a path inside the app only", async () => {
    const answer = loader({ request: new Request("http://app.test/portfolio-builder/language?to=fr&back=%2Flogin%3Fnext%3D%2Fdashboard") });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("set-cookie")).toBe(languageCookie("fr"));
    expect(answer.headers.get("location")).toBe("/login?next=/dashboard");
    const unknown = loader({ request: new Request("http://app.test/portfolio-builder/language?to=de&back=/home") });
    expect(unknown.headers.get("set-cookie")).toBeNull();
    for (const back of ["https://evil.example/", "//evil.example", "/\\evil.example", null]) expect(languageBackPath(back)).toBe("/home");
  });
});
