import { RESUME_KINDS, type ResumeKind } from "./customSections";
import { SOCIAL_PLATFORMS, type PortfolioFormData } from "./formData";
import { LINK_PLATFORM_LABELS } from "./links";
import { applyResumePatch } from "./resumeExtras";
import { localizedFormData } from "./formTranslations";
import { DEFAULT_LANGUAGE } from "./translations";
import {
  type Basics,
  datesOf,
  type EntryText,
  entryTextOf,
  EXTRA,
  ISO_DATE,
  isObject,
  type Json,
  JSON_RESUME_SCHEMA_URL,
  JSON_RESUME_VERSION,
  type JsonResume,
  KIND_MAPS,
  LINK_NETWORKS,
  NETWORKS,
  quiet,
  readBasics,
  readEducation,
  readProject,
  readSkill,
  readWork,
  SCHEMA_EMAIL,
  splitHighlights,
  splitKeywords,
  webUrl,
  withExtras,
  withHighlightList,
  withoutEmpty,
} from "./jsonResume";

export const writers = {
  work: (entry: PortfolioFormData["experience"][number]) => {
    const fields = { title: entry.title, company: entry.company, duration: entry.duration, description: entry.description };
    const standard = withHighlightList(
      withoutEmpty({ name: entry.company, position: entry.title, summary: splitHighlights(entry.description).summary, ...datesOf(entry.duration) }),
      entry.description,
    );
    return withExtras(fields, standard, (item) => readWork(quiet(), item, ""));
  },
  projects: (entry: PortfolioFormData["projects"][number]) => {
    const fields = { title: entry.title, link: entry.link, description: entry.description, technology: entry.technology };
    const keywords = splitKeywords(entry.technology);
    const standard = withHighlightList(
      withoutEmpty({ name: entry.title, description: splitHighlights(entry.description).summary, url: webUrl(entry.link) ?? "" }),
      entry.description,
    );
    if (keywords.length > 0) standard.keywords = keywords;
    return withExtras(fields, standard, (item) => readProject(quiet(), item, ""));
  },
  education: (entry: PortfolioFormData["education"][number]) => {
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
  skills: (entry: PortfolioFormData["skills"][number]) =>
    withExtras(
      { name: entry.name, percentage: entry.percentage },
      withoutEmpty({ name: entry.name, level: entry.percentage === undefined ? "" : `${entry.percentage}%` }),
      (item) => readSkill(quiet(), item, ""),
    ),
  kind: (kind: ResumeKind, entry: EntryText) => withExtras(entry, KIND_MAPS[kind].write(entry), (item) => KIND_MAPS[kind].read(quiet(), item, "")),
};

/** The standard `basics` for `data` (without the photo), with x-portfolio where needed. */
export function writeBasics(data: PortfolioFormData): Json {
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
export function topLevelOf(resume: Json): Json {
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
export function writeResume(data: PortfolioFormData): Json {
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
function portfolioMeta(data: PortfolioFormData): Json | null {
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
export function toJsonResume(data: PortfolioFormData, { imageUrl, lastModified }: { imageUrl?: string | null; lastModified?: Date } = {}): JsonResume {
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
export function toJsonResumes(data: PortfolioFormData, options: Parameters<typeof toJsonResume>[1] = {}): LanguageResume[] {
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
