/**
 * The section order the résumé tests use: a section of one's own ("Talks") first, Skills hidden,
 * so each test sees order, custom sections and hidden ones at once.
 */
export const TALKS_FIRST_SECTIONS = [
  { id: "custom:talks" as const, visible: true },
  { id: "about" as const, visible: true },
  { id: "experience" as const, visible: true },
  { id: "skills" as const, visible: false },
  { id: "education" as const, visible: true },
  { id: "projects" as const, visible: true },
  { id: "contact" as const, visible: true },
];
