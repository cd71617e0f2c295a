import { canonicalJson } from "./canonicalJson";
import {
  CUSTOM_SECTION_ID,
  RESUME_KINDS,
  RESUME_KIND_TITLES,
  customLayoutId,
  newCustomSectionId,
  type CustomEntry,
  type CustomSection,
  type ResumeKind,
} from "./customSections";
import {
  LIST_SECTIONS,
  SOCIAL_PLATFORMS,
  emptyFormData,
  resumeExtrasSize,
  validateFormData,
  withoutResumeExtras,
  type FormData,
  type SocialPlatform,
} from "./formData";
import { LIMITS } from "./limits";
import { utf8Length } from "./textBytes";
import { LINK_PLATFORMS, LINK_PLATFORM_LABELS, emptyLinks, type LinkPlatform, type Links } from "./links";
import { resumePatchOf, applyResumePatch } from "./resumeExtras";
import { PORTFOLIO_SECTIONS, type LayoutId, type SectionLayout } from "./sectionLayout";
import { themeErrors, type Theme } from "./theme";
import { DEFAULT_LANGUAGE, localizedFormData, matchLanguage, translatableTexts, translationOf } from "./translations";
import { sanitizeUrl } from "./urls";

/**
 * FormData ↔ JSON Resume (https://jsonresume.org/schema, version 1.0.0), both ways, pure and
 * shared: the browser exports and previews imports with it, the server re-checks imports with it.
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
const EXTRA = "x-portfolio";

type Json = Record<string, unknown>;
export type JsonResume = Json;

const NETWORKS: Record<SocialPlatform, { name: string; aliases: string[]; profileUrl: string }> = {
  github: { name: "GitHub", aliases: ["github"], profileUrl: "https://github.com/" },
  linkedin: { name: "LinkedIn", aliases: ["linkedin"], profileUrl: "https://www.linkedin.com/in/" },
  twitter: { name: "Twitter", aliases: ["twitter", "x"], profileUrl: "https://twitter.com/" },
  facebook: { name: "Facebook", aliases: ["facebook"], profileUrl: "https://www.facebook.com/" },
  instagram: { name: "Instagram", aliases: ["instagram"], profileUrl: "https://www.instagram.com/" },
};

/** The further platforms of `links` that travel as profiles (the website is basics.url). */
const LINK_NETWORKS = LINK_PLATFORMS.filter((platform): platform is Exclude<LinkPlatform, "website"> => platform !== "website");

/** The schema's `iso8601` definition (a year, a year-month or a full date). */
const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;
/** ajv-formats' `email`: an address the schema's `format: email` accepts. */
const SCHEMA_EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATE_PART = "[1-2][0-9]{3}(?:-[0-1][0-9](?:-[0-3][0-9])?)?";
const DURATION = new RegExp(`^\\s*(${DATE_PART})\\s*(?:(?:-|–|—|to)\\s*(${DATE_PART}|present|now|current)?)?\\s*$`, "i");

/** "2019-04 – 2021" from dates; "Present" when only the start is known. */
function durationOf(start: string, end: string): string {
  if (start && end) return `${start} – ${end}`;
  if (start) return `${start} – Present`;
  return end;
}

function datesOf(duration: string): { startDate?: string; endDate?: string } {
  const match = DURATION.exec(duration);
  if (!match) return {};
  const [, start, end] = match;
  return end && ISO_DATE.test(end) ? { startDate: start, endDate: end } : { startDate: start };
}

const webUrl = (value: string) => sanitizeUrl(value, "web");
const splitKeywords = (text: string) =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
const withoutEmpty = (object: Json): Json => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== "" && value !== undefined));

/**
 * `standard` plus an `x-portfolio` object with the fields of `entry` that reading `standard` back
 * would not reproduce, so export → import is exact.
 */
function withExtras<T extends Json>(entry: T, standard: Json, read: (item: Json) => T): Json {
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
type Reader = { problems: string[]; notes: string[]; overCap: string[] };

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
/** Removes control characters (keeping line breaks and tabs) and bidirectional overrides. */
// eslint-disable-next-line no-control-regex
const cleanText = (value: string) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, "");

function text(reader: Reader, item: Json, key: string, path: string): string {
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
function list(reader: Reader, resume: Json, key: string, cap: number = LIMITS.entriesPerList): { item: Json; path: string }[] {
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
function applyExtras<T extends Json>(entry: T, item: Json): T {
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
function splitHighlights(description: string): { summary: string; highlights: string[] } {
  const lines = description.split("\n");
  let start = lines.length;
  while (start > 0 && /^[-*] \S/.test(lines[start - 1]!)) start--;
  const highlights = lines.slice(start).map((line) => line.slice(2).trim());
  return { summary: lines.slice(0, start).join("\n").trim(), highlights };
}

// ----- the sections -----

const readWork = (reader: Reader, item: Json, path: string) => ({
  title: text(reader, item, "position", path),
  company: text(reader, item, "name", path) || text(reader, item, "company", path),
  duration: durationOf(text(reader, item, "startDate", path), text(reader, item, "endDate", path)),
  description: withHighlights(text(reader, item, "summary", path) || text(reader, item, "description", path), textList(item, "highlights")),
});

const readProject = (reader: Reader, item: Json, path: string) => ({
  title: text(reader, item, "name", path),
  link: text(reader, item, "url", path),
  description: withHighlights(text(reader, item, "description", path), textList(item, "highlights")),
  technology: textList(item, "keywords").join(", "),
});

const readEducation = (reader: Reader, item: Json, path: string) => ({
  type: text(reader, item, "studyType", path),
  degree: text(reader, item, "area", path),
  institution: text(reader, item, "institution", path),
  school: "",
  year: text(reader, item, "endDate", path) || text(reader, item, "startDate", path),
  cgpa: text(reader, item, "score", path),
});

function readSkill(reader: Reader, item: Json, path: string) {
  const level = /^\s*(\d{1,3})\s*%\s*$/.exec(text(reader, item, "level", path));
  const percentage = level && Number(level[1]) <= 100 ? Number(level[1]) : undefined;
  return { name: text(reader, item, "name", path), percentage };
}

function readBasics(reader: Reader, basics: Json) {
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

type Basics = ReturnType<typeof readBasics>;
type Work = ReturnType<typeof readWork>;
type ProjectText = ReturnType<typeof readProject>;
type EducationText = ReturnType<typeof readEducation>;

/** A throwaway reader for export's round-trip check (export data is always well-typed). */
const quiet = (): Reader => ({ problems: [], notes: [], overCap: [] });

// ----- the sections of one's own that JSON Resume has lists for -----

type EntryText = Omit<CustomEntry, "id" | "image" | "resume">;
const emptyEntryText = (): EntryText => ({ title: "", subtitle: "", date: "", description: "", link: "" });

/**
 * Each list's fields ↔ an entry of a custom section (title, subtitle, date, description, link).
 * `read` takes the file's item, `write` gives the standard item for an entry.
 */
const KIND_MAPS: Record<ResumeKind, { read: (reader: Reader, item: Json, path: string) => EntryText; write: (entry: EntryText) => Json }> = {
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

const entryTextOf = (entry: CustomEntry): EntryText => ({
  title: entry.title,
  subtitle: entry.subtitle,
  date: entry.date,
  description: entry.description,
  link: entry.link,
});

/** An item as export writes it (standard fields, plus x-portfolio for what they cannot hold exactly), before its kept extras. */
const writers = {
  work: (entry: FormData["experience"][number]) => {
    const fields = { title: entry.title, company: entry.company, duration: entry.duration, description: entry.description };
    const standard = withHighlightList(
      withoutEmpty({ name: entry.company, position: entry.title, summary: splitHighlights(entry.description).summary, ...datesOf(entry.duration) }),
      entry.description,
    );
    return withExtras(fields, standard, (item) => readWork(quiet(), item, ""));
  },
  projects: (entry: FormData["projects"][number]) => {
    const fields = { title: entry.title, link: entry.link, description: entry.description, technology: entry.technology };
    const keywords = splitKeywords(entry.technology);
    const standard = withHighlightList(
      withoutEmpty({ name: entry.title, description: splitHighlights(entry.description).summary, url: webUrl(entry.link) ?? "" }),
      entry.description,
    );
    if (keywords.length > 0) standard.keywords = keywords;
    return withExtras(fields, standard, (item) => readProject(quiet(), item, ""));
  },
  education: (entry: FormData["education"][number]) => {
    const fields = { type: entry.type, degree: entry.degree, institution: entry.institution, school: entry.school, year: entry.year, cgpa: entry.cgpa };
    const standard = withoutEmpty({
      institution: entry.institution || entry.school,
      area: entry.degree,
      studyType: entry.type,
      score: entry.cgpa,
      endDate: ISO_DATE.test(entry.year) ? entry.year : "",
    });
    return withExtras(fields, standard, (item) => readEducation(quiet(), item, ""));
  },
  skills: (entry: FormData["skills"][number]) =>
    withExtras(
      { name: entry.name, percentage: entry.percentage },
      withoutEmpty({ name: entry.name, level: entry.percentage === undefined ? "" : `${entry.percentage}%` }),
      (item) => readSkill(quiet(), item, ""),
    ),
  kind: (kind: ResumeKind, entry: EntryText) => withExtras(entry, KIND_MAPS[kind].write(entry), (item) => KIND_MAPS[kind].read(quiet(), item, "")),
};

/** The standard `basics` for `data` (without the photo), with x-portfolio where needed. */
function writeBasics(data: FormData): Json {
  const email = data.contact.email.trim();
  const basicsEntry: Basics = {
    name: data.name,
    role: data.role,
    bio: data.bio,
    about: data.about,
    email: data.contact.email,
    phone: data.contact.phone,
    address: data.contact.address,
    website: data.links?.website ?? "",
  };
  const basicsStandard = withoutEmpty({
    url: webUrl(data.links?.website ?? "") ?? "",
    name: data.name,
    label: data.role,
    summary: data.about,
    email: SCHEMA_EMAIL.test(email) ? email : "",
    phone: data.contact.phone,
  });
  if (data.contact.address) basicsStandard.location = { address: data.contact.address };
  const basics = withExtras(basicsEntry, basicsStandard, (item) => readBasics(quiet(), item));

  // Social links: one profile per filled link; a link the schema cannot take as a URL stays in x-portfolio.
  const profiles: Json[] = [];
  const addProfile = (network: string, value: string, extra: Json = {}) => {
    if (!value) return;
    const url = webUrl(value);
    const profile: Json = { network };
    if (url) profile.url = url;
    const extras = url !== value ? { ...extra, url: value } : extra;
    if (Object.keys(extras).length > 0) profile[EXTRA] = extras;
    profiles.push(profile);
  };
  for (const platform of SOCIAL_PLATFORMS) addProfile(NETWORKS[platform].name, data.socialLinks[platform]);
  for (const platform of LINK_NETWORKS) addProfile(LINK_PLATFORM_LABELS[platform], data.links?.[platform] ?? "");
  for (const link of data.links?.custom ?? []) addProfile(link.label, link.url, { custom: true });
  if (profiles.length > 0) basics.profiles = profiles;
  return basics;
}

/** The lists a draft's content maps to; any other top-level key of a file is kept in `resume.top`. */
const MAPPED_LISTS = ["work", "education", "skills", "projects", ...RESUME_KINDS] as const;
/** meta's keys that export writes afresh every time. */
const FRESH_META = [EXTRA, "language"];

/** The top level as the extras patch sees it: no basics, lists only when empty, meta without what export always rewrites. */
function topLevelOf(resume: Json): Json {
  const top: Json = {};
  for (const [key, value] of Object.entries(resume)) {
    if (key === "basics") {
      // Only its presence when empty: its fields are basics' own patch.
      if (isObject(value) && Object.keys(value).length === 0) top.basics = {};
      continue;
    }
    if ((MAPPED_LISTS as readonly string[]).includes(key)) {
      if (Array.isArray(value) && value.length === 0) top[key] = [];
      continue;
    }
    if (key === "meta" && isObject(value)) {
      const meta = Object.fromEntries(Object.entries(value).filter(([k]) => !FRESH_META.includes(k)));
      if (Object.keys(meta).length > 0 || Object.keys(value).length === 0) top.meta = meta;
      continue;
    }
    top[key] = value;
  }
  return top;
}

/** The résumé a draft writes before the top-level extras. */
function writeResume(data: FormData): Json {
  const resume: Json = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: applyResumePatch(writeBasics(data), data.resume?.basics, EXTRA),
    work: data.experience.map((entry) => applyResumePatch(writers.work(entry), entry.resume, EXTRA)),
    education: data.education.map((entry) => applyResumePatch(writers.education(entry), entry.resume, EXTRA)),
    skills: data.skills.map((entry) => applyResumePatch(writers.skills(entry), entry.resume, EXTRA)),
    projects: data.projects.map((entry) => applyResumePatch(writers.projects(entry), entry.resume, EXTRA)),
  };
  for (const kind of RESUME_KINDS) {
    const section = data.customSections?.find((s) => s.kind === kind);
    if (section) resume[kind] = section.entries.map((entry) => applyResumePatch(writers.kind(kind, entryTextOf(entry)), entry.resume, EXTRA));
  }
  resume.meta = { version: JSON_RESUME_VERSION };
  return resume;
}

/** meta["x-portfolio"]: layout, theme and the sections of one's own (kinds by reference, the rest whole). */
function portfolioMeta(data: FormData): Json | null {
  const extras: Json = {};
  if (data.sections) extras.sections = data.sections;
  if (data.theme !== undefined) extras.theme = data.theme;
  if (data.customSections !== undefined) {
    const mirrored = new Set<ResumeKind>();
    extras.customSections = data.customSections.map((section) => {
      if (section.kind && !mirrored.has(section.kind)) {
        mirrored.add(section.kind);
        return { id: section.id, title: section.title, kind: section.kind };
      }
      return { id: section.id, title: section.title, entries: section.entries.map((entry) => withoutEmpty(entryTextOf(entry))) };
    });
  }
  return Object.keys(extras).length === 0 ? null : extras;
}

/**
 * The JSON Resume for `data`. `imageUrl` is the profile photo's address (basics.image), if any;
 * `lastModified` goes into `meta`.
 */
export function toJsonResume(data: FormData, { imageUrl, lastModified }: { imageUrl?: string | null; lastModified?: Date } = {}): JsonResume {
  const written = writeResume(data);
  const top = applyResumePatch(topLevelOf(written), data.resume?.top, EXTRA);
  const resume: Json = { ...written };
  // The patched top level replaces the written one (meta's fresh keys are added below).
  for (const key of Object.keys(resume)) {
    if (key === "basics" && !(isObject(resume.basics) && Object.keys(resume.basics).length === 0)) continue;
    const isFullList = (MAPPED_LISTS as readonly string[]).includes(key) && Array.isArray(resume[key]) && (resume[key] as unknown[]).length > 0;
    if (!isFullList) delete resume[key];
  }
  Object.assign(resume, top);
  if (imageUrl) resume.basics = { ...(isObject(resume.basics) ? resume.basics : {}), image: imageUrl };
  const extras = portfolioMeta(data);
  const meta: Json = isObject(resume.meta) ? { ...resume.meta } : {};
  // The language its texts are in (a BCP 47 tag), when the draft names one: one file per language
  // (`toJsonResumes`). A draft without one (older, or imported from a file without it) writes none.
  if (data.language !== undefined) meta.language = data.language;
  if (lastModified) meta.lastModified = lastModified.toISOString().slice(0, 19);
  if (extras) meta[EXTRA] = extras;
  resume.meta = meta;
  return withCurrentNames(resume);
}

/** One JSON Resume of a portfolio: its file name and the language it is in. */
export type LanguageResume = { fileName: string; language: string; resume: JsonResume };

/**
 * A portfolio's JSON Resumes, one per language: the main language as `resume.json`, each added
 * language (published or not: the file is the owner's) as `resume.<tag>.json`, its texts with the
 * main language's where untranslated. JSON Resume has no model for several languages; each file is
 * a whole résumé with `meta.language`, so any tool reads it and an import takes it back.
 */
export function toJsonResumes(data: FormData, options: Parameters<typeof toJsonResume>[1] = {}): LanguageResume[] {
  const main = data.language ?? DEFAULT_LANGUAGE;
  return [
    { fileName: "resume.json", language: main, resume: toJsonResume(data.translations?.length ? { ...data, language: main } : data, options) },
    ...(data.translations ?? []).map((translation) => ({
      fileName: `resume.${translation.id}.json`,
      language: translation.id,
      resume: toJsonResume(localizedFormData(data, translation.id), options),
    })),
  ];
}

/**
 * Fields the schema renamed before 1.0.0 (old → new), by where they sit. Import reads both; a file
 * using the old names keeps them in its item's extras, so export renames them here.
 */
const RENAMED_FIELDS: Record<string, Record<string, string>> = {
  basics: { website: "url", picture: "image" },
  work: { company: "name", website: "url" },
  volunteer: { website: "url" },
  publications: { website: "url" },
  education: { gpa: "score" },
};

/** `item` with each old name moved to its 1.0.0 name (or dropped when the new name already holds a value). */
function renameFields(item: unknown, renames: Record<string, string>): unknown {
  if (!isObject(item)) return item;
  const result: Json = { ...item };
  for (const [old, current] of Object.entries(renames)) {
    if (!Object.hasOwn(result, old)) continue;
    const value = result[current];
    const blank = value === undefined || (typeof value === "string" && value.trim() === "");
    if (blank) result[current] = result[old];
    delete result[old];
  }
  return result;
}

/**
 * `resume` written with schema 1.0.0's names only, so tools that read 1.0.0 see every company and
 * website: each old name becomes its new one, or is dropped when the new one is set.
 */
export function withCurrentNames(resume: Json): Json {
  const result: Json = { ...resume };
  for (const [where, renames] of Object.entries(RENAMED_FIELDS)) {
    const value = result[where];
    if (Array.isArray(value)) result[where] = value.map((item) => renameFields(item, renames));
    else if (isObject(value)) result[where] = renameFields(value, renames);
  }
  return result;
}

/** `standard` with the description's closing bullet list as `highlights`, when it has one. */
function withHighlightList(standard: Json, description: string): Json {
  const { highlights } = splitHighlights(description);
  return highlights.length > 0 ? { ...standard, highlights } : standard;
}

/** meta["x-portfolio"] of a file (our own export's), or an empty object. */
function metaExtras(resume: Json): Json {
  const meta = Object.hasOwn(resume, "meta") && isObject(resume.meta) ? resume.meta : {};
  return Object.hasOwn(meta, EXTRA) && isObject(meta[EXTRA]) ? meta[EXTRA] : {};
}

/** The section layout kept in meta["x-portfolio"] by an export; entries it cannot read are left out. */
function readSections(reader: Reader, resume: Json, customSections: readonly CustomSection[]): SectionLayout | undefined {
  const extras = metaExtras(resume);
  if (!Object.hasOwn(extras, "sections")) return undefined;
  const given = Array.isArray(extras.sections) ? extras.sections : [];
  const known = new Set<string>([...PORTFOLIO_SECTIONS, ...customSections.map((s) => customLayoutId(s.id))]);
  const layout: SectionLayout = [];
  for (const entry of given.slice(0, known.size * 2)) {
    const ok = isObject(entry) && typeof entry.id === "string" && known.has(entry.id) && typeof entry.visible === "boolean";
    if (ok && !layout.some((s) => s.id === entry.id)) layout.push({ id: entry.id as LayoutId, visible: entry.visible as boolean });
  }
  if (layout.length < given.length) reader.notes.push("Some entries of the section layout could not be read and were left out.");
  return layout;
}

/** Keys whose text is a web address: kept only when it is a safe one. */
const URL_KEYS = new Set(["url", "website", "image", "picture"]);

/**
 * A kept value made safe to keep (it only ever goes back out in exports): control characters
 * removed from every text, addresses that are not http(s) dropped.
 */
function cleanDeep(value: unknown, key = ""): unknown {
  if (typeof value === "string") return URL_KEYS.has(key) && value.trim() !== "" && webUrl(value) === null ? undefined : cleanText(value);
  if (Array.isArray(value)) return value.map((v) => cleanDeep(v));
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== "__proto__")
        .map(([k, v]) => [k, cleanDeep(v, k)])
        .filter(([, v]) => v !== undefined),
    );
  }
  return value;
}

/** The patch keeping what `item` holds beyond what `written` (the entry's export) gives back. */
const keep = (item: Json, written: Json) => resumePatchOf(cleanDeep(item) as Json, written, EXTRA);

/** `entry` with its kept extras, when there are any. */
function withKept<T extends object>(entry: T, resume: string | undefined): T {
  return resume === undefined ? entry : { ...entry, resume };
}

/** The sections of one's own a file holds: its seven lists, in the order (and with the titles) an export recorded. */
function readCustomSections(reader: Reader, resume: Json): CustomSection[] | undefined {
  const recorded = Array.isArray(metaExtras(resume).customSections) ? (metaExtras(resume).customSections as unknown[]) : [];
  const sections: CustomSection[] = [];
  const usedKinds = new Set<ResumeKind>();
  const idFor = (wanted: unknown, fallback: string) => {
    const taken = (id: string) => sections.some((s) => s.id === id);
    if (typeof wanted === "string" && CUSTOM_SECTION_ID.test(wanted) && !taken(wanted)) return wanted;
    return taken(fallback) ? newCustomSectionId(sections) : fallback;
  };
  const kindEntries = (kind: ResumeKind): CustomEntry[] =>
    list(reader, resume, kind, LIMITS.customEntries).map(({ item, path }) => {
      const read = applyExtras(KIND_MAPS[kind].read(reader, item, path), item);
      const entry = { ...read, link: safeLink(reader, read.link, `Link of “${read.title || path}”`) };
      return withKept({ ...entry, image: null }, keep(item, writers.kind(kind, entry)));
    });
  for (const given of recorded.slice(0, LIMITS.customSections * 2)) {
    if (!isObject(given)) continue;
    const title = typeof given.title === "string" ? cleanText(given.title) : "";
    const kind = RESUME_KINDS.find((k) => k === given.kind);
    if (kind) {
      if (usedKinds.has(kind)) continue;
      usedKinds.add(kind);
      sections.push({ id: idFor(given.id, kind), title, kind, entries: kindEntries(kind) });
    } else if (Array.isArray(given.entries) && given.entries.length > LIMITS.customEntries) {
      reader.overCap.push(`“${title}”: At most ${LIMITS.customEntries} entries.`);
    } else if (Array.isArray(given.entries)) {
      const entries = given.entries.filter(isObject).map((item, i) => {
        const path = `meta.${EXTRA}.customSections[${sections.length}].entries[${i}]`;
        const read = (key: keyof EntryText) => text(reader, item, key, path);
        return {
          title: read("title"),
          subtitle: read("subtitle"),
          date: read("date"),
          description: read("description"),
          link: safeLink(reader, read("link"), `Link of “${read("title") || path}”`),
          image: null,
        };
      });
      sections.push({ id: idFor(given.id, "own"), title, entries });
    }
  }
  // Lists from other tools (or not recorded): one section each, titled as people usually title them.
  for (const kind of RESUME_KINDS) {
    if (usedKinds.has(kind) || !Array.isArray(resume[kind]) || (resume[kind] as unknown[]).length === 0) continue;
    sections.push({ id: idFor(kind, kind), title: RESUME_KIND_TITLES[kind], kind, entries: kindEntries(kind) });
  }
  return sections.length > 0 || recorded.length > 0 ? sections : undefined;
}

/** An import's reading: the draft's fields, and the language the file says it is in (`meta.language`, one of LANGUAGES) if any. */
export type ImportResult = { ok: true; formData: FormData; notes: string[]; language?: string } | { ok: false; problems: string[] };

/**
 * Reads a parsed JSON Resume into FormData (images empty: see `mergeImport`). Problems (wrong
 * types, too long, too many entries) refuse the whole file; notes say what was left out. What the
 * draft's fields cannot hold is kept with its entry (resumeExtras.ts), so exporting gives it back.
 */
export function fromJsonResume(resume: unknown): ImportResult {
  if (!isObject(resume)) return { ok: false, problems: ["The file must hold a JSON object (a résumé), not a list or a single value."] };
  const reader: Reader = { problems: [], notes: [], overCap: [] };
  const data = emptyFormData();

  if (Object.hasOwn(resume, "basics") && resume.basics !== undefined && !isObject(resume.basics)) reader.problems.push("basics must be an object.");
  const basicsItem = isObject(resume.basics) ? resume.basics : {};
  const basics = applyExtras(readBasics(reader, basicsItem), basicsItem);
  Object.assign(data, { name: basics.name, role: basics.role, bio: basics.bio, about: basics.about });
  const links: Links = emptyLinks();
  links.website = safeLink(reader, basics.website, "The website");
  data.contact = { email: basics.email, phone: basics.phone, address: basics.address };
  if (text(reader, basicsItem, "image", "basics") || text(reader, basicsItem, "picture", "basics")) {
    reader.notes.push("The photo address is kept for exports, but not shown: upload your photo in the builder.");
  }

  const profiles = Object.hasOwn(basicsItem, "profiles") ? basicsItem.profiles : undefined;
  if (profiles !== undefined && !Array.isArray(profiles)) reader.problems.push("basics.profiles must be a list.");
  // Profiles whose link was refused are left out for good (not kept for exports either).
  const refused = new Set<number>();
  const checked = (i: number, value: string, label: string) => {
    const link = safeLink(reader, value, label);
    if (link === "" && value.trim() !== "") refused.add(i);
    return link;
  };
  (Array.isArray(profiles) ? profiles : []).forEach((profile, i) => {
    if (!isObject(profile)) return void reader.problems.push(`basics.profiles[${i}] must be an object.`);
    const path = `basics.profiles[${i}]`;
    const network = text(reader, profile, "network", path);
    const key = network.trim().toLowerCase();
    const extras = Object.hasOwn(profile, EXTRA) && isObject(profile[EXTRA]) ? profile[EXTRA] : {};
    const platform = extras.custom === true ? undefined : SOCIAL_PLATFORMS.find((p) => NETWORKS[p].aliases.includes(key));
    if (platform === undefined) {
      const url = applyExtras({ url: text(reader, profile, "url", path) }, profile).url;
      const more = extras.custom === true ? undefined : LINK_NETWORKS.find((p) => LINK_PLATFORM_LABELS[p].toLowerCase() === key);
      if (more) return void (links[more] = checked(i, url, `${LINK_PLATFORM_LABELS[more]} link`));
      if (links.custom.length >= LIMITS.customLinks)
        return void reader.notes.push(`The “${network || "unnamed"}” profile was left out: at most ${LIMITS.customLinks} custom links.`);
      if (url.trim() === "") return void reader.notes.push(`The “${network || "unnamed"}” profile was left out: it has no address.`);
      const safe = checked(i, url, `The “${network || "unnamed"}” link`);
      if (safe) links.custom.push({ label: network.trim().slice(0, LIMITS.linkLabel) || "Link", url: safe });
      return;
    }
    const username = text(reader, profile, "username", path).trim();
    const given =
      applyExtras({ url: text(reader, profile, "url", path) }, profile).url || (username ? NETWORKS[platform].profileUrl + encodeURIComponent(username) : "");
    data.socialLinks[platform] = checked(i, given, `${NETWORKS[platform].name} link`);
  });

  if (links.website || LINK_NETWORKS.some((p) => links[p]) || links.custom.length > 0) data.links = links;

  data.experience = list(reader, resume, "work").map(({ item, path }) => {
    const entry = applyExtras(readWork(reader, item, path), item) as Work;
    return withKept(entry, keep(item, writers.work(entry)));
  });
  data.projects = list(reader, resume, "projects").map(({ item, path }) => {
    const read = applyExtras(readProject(reader, item, path), item) as ProjectText;
    const project = { ...read, link: safeLink(reader, read.link, `Link of project “${read.title || path}”`), project_image: null };
    return withKept(project, keep(item, writers.projects(project)));
  });
  data.education = list(reader, resume, "education").map(({ item, path }) => {
    const entry = applyExtras(readEducation(reader, item, path), item) as EducationText;
    return withKept(entry, keep(item, writers.education(entry)));
  });
  data.skills = list(reader, resume, "skills").map(({ item, path }) => {
    const { name, percentage } = applyExtras(readSkill(reader, item, path), item);
    const skill = percentage === undefined ? { name } : { name, percentage };
    return withKept(skill, keep(item, writers.skills(skill)));
  });
  const customSections = readCustomSections(reader, resume);
  if (customSections) data.customSections = customSections;
  const sections = readSections(reader, resume, customSections ?? []);
  if (sections) data.sections = sections;

  const theme = readTheme(reader, resume);
  if (theme !== undefined) data.theme = theme;

  // What basics and the top level hold beyond the draft's fields (the photo's address, location parts, usernames, other keys).
  const basicsKept = Array.isArray(profiles) ? { ...basicsItem, profiles: profiles.filter((_, i) => !refused.has(i)) } : basicsItem;
  const keptBasics = keep(basicsKept, writeBasics(data));
  const keptTop = keep(topLevelOf(resume), topLevelOf(writeResume(data)));
  if (keptBasics !== undefined || keptTop !== undefined) data.resume = withoutEmpty({ basics: keptBasics, top: keptTop }) as FormData["resume"];
  if (resumeExtrasSize(data) > LIMITS.resumeExtras) {
    reader.notes.push("Fields the builder has no place for were too many to keep; they were left out.");
    Object.assign(data, withoutResumeExtras(data));
    delete data.resume;
  }

  // The builder's own size rules, in words that name the résumé's place.
  for (const [path, message] of Object.entries(validateFormData(data, "draft"))) reader.problems.push(`${describePath(path, data.customSections)}: ${message}`);
  reader.problems.push(...reader.overCap);
  if (reader.problems.length > 0) return { ok: false, problems: capped(reader.problems) };
  const language = fileLanguage(resume);
  return { ok: true, formData: data, notes: capped(reader.notes), ...(language === undefined ? {} : { language }) };
}

/** meta.language as one of the builder's languages ("fr-CA" → "fr"); undefined when absent or unknown. */
function fileLanguage(resume: Json): string | undefined {
  const meta = Object.hasOwn(resume, "meta") && isObject(resume.meta) ? resume.meta : {};
  return typeof meta.language === "string" ? matchLanguage(meta.language) : undefined;
}

/** meta["x-portfolio"].theme, when present: exactly the stored shape, or a problem. */
function readTheme(reader: Reader, resume: Json): Theme | undefined {
  const meta = Object.hasOwn(resume, "meta") && isObject(resume.meta) ? resume.meta : {};
  const extras = Object.hasOwn(meta, EXTRA) && isObject(meta[EXTRA]) ? meta[EXTRA] : {};
  if (!Object.hasOwn(extras, "theme") || extras.theme === undefined) return undefined;
  const value = extras.theme;
  const path = `meta.${EXTRA}.theme`;
  if (!isObject(value) || !(value.accent === null || typeof value.accent === "string") || typeof value.fonts !== "string" || typeof value.scheme !== "string") {
    reader.problems.push(`${path} must be an object with accent, fonts and scheme.`);
    return undefined;
  }
  const theme: Theme = { accent: value.accent, fonts: value.fonts, scheme: value.scheme };
  const errors = Object.entries(themeErrors(theme));
  for (const [field, message] of errors) reader.problems.push(`${path}.${field.split(".")[1]}: ${message}`);
  return errors.length === 0 ? theme : undefined;
}

/** Most lines a problem or note list carries: a hostile file cannot make the answer huge. */
export const MAX_LINES = 20;

function capped(lines: string[]): string[] {
  return lines.length <= MAX_LINES ? lines : [...lines.slice(0, MAX_LINES), `…and ${lines.length - MAX_LINES} more.`];
}

/** A link as the builder keeps it, or "" with a note when it is not a safe web address. */
function safeLink(reader: Reader, value: string, label: string): string {
  if (value.trim() === "") return "";
  if (webUrl(value) !== null) return value.trim();
  reader.notes.push(`${label} was left out: only http:// and https:// addresses are allowed.`);
  return "";
}

const SECTION_NAMES: Record<string, string> = {
  experience: "work",
  projects: "projects",
  education: "education",
  skills: "skills",
  socialLinks: "basics.profiles",
  contact: "basics",
};
const FIELD_NAMES: Record<string, string> = { name: "basics.name", role: "basics.label", about: "basics.summary", bio: "basics.x-portfolio.bio" };

/** A FormData path (`experience.2.title`) as the place in the résumé (`work[2].title`). */
function describePath(path: string, customSections: readonly CustomSection[] = []): string {
  const [section, index, field] = path.split(".");
  if (FIELD_NAMES[path]) return FIELD_NAMES[path];
  if (section === "customSections") {
    // customSections.2.entries.0.title → awards[0].title (or the section's title when it has no list).
    const parts = path.split(".");
    const own = customSections[Number(index)];
    const name = own?.kind ?? (own ? `“${own.title}”` : "sections");
    return parts.length >= 5 ? `${name}[${parts[3]}].${parts[4]}` : index === undefined ? "sections of one's own" : name;
  }
  if ((LIST_SECTIONS as readonly string[]).includes(section))
    return index === undefined ? SECTION_NAMES[section] : `${SECTION_NAMES[section]}[${index}].${field}`;
  return `${SECTION_NAMES[section] ?? section}.${index}`;
}

/** An entry's content: what a visitor sees, without the builder's id, pictures or kept extras. */
function contentKey(entry: object): string {
  const { id: _id, project_image: _cover, gallery: _gallery, image: _image, resume: _resume, ...rest } = entry as Record<string, unknown>;
  return canonicalJson(rest);
}

/**
 * `imported` entries that equal (by content) an entry of `current` take over its id and pictures,
 * so an unchanged entry stays the same entry; the others keep `fallback`'s pictures (or none).
 */
function matchEntries<T extends { id?: string }>(
  current: readonly T[],
  imported: readonly T[],
  pictures: (entry: T) => Partial<T>,
  fallback: (entry: T) => Partial<T> = () => ({}),
): T[] {
  const unused = [...current];
  return imported.map((entry) => {
    const at = unused.findIndex((old) => contentKey(old) === contentKey(entry));
    if (at === -1) return { ...entry, ...fallback(entry) };
    const [old] = unused.splice(at, 1);
    return { ...entry, ...(old!.id === undefined ? {} : { id: old!.id }), ...pictures(old!) };
  });
}

/** Whether a draft has nothing a person wrote: no text a translation could hold and no entries. */
function isBlankDraft(data: FormData): boolean {
  return (
    translatableTexts(data).every((t) => t.text.trim() === "") &&
    LIST_SECTIONS.every((section) => data[section].length === 0) &&
    (data.customSections ?? []).every((section) => section.entries.length === 0)
  );
}

/**
 * The main language after an import: the file's (`fileLanguage`, its meta.language) when the
 * draft had no content yet and does not hold it as a translation; else the draft's own.
 */
function importedLanguage(current: FormData | null, fileLanguage: string | undefined): string | undefined {
  const usable = fileLanguage !== undefined && (current === null || (isBlankDraft(current) && translationOf(current, fileLanguage) === undefined));
  return usable ? fileLanguage : current?.language;
}

/**
 * The draft after importing `imported` over `current`. An import fills the main language: the
 * draft keeps its languages (translations of entries the import replaces fall back, and are left
 * out when published), and its main language unless it was blank and the file names its own. The
 * draft keeps its profile photo, and its section layout and theme when the file has none; an entry
 * whose content is unchanged stays the same entry (its id and pictures); an imported project keeps
 * the pictures (cover and gallery) of a draft project with the same title (JSON carries no files).
 */
export function mergeImport(current: FormData | null, imported: FormData, fileLanguage?: string): FormData {
  const language = importedLanguage(current, fileLanguage);
  if (current === null) return language === undefined ? imported : { ...imported, language };
  const titled = current.projects.filter((p) => p.project_image !== null || (p.gallery ?? []).length > 0);
  const projectPictures = (p: FormData["projects"][number]) =>
    p.gallery === undefined ? { project_image: p.project_image } : { project_image: p.project_image, gallery: p.gallery };
  const byTitle = (project: FormData["projects"][number]) => {
    const at = titled.findIndex((p) => p.title === project.title && project.title !== "");
    return at === -1 ? {} : projectPictures(titled.splice(at, 1)[0]!);
  };
  const theme = imported.theme ?? current.theme;
  const sections = imported.sections ?? current.sections;
  const customSections = imported.customSections?.map((section) => {
    const before = current.customSections?.find((s) => s.id === section.id);
    return before ? { ...section, entries: matchEntries(before.entries, section.entries, (e) => ({ image: e.image })) } : section;
  });
  // The photo is what an export writes as basics.image: the draft's own photo is not an extra.
  const basicsPatch = current.image !== null ? withoutKeys(imported.resume?.basics, ["image"]) : imported.resume?.basics;
  const resume = withoutEmpty({ basics: basicsPatch, top: imported.resume?.top }) as FormData["resume"];
  const { resume: _resume, ...rest } = imported;
  return {
    ...rest,
    ...(language === undefined ? {} : { language }),
    ...(current.translations === undefined ? {} : { translations: current.translations }),
    ...(theme === undefined ? {} : { theme }),
    ...(sections === undefined ? {} : { sections }),
    ...(customSections === undefined ? {} : { customSections }),
    ...(resume && Object.keys(resume).length > 0 ? { resume } : {}),
    image: current.image,
    experience: matchEntries(current.experience, imported.experience, () => ({})),
    education: matchEntries(current.education, imported.education, () => ({})),
    skills: matchEntries(current.skills, imported.skills, () => ({})),
    projects: matchEntries(current.projects, imported.projects, projectPictures, byTitle),
  };
}

/** A kept patch without some of its keys (undefined when nothing is left). */
function withoutKeys(patchText: string | undefined, keys: string[]): string | undefined {
  if (!patchText) return patchText;
  try {
    const patch = JSON.parse(patchText) as Record<string, unknown>;
    for (const key of keys) delete patch[key];
    return Object.keys(patch).length === 0 ? undefined : JSON.stringify(patch);
  } catch {
    return undefined;
  }
}

/** Parses an import file's text: size first, then nesting depth, then JSON, then the mapping. */
export function parseJsonResume(textContent: string): ImportResult {
  if (utf8Length(textContent, IMPORT_MAX_BYTES) > IMPORT_MAX_BYTES) {
    return { ok: false, problems: [fileTooLargeMessage(IMPORT_MAX_BYTES)] };
  }
  if (nestedDeeperThan(textContent, IMPORT_MAX_DEPTH)) {
    return { ok: false, problems: [`The file nests lists and objects more than ${IMPORT_MAX_DEPTH} levels deep: no résumé does.`] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(textContent);
  } catch (error) {
    return { ok: false, problems: [`The file is not valid JSON: ${error instanceof Error ? error.message : "it could not be read"}.`] };
  }
  return fromJsonResume(parsed);
}

/**
 * Whether JSON text nests objects and lists deeper than `max`, from one pass over the text before
 * it is parsed (brackets inside strings do not count; invalid JSON is JSON.parse's to refuse).
 */
function nestedDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      if (++depth > max) return true;
    } else if (char === "}" || char === "]") depth--;
  }
  return false;
}
