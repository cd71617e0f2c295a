/**
 * The main page's one offer of another language: when the visitor's browser prefers a language
 * the page is also published in, a small notice links there, until dismissed (remembered in
 * localStorage). Never a redirect: the address the visitor opened is the page they get.
 * Reads the language switch's links (LanguageSwitch.tsx), so the server sends nothing extra.
 */
export const OFFER_DISMISSED_KEY = "pb-language-offer-dismissed";

/** The link of the language to offer: the first of the visitor's languages the page has, unless it is the page's own. */
export function languageToOffer(links: readonly HTMLAnchorElement[], preferred: readonly string[]): HTMLAnchorElement | null {
  const primary = (tag: string) => tag.toLowerCase().split("-")[0];
  const [main, ...others] = links;
  if (!main || main.getAttribute("aria-current") !== "page") return null;
  for (const wanted of preferred) {
    const tag = wanted.toLowerCase();
    // The visitor reads the page's own language: nothing to offer.
    if (primary(main.hreflang) === primary(tag)) return null;
    const match = others.find((link) => link.hreflang.toLowerCase() === tag) ?? others.find((link) => primary(link.hreflang) === primary(tag));
    if (match) return match;
  }
  return null;
}

export function offerLanguage(doc: Document = document, preferred: readonly string[] = navigator.languages): void {
  const nav = doc.querySelector("[data-language-switch]");
  if (!nav) return;
  try {
    if (localStorage.getItem(OFFER_DISMISSED_KEY) !== null) return;
  } catch {
    return; // Storage refused: the offer could not be dismissed for good, so it is not made.
  }
  const link = languageToOffer([...nav.querySelectorAll<HTMLAnchorElement>("a[hreflang]")], preferred);
  if (!link) return;
  const remember = () => {
    try {
      localStorage.setItem(OFFER_DISMISSED_KEY, "1");
    } catch {
      // Nothing to keep it in: it shows again next time.
    }
  };
  // In the offered language, the one the visitor reads: its words are on its link (LanguageSwitch.tsx).
  const { offer = "This page is also in {language}", offerDismiss = "Dismiss", offerLabel = "Other language" } = link.dataset;
  const notice = doc.createElement("aside");
  notice.className = "pt-language-offer";
  notice.lang = link.lang;
  notice.dir = link.dir;
  notice.setAttribute("aria-label", offerLabel);
  const text = doc.createElement("p");
  const offered = link.cloneNode(true) as HTMLAnchorElement;
  offered.removeAttribute("aria-current");
  for (const name of ["offer", "offerDismiss", "offerLabel"]) delete offered.dataset[name];
  offered.addEventListener("click", remember);
  const [before, after = ""] = offer.split("{language}");
  text.append(before, offered, after);
  const dismiss = doc.createElement("button");
  dismiss.type = "button";
  dismiss.textContent = offerDismiss;
  dismiss.addEventListener("click", () => {
    remember();
    notice.remove();
  });
  notice.append(text, dismiss);
  nav.after(notice);
}
