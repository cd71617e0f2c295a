/**
 * Readable addresses: each user's published page is also at `/p/<slug>`. One set of rules for the
 * dashboard's Address field and the server, which enforces them again.
 */

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;
/** Earlier slugs a user keeps (they redirect to the current one); older ones are freed. */
export const MAX_OLD_SLUGS = 3;

/** Lower-case letters and digits in groups joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words that could be mistaken for the app, its routes or the host's: every route of the app
 * (`src/routes.ts`) and common service names, so `/p/<slug>` never impersonates a page of ours.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // the app's routes
  "home",
  "pricing",
  "about",
  "contact",
  "login",
  "signup",
  "logout",
  "dashboard",
  "account",
  "templates",
  "template",
  "builder",
  "preview",
  "portfolio-view",
  "portfolio",
  "portfolios",
  "p",
  // service and infrastructure names
  "api",
  "admin",
  "administrator",
  "root",
  "www",
  "mail",
  "email",
  "assets",
  "static",
  "public",
  "files",
  "images",
  "img",
  "css",
  "js",
  "fonts",
  "favicon",
  "sitemap",
  "sitemap-xml",
  "robots",
  "robots-txt",
  "well-known",
  "auth",
  "oauth",
  "signin",
  "sign-in",
  "sign-up",
  "register",
  "help",
  "support",
  "settings",
  "profile",
  "user",
  "users",
  "me",
  "new",
  "edit",
  "search",
  "blog",
  "docs",
  "status",
  "terms",
  "privacy",
  "legal",
  "security",
  "billing",
  "plans",
  "app",
  "dev",
  "test",
  "null",
  "undefined",
  "portfolio-builder",
]);

export type SlugRejection = { code: "slug/invalid" | "slug/reserved" | "slug/taken"; message: string };

export const SLUG_TAKEN: SlugRejection = {
  code: "slug/taken",
  message: "This address is already taken. Please choose another one.",
};

/** What a person typed, as stored: trimmed and lower-case (slugs are unique regardless of case). */
export function normalizeSlug(input: string): string {
  return input.trim().toLowerCase();
}

/** True when `slug` (already normalised) has the shape of a slug; reserved words included. */
export function isSlugShaped(slug: string): boolean {
  return slug.length >= SLUG_MIN_LENGTH && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

/** Why a normalised slug cannot be used, or null when it can (availability is the server's check). */
export function slugRejection(slug: string): SlugRejection | null {
  const invalid = (message: string): SlugRejection => ({ code: "slug/invalid", message });
  if (slug === "") return invalid("Enter an address.");
  if (slug.length < SLUG_MIN_LENGTH) return invalid(`Use at least ${SLUG_MIN_LENGTH} characters.`);
  if (slug.length > SLUG_MAX_LENGTH) return invalid(`Use at most ${SLUG_MAX_LENGTH} characters.`);
  if (!/^[a-z0-9-]+$/.test(slug)) return invalid("Use only letters a–z, digits and hyphens.");
  if (!SLUG_PATTERN.test(slug)) return invalid("A hyphen cannot start or end the address, or follow another hyphen.");
  if (RESERVED_SLUGS.has(slug)) return { code: "slug/reserved", message: `“${slug}” is reserved. Please choose another address.` };
  return null;
}

/** Letters that Unicode does not decompose into a base letter plus accents. */
const LETTER_SPELLINGS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/**
 * A slug made from a person's name: accents stripped, lower-case, other characters turned into
 * single hyphens. Always has a valid shape; it may still be reserved or taken.
 */
export function suggestSlug(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTER_SPELLINGS[letter] ?? "")
    .replace(/[^a-z0-9]+/g, "-");
  const slug = trimHyphens(base.slice(0, SLUG_MAX_LENGTH));
  if (slug.length >= SLUG_MIN_LENGTH) return slug;
  return slug === "" ? "portfolio" : `${slug}-portfolio`;
}

/** The n-th alternative to a suggestion (`ada-2`, `ada-3`, …), still within the length limit. */
export function numberedSlug(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${trimHyphens(slug.slice(0, SLUG_MAX_LENGTH - suffix.length))}${suffix}`;
}

/** The public page's path inside the app for a slug. */
export function slugPath(slug: string): string {
  return `/p/${slug}`;
}

function trimHyphens(value: string): string {
  return value.replace(/^-+|-+$/g, "");
}
