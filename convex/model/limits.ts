/** Size limits shared by the builder (fast feedback) and the server (the truth). */
export const LIMITS = {
  name: 100,
  role: 120,
  bio: 600,
  about: 5000,
  url: 2048,
  skillName: 60,
  title: 120,
  shortText: 120,
  description: 2000,
  contactAddress: 300,
  phone: 30,
  email: 254,
  entriesPerList: 50,
  /** Custom label + URL links (besides the named platforms). */
  customLinks: 10,
  linkLabel: 40,
  /** Images per project, the cover included. */
  projectImages: 6,
  /** Sections of one's own (customSections.ts): how many, entries each and in all (keeps a draft far below Convex's 1 MB). */
  customSections: 10,
  customSectionTitle: 60,
  customEntries: 30,
  customEntriesTotal: 100,
  customDescription: 1000,
  /** All of an imported résumé's extra fields together (resumeExtras.ts). */
  resumeExtras: 100_000,
  imageBytes: 5 * 1024 * 1024,
  contactMessage: 5000,
} as const;

/** Image types the product accepts; SVG is excluded because it can carry script. */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
/** What file pickers offer: the accepted types, and iPhone photos (HEIC), which the app converts to JPEG before upload. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, "image/heic", "image/heif", ".heic", ".heif"].join(",");

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work an attacker can ask for with one request. */
export const PASSWORD_MAX_LENGTH = 128;
