import { createContext, useContext } from "react";

/** The offer of a language, in that language (src/public-page/languageOffer.ts): `{language}` stands for its link. */
export type LanguageOfferWords = { alsoIn: string; dismiss: string; otherLanguage: string };

/**
 * One language of a published page: its tag, its own name, its address, and for the other
 * languages the words of their offer.
 */
export type LanguageLink = { tag: string; name: string; dir: "ltr" | "rtl"; href: string; current: boolean; offer?: LanguageOfferWords };

/**
 * The published page's languages for the language switch (empty: a page in one language, the
 * builder's preview, demos). Provided by the published page only.
 */
export const LanguageLinksContext = createContext<readonly LanguageLink[]>([]);

export const useLanguageLinks = () => useContext(LanguageLinksContext);
