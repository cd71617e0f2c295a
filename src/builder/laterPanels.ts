/*
 * The editors the builder does not open with: the lists (with drag and drop), a project's gallery,
 * the page's sections, the theme (colour pickers), one's own sections and the languages. They are one chunk of
 * their own, loaded beside the form rather than before it (lazyPanels.tsx).
 */
export { EntryList } from "./EntryList";
export { CustomSectionsPanel } from "./CustomSectionsPanel";
export { ProjectGalleryFields, SectionLayoutPanel, ThemePanel } from "./contentPanels";
export { LanguagesPanel } from "./languages/LanguagesPanel";
