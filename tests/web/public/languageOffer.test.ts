import { afterEach, describe, expect, it } from "vitest";
import { OFFER_DISMISSED_KEY, offerLanguage } from "../../../src/public-page/languageOffer";

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
