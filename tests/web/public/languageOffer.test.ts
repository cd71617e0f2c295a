import { afterEach, describe, expect, it } from "vitest";
import { OFFER_DISMISSED_KEY, offerLanguage } from "../../../src/public-page/languageOffer";
import { languageLinks } from "../../../src/public-page/pageLanguages";

/** The language switch as the server renders it (LanguageSwitch.tsx), on the page in `current`. */
function page(current: string) {
  document.body.innerHTML = `<main><nav data-language-switch=""><ul>${["en", "fr", "ar"]
    .map((tag) => `<li><a href="/p/ada${tag === "en" ? "" : `/${tag}`}" hreflang="${tag}" lang="${tag}"${tag === current ? ' aria-current="page"' : ""}>${tag}</a></li>`)
    .join("")}</ul></nav></main>`;
}
const notice = () => document.querySelector<HTMLElement>(".pt-language-offer");

afterEach(() => localStorage.clear());

describe("the main page's offer of the visitor's language", () => {
  it("links the first of the browser's languages the page is in (by primary subtag), once: dismissed, it never shows again", () => {
    page("en");
    offerLanguage(document, ["fr-CA", "en"]);
    expect(notice()?.textContent).toBe("This page is also in frDismiss");
    const link = notice()!.querySelector("a")!;
    expect([link.getAttribute("href"), link.lang, link.hasAttribute("aria-current")]).toEqual(["/p/ada/fr", "fr", false]);
    notice()!.querySelector("button")!.click();
    expect(notice()).toBeNull();
    expect(localStorage.getItem(OFFER_DISMISSED_KEY)).not.toBeNull();
    page("en");
    offerLanguage(document, ["fr"]);
    expect(notice()).toBeNull();
  });

  it("speaks the offered language: the words the server wrote on its link, the link inside the sentence", () => {
    page("en");
    const french = document.querySelector<HTMLAnchorElement>('a[hreflang="fr"]')!;
    Object.assign(french.dataset, { offer: "Cette page existe aussi en {language}", offerDismiss: "Fermer", offerLabel: "Autre langue" });
    french.textContent = "Français";
    offerLanguage(document, ["fr-FR", "en"]);
    expect(notice()?.getAttribute("aria-label")).toBe("Autre langue");
    expect(notice()?.lang).toBe("fr");
    expect(notice()?.querySelector("p")?.textContent).toBe("Cette page existe aussi en Français");
    expect(notice()?.querySelector("button")?.textContent).toBe("Fermer");
    // The copied link carries no offer of its own.
    expect(notice()?.querySelector("a")?.hasAttribute("data-offer")).toBe(false);
  });

  it("the server writes each other language's offer in that language on its link, none on the current one", () => {
    const links = languageLinks({ language: "en", languages: ["en", "fr", "ja", "ar"] }, "/p/ada");
    expect(links.map((link) => link.offer?.alsoIn)).toEqual([
      undefined,
      "Cette page existe aussi en {language}",
      "このページは{language}でもご覧いただけます",
      "هذه الصفحة متوفرة أيضًا باللغة {language}",
    ]);
    expect(links[1].offer).toEqual({ alsoIn: "Cette page existe aussi en {language}", dismiss: "Fermer", otherLanguage: "Autre langue" });
  });

  it("offers nothing when the visitor reads the main language first, on another language's page, or for a language not published", () => {
    page("en");
    offerLanguage(document, ["en-GB", "fr"]);
    expect(notice()).toBeNull();
    offerLanguage(document, ["de", "es"]);
    expect(notice()).toBeNull();
    page("fr");
    offerLanguage(document, ["ar"]);
    expect(notice()).toBeNull();
  });
});
