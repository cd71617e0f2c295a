import { createContext, useContext } from "react";
import { PORTFOLIO_SECTION_LABELS } from "../../../convex/model/sectionLayout";

/*
 * The few words a published page writes itself (section names, labels, the contact form), in the
 * page's language. English is the product's own text; other languages are in pageWordsCatalogue.ts,
 * which whoever renders a page in another language provides through PageWordsContext. A word a
 * language lacks falls back to English. `{title}` is replaced by the project's title.
 */
export const ENGLISH_PAGE_WORDS = {
  home: "Home",
  ...PORTFOLIO_SECTION_LABELS,
  sections: "Sections",
  portfolioSections: "Portfolio sections",
  socialLinks: "Social links",
  highlights: "Highlights",
  currently: "Currently",
  strengths: "Strengths",
  latestWork: "Latest work",
  technologies: "Technologies",
  moreImagesOf: "More images of {title}",
  email: "Email",
  phone: "Phone",
  address: "Address",
  institution: "Institution",
  school: "School",
  year: "Year",
  grade: "Grade",
  link: "Link",
  languages: "Languages",
  sendAMessage: "Send a message",
  yourName: "Your name",
  yourEmail: "Your email",
  message: "Message",
  sendMessage: "Send message",
  contactNote: "Your message goes straight to the owner of this page, who can reply by email.",
  sent: "Thank you! Your message has been sent.",
  rateLimited: "You have sent several messages recently. Please try again later.",
  closed: "This page is not taking messages at the moment.",
  unavailable: "Your message could not be sent just now. Please try again in a moment.",
  getInTouch: "Get in touch",
  password: "Password",
  unlock: "Unlock",
  passwordProtected: "This page is password protected. Enter the password to see it.",
  // The main page's offer of another language (languageOffer.ts), in that language: `{language}` is its link.
  alsoIn: "This page is also in {language}",
  dismiss: "Dismiss",
  otherLanguage: "Other language",
};

export type PageWordKey = keyof typeof ENGLISH_PAGE_WORDS;
export type PageWords = Record<PageWordKey, string>;

/** The words of the page being rendered; English unless its host provides its language's. */
export const PageWordsContext = createContext<PageWords>(ENGLISH_PAGE_WORDS);

export const usePageWords = (): PageWords => useContext(PageWordsContext);

/** A word with its placeholders filled: `fill(words.moreImagesOf, { title })`. */
export const fillWord = (word: string, values: Record<string, string>): string => word.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
