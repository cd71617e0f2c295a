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
import { LIST_SECTIONS, SOCIAL_PLATFORMS, emptyFormData, resumeExtrasSize, validateFormData, withoutResumeExtras, type PortfolioFormData } from "./formData";
import { LIMITS } from "./limits";
import { utf8Length } from "./textBytes";
import { LINK_PLATFORM_LABELS, emptyLinks, type Links } from "./links";
import { resumePatchOf } from "./resumeExtras";
import { PORTFOLIO_SECTIONS, type LayoutId, type SectionLayout } from "./sectionLayout";
import { themeErrors, type Theme } from "./theme";
import { matchLanguage } from "./translations";
import {
  applyExtras,
  cleanText,
  type EducationText,
  type EntryText,
  EXTRA,
  fileTooLargeMessage,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_DEPTH,
  isObject,
  type Json,
  KIND_MAPS,
  LINK_NETWORKS,
  list,
  NETWORKS,
  type ProjectText,
  readBasics,
  readEducation,
  type Reader,
  readProject,
  readSkill,
  readWork,
  text,
  webUrl,
  withoutEmpty,
  type Work,
} from "./jsonResume";
import { topLevelOf, writeBasics, writeResume, writers } from "./jsonResumeExport";

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
export type ImportResult = { ok: true; formData: PortfolioFormData; notes: string[]; language?: string } | { ok: false; problems: string[] };

/**
 * Reads a parsed JSON Resume into PortfolioFormData (images empty: see `mergeImport`). Problems (wrong
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
  if (keptBasics !== undefined || keptTop !== undefined) data.resume = withoutEmpty({ basics: keptBasics, top: keptTop }) as PortfolioFormData["resume"];
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

/** A PortfolioFormData path (`experience.2.title`) as the place in the résumé (`work[2].title`). */
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
