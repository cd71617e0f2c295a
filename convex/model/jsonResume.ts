import type { CustomEntry, ResumeKind } from "./customSections";
import type { SocialPlatform } from "./formData";
import { LIMITS } from "./limits";
import { LINK_PLATFORMS, type LinkPlatform } from "./links";
import { sanitizeUrl } from "./urls";

/**
 * FormData ↔ JSON Resume (https://jsonresume.org/schema, version 1.0.0), both ways, pure and
 * shared: the browser exports and previews imports with it, the server re-checks imports with it.
 * This module is the mapping of each field both ways (its readers and writers, the lists of one's
 * own); jsonResumeExport.ts writes a file, jsonResumeImport.ts reads one (and checks it),
 * jsonResumeMerge.ts puts what was read over the draft.
 *
 * | FormData                    | JSON Resume                                                        |
 * |-----------------------------|--------------------------------------------------------------------|
 * | name, role, about           | basics.name, basics.label, basics.summary                          |
 * | bio                         | basics["x-portfolio"].bio (JSON Resume has one summary only)       |
 * | image (profile photo)       | basics.image: the photo's URL on export; never imported as a photo |
 * |                             | (files cannot come in through a JSON file): another file's         |
 * |                             | basics.image/picture is kept for exports while the draft has none  |
 * | contact.email/phone/address | basics.email, basics.phone, basics.location.address (import also   |
 * |                             | joins city, region, postal code and country code)                  |
 * | socialLinks.<platform>      | basics.profiles[] {network: "GitHub"…, url} (import also accepts   |
 * |                             | a username for these networks; "X" counts as Twitter)              |
 * | links.website               | basics.url                                                         |
 * | links.dribbble/behance/     | basics.profiles[] {network: "Dribbble"…, url}                      |
 * | medium/youtube              |                                                                    |
 * | links.custom[] label, url   | basics.profiles[] {network: label, url} (import: a profile of any  |
 * |                             | other network becomes a custom link, up to LIMITS.customLinks)     |
 * | sections (order, visibility)| meta["x-portfolio"].sections                                       |
 * | language, translations      | meta.language: one file per language (toJsonResumes); an import    |
 * |                             | fills the main language and keeps the draft's translations         |
 * | experience[] title, company,| work[] position, name, summary + highlights (a description's       |
 * | description, duration       | closing "- " Markdown list); duration ↔ startDate/endDate          |
 * | skills[] name, percentage   | skills[] name, level "80%"                                         |
 * | projects[] title, link,     | projects[] name, url, description + highlights, keywords (split    |
 * | description, technology     | at commas); project images (cover and gallery) stay with a         |
 * |                             | same-titled draft project                                          |
 * | education[] institution,    | education[] institution, area, studyType, score, endDate (when     |
 * | degree, type, cgpa, year    | year is a date); school → education[]["x-portfolio"].school        |
 * | theme (accent, fonts,       | meta["x-portfolio"].theme (a file without it keeps the draft's     |
 * | scheme)                     | theme; a bad one is a problem, like any other field)               |
 * | customSections (sections of | awards (title, awarder→subtitle, date, summary→description),       |
 * | one's own) with a `kind`    | certificates (name→title, issuer→subtitle, date, url→link),        |
 * | (customSections.ts): title, | publications (name, publisher, releaseDate, url, summary),         |
 * | subtitle, date, description,| languages (language→title, fluency→subtitle), interests (name,     |
 * | link                        | keywords → a Markdown list), references (name, reference→          |
 * |                             | description), volunteer (position, organization, dates, url,       |
 * |                             | summary + highlights); a file's list becomes a section titled      |
 * |                             | Awards, Certifications… (id = the list's name)                     |
 * | customSections without kind | meta["x-portfolio"].customSections (which also records every       |
 * | and every section's id/title| section's id, title and order)                                     |
 * | anything else of the file   | kept with its entry (an entry's `resume`, FormData `resume` for    |
 * | (skills' keywords and word  | basics and the top level; resumeExtras.ts) and given back on       |
 * | levels, work location and   | export while the field it came with is unchanged; never published  |
 * | url, education dates and    |                                                                    |
 * | courses, usernames, location|                                                                    |
 * | parts, basics.picture…)     |                                                                    |
 *
 * Whatever a standard field cannot hold exactly (bio, school, a duration that is not a date
 * range, a link typed without https://, an email the schema's format refuses…) travels in an
 * `x-portfolio` object on the same item (the schema allows extra properties there), so an export
 * imports back to the same draft. Other tools ignore it; in files from other tools it is absent.
 * Older names are read too (basics.website, work[].company, basics.picture…); export always
 * writes schema 1.0.0's names (`withCurrentNames`).
 *
 * Import is strict about safety: links go through `sanitizeUrl` (anything but http(s) is
 * dropped, with a note), control and bidirectional-override characters are removed from text,
 * and the result must pass `validateFormData` (lengths, list sizes) or nothing is imported.
 */

export const JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
export const JSON_RESUME_VERSION = "v1.0.0";
/** The largest file accepted for import (bytes of UTF-8). */
export const IMPORT_MAX_BYTES = 1024 * 1024;
/** An import file over `maxBytes` (the résumé's bound, or the LinkedIn ZIP's), before anything else is read. */
export const fileTooLargeMessage = (maxBytes: number) => `The file is larger than ${maxBytes / 1024 / 1024} MB.`;
/**
 * Deepest nesting of objects and lists a file may have. A résumé needs about 6 (an export's own
 * extras included); code that walks the parsed file recursively would overflow its stack at a few
 * thousand.
 */
export const IMPORT_MAX_DEPTH = 64;

/** The extension key for what the standard fields cannot hold exactly. */
export const EXTRA = "x-portfolio";

export type Json = Record<string, unknown>;
export type JsonResume = Json;

export const NETWORKS: Record<SocialPlatform, { name: string; aliases: string[]; profileUrl: string }> = {
  github: { name: "GitHub", aliases: ["github"], profileUrl: "https://github.com/" },
  linkedin: { name: "LinkedIn", aliases: ["linkedin"], profileUrl: "https://www.linkedin.com/in/" },
  twitter: { name: "Twitter", aliases: ["twitter", "x"], profileUrl: "https://twitter.com/" },
  facebook: { name: "Facebook", aliases: ["facebook"], profileUrl: "https://www.facebook.com/" },
  instagram: { name: "Instagram", aliases: ["instagram"], profileUrl: "https://www.instagram.com/" },
};

/** The further platforms of `links` that travel as profiles (the website is basics.url). */
export const LINK_NETWORKS = LINK_PLATFORMS.filter((platform): platform is Exclude<LinkPlatform, "website"> => platform !== "website");

/** The schema's `iso8601` definition (a year, a year-month or a full date). */
export const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;
/** ajv-formats' `email`: an address the schema's `format: email` accepts. */
export const SCHEMA_EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATE_PART = "[1-2][0-9]{3}(?:-[0-1][0-9](?:-[0-3][0-9])?)?";
const DURATION = new RegExp(`^\\s*(${DATE_PART})\\s*(?:(?:-|–|—|to)\\s*(${DATE_PART}|present|now|current)?)?\\s*$`, "i");

/** "2019-04 – 2021" from dates; "Present" when only the start is known. */
function durationOf(start: string, end: string): string {
  if (start && end) return `${start} – ${end}`;
  if (start) return `${start} – Present`;
  return end;
}

export function datesOf(duration: string): { startDate?: string; endDate?: string } {
  const match = DURATION.exec(duration);
  if (!match) return {};
  const [, start, end] = match;
  return end && ISO_DATE.test(end) ? { startDate: start, endDate: end } : { startDate: start };
}

export const webUrl = (value: string) => sanitizeUrl(value, "web");
export const splitKeywords = (text: string) =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
export const withoutEmpty = (object: Json): Json => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== "" && value !== undefined));

/**
 * `standard` plus an `x-portfolio` object with the fields of `entry` that reading `standard` back
 * would not reproduce, so export → import is exact.
 */
export function withExtras<T extends Json>(entry: T, standard: Json, read: (item: Json) => T): Json {
  const back = read(standard);
  const extras = Object.fromEntries(
    Object.keys(entry)
      .filter((key) => back[key] !== entry[key])
      .map((key) => [key, entry[key]]),
  );
  return Object.keys(extras).length === 0 ? standard : { ...standard, [EXTRA]: extras };
}

// ----- reading: tolerant of anything, recording problems at their JSON path -----

/** `overCap`: lists longer than the draft holds, reported after the builder's own checks (as those would word them). */
export type Reader = { problems: string[]; notes: string[]; overCap: string[] };

export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
/** Removes control characters (keeping line breaks and tabs) and bidirectional overrides. */
// eslint-disable-next-line no-control-regex
export const cleanText = (value: string) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, "");

export function text(reader: Reader, item: Json, key: string, path: string): string {
  if (!Object.hasOwn(item, key) || item[key] === undefined || item[key] === null) return "";
  const value = item[key];
  if (typeof value !== "string") {
    reader.problems.push(`${path}.${key} must be text.`);
    return "";
  }
  return cleanText(value);
}

/**
 * The objects of list `key` with their place in the file (other entries are problems). A list
 * longer than `cap` is not read (mapping a 1 MB list of `{}` took seconds): its other entries are
 * still named, and more objects than `cap` is the problem.
 */
export function list(reader: Reader, resume: Json, key: string, cap: number = LIMITS.entriesPerList): { item: Json; path: string }[] {
  if (!Object.hasOwn(resume, key) || resume[key] === undefined) return [];
  const value = resume[key];
  if (!Array.isArray(value)) {
    reader.problems.push(`${key} must be a list.`);
    return [];
  }
  if (value.length > cap) {
    let objects = 0;
    value.forEach((item, i) => (isObject(item) ? objects++ : reader.problems.push(`${key}[${i}] must be an object.`)));
    if (objects > cap) reader.overCap.push(`${key}: At most ${cap} entries.`);
    return [];
  }
  return value.flatMap((item, i) => {
    if (isObject(item)) return [{ item, path: `${key}[${i}]` }];
    reader.problems.push(`${key}[${i}] must be an object.`);
    return [];
  });
}

function textList(item: Json, key: string): string[] {
  const value = Object.hasOwn(item, key) ? item[key] : undefined;
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string").map(cleanText) : [];
}

/** The extension object's values that have the same type as the standard reading's. */
export function applyExtras<T extends Json>(entry: T, item: Json): T {
  const extras = Object.hasOwn(item, EXTRA) && isObject(item[EXTRA]) ? item[EXTRA] : null;
  if (extras === null) return entry;
  const result: Json = { ...entry };
  for (const key of Object.keys(entry)) {
    if (!Object.hasOwn(extras, key)) continue;
    const value = extras[key];
    if (typeof value === "string" && typeof entry[key] === "string") result[key] = cleanText(value);
    if (key === "percentage" && (value === undefined || typeof value === "number")) result[key] = value;
  }
  return result as T;
}

/** Text with highlights (JSON Resume's bullet points) appended as a Markdown list. */
const withHighlights = (summary: string, highlights: string[]) => [summary, highlights.map((line) => `- ${line}`).join("\n")].filter(Boolean).join("\n\n");

/** A description split into its text and a closing Markdown bullet list (the highlights). */
export function splitHighlights(description: string): { summary: string; highlights: string[] } {
  const lines = description.split("\n");
  let start = lines.length;
  while (start > 0 && /^[-*] \S/.test(lines[start - 1]!)) start--;
  const highlights = lines.slice(start).map((line) => line.slice(2).trim());
  return { summary: lines.slice(0, start).join("\n").trim(), highlights };
}

// ----- the sections -----

export const readWork = (reader: Reader, item: Json, path: string) => ({
  title: text(reader, item, "position", path),
  company: text(reader, item, "name", path) || text(reader, item, "company", path),
  duration: durationOf(text(reader, item, "startDate", path), text(reader, item, "endDate", path)),
  description: withHighlights(text(reader, item, "summary", path) || text(reader, item, "description", path), textList(item, "highlights")),
});

export const readProject = (reader: Reader, item: Json, path: string) => ({
  title: text(reader, item, "name", path),
  link: text(reader, item, "url", path),
  description: withHighlights(text(reader, item, "description", path), textList(item, "highlights")),
  technology: textList(item, "keywords").join(", "),
});

export const readEducation = (reader: Reader, item: Json, path: string) => ({
  type: text(reader, item, "studyType", path),
  degree: text(reader, item, "area", path),
  institution: text(reader, item, "institution", path),
  school: "",
  year: text(reader, item, "endDate", path) || text(reader, item, "startDate", path),
  cgpa: text(reader, item, "score", path),
});

export function readSkill(reader: Reader, item: Json, path: string) {
  const level = /^\s*(\d{1,3})\s*%\s*$/.exec(text(reader, item, "level", path));
  const percentage = level && Number(level[1]) <= 100 ? Number(level[1]) : undefined;
  return { name: text(reader, item, "name", path), percentage };
}

export function readBasics(reader: Reader, basics: Json) {
  const location = Object.hasOwn(basics, "location") && isObject(basics.location) ? basics.location : {};
  const address = text(reader, location, "address", "basics.location");
  const rest = ["city", "region", "postalCode", "countryCode"].map((key) => text(reader, location, key, "basics.location")).filter(Boolean);
  return {
    name: text(reader, basics, "name", "basics"),
    role: text(reader, basics, "label", "basics"),
    bio: "",
    about: text(reader, basics, "summary", "basics"),
    email: text(reader, basics, "email", "basics"),
    phone: text(reader, basics, "phone", "basics"),
    address: [address, ...rest].filter(Boolean).join(", "),
    // `website` is the schema's older name for `url`.
    website: text(reader, basics, "url", "basics") || text(reader, basics, "website", "basics"),
  };
}

export type Basics = ReturnType<typeof readBasics>;
export type Work = ReturnType<typeof readWork>;
export type ProjectText = ReturnType<typeof readProject>;
export type EducationText = ReturnType<typeof readEducation>;

/** A throwaway reader for export's round-trip check (export data is always well-typed). */
export const quiet = (): Reader => ({ problems: [], notes: [], overCap: [] });

// ----- the sections of one's own that JSON Resume has lists for -----

export type EntryText = Omit<CustomEntry, "id" | "image" | "resume">;
const emptyEntryText = (): EntryText => ({ title: "", subtitle: "", date: "", description: "", link: "" });

/**
 * Each list's fields ↔ an entry of a custom section (title, subtitle, date, description, link).
 * `read` takes the file's item, `write` gives the standard item for an entry.
 */
export const KIND_MAPS: Record<ResumeKind, { read: (reader: Reader, item: Json, path: string) => EntryText; write: (entry: EntryText) => Json }> = {
  awards: {
    read: (r, item, p) => ({
      ...emptyEntryText(),
      title: text(r, item, "title", p),
      subtitle: text(r, item, "awarder", p),
      date: text(r, item, "date", p),
      description: text(r, item, "summary", p),
    }),
    write: (e) => withoutEmpty({ title: e.title, awarder: e.subtitle, date: isoDate(e.date), summary: e.description }),
  },
  certificates: {
    read: (r, item, p) => ({
      ...emptyEntryText(),
      title: text(r, item, "name", p),
      subtitle: text(r, item, "issuer", p),
      date: text(r, item, "date", p),
      link: text(r, item, "url", p),
    }),
    write: (e) => withoutEmpty({ name: e.title, issuer: e.subtitle, date: isoDate(e.date), url: webUrl(e.link) ?? "" }),
  },
  publications: {
    read: (r, item, p) => ({
      title: text(r, item, "name", p),
      subtitle: text(r, item, "publisher", p),
      date: text(r, item, "releaseDate", p),
      description: text(r, item, "summary", p),
      link: text(r, item, "url", p),
    }),
    write: (e) => withoutEmpty({ name: e.title, publisher: e.subtitle, releaseDate: isoDate(e.date), url: webUrl(e.link) ?? "", summary: e.description }),
  },
  languages: {
    read: (r, item, p) => ({ ...emptyEntryText(), title: text(r, item, "language", p), subtitle: text(r, item, "fluency", p) }),
    write: (e) => withoutEmpty({ language: e.title, fluency: e.subtitle }),
  },
  // Keywords as a Markdown list: the page shows them as bullets, and lists have room for many.
  interests: {
    read: (r, item, p) => ({ ...emptyEntryText(), title: text(r, item, "name", p), description: withHighlights("", textList(item, "keywords")) }),
    write: (e) => {
      const { highlights } = splitHighlights(e.description);
      return withoutEmpty({ name: e.title, keywords: highlights.length > 0 ? highlights : undefined });
    },
  },
  references: {
    read: (r, item, p) => ({ ...emptyEntryText(), title: text(r, item, "name", p), description: text(r, item, "reference", p) }),
    write: (e) => withoutEmpty({ name: e.title, reference: e.description }),
  },
  volunteer: {
    read: (r, item, p) => ({
      title: text(r, item, "position", p),
      subtitle: text(r, item, "organization", p),
      date: durationOf(text(r, item, "startDate", p), text(r, item, "endDate", p)),
      description: withHighlights(text(r, item, "summary", p), textList(item, "highlights")),
      link: text(r, item, "url", p),
    }),
    write: (e) =>
      withHighlightList(
        withoutEmpty({
          organization: e.subtitle,
          position: e.title,
          url: webUrl(e.link) ?? "",
          summary: splitHighlights(e.description).summary,
          ...datesOf(e.date),
        }),
        e.description,
      ),
  },
};

const isoDate = (value: string) => (ISO_DATE.test(value.trim()) ? value.trim() : "");

export const entryTextOf = (entry: CustomEntry): EntryText => ({
  title: entry.title,
  subtitle: entry.subtitle,
  date: entry.date,
  description: entry.description,
  link: entry.link,
});

/** An item as export writes it (standard fields, plus x-portfolio for what they cannot hold exactly), before its kept extras. */

/** `standard` with the description's closing bullet list as `highlights`, when it has one. */
export function withHighlightList(standard: Json, description: string): Json {
  const { highlights } = splitHighlights(description);
  return highlights.length > 0 ? { ...standard, highlights } : standard;
}
