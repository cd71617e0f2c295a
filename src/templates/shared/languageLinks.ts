import { createContext, useContext } from "react";

/** One language of a published page: its tag, its own name, and its address. */
export type LanguageLink = { tag: string; name: string; dir: "ltr" | "rtl"; href: string; current: boolean };

/**
 * The published page's languages for the language switch (empty: a page in one language, the
 * builder's preview, demos). Provided by the published page only.
 */
export const LanguageLinksContext = createContext<readonly LanguageLink[]>([]);

export const useLanguageLinks = () => useContext(LanguageLinksContext);
