import Papa from "papaparse";
import { RESUME_KIND_TITLES, type CustomEntry, type CustomSection, type ResumeKind } from "./customSections";
import { emptyFormData, validateFormData, type PortfolioFormData } from "./formData";
import type { ImportResult } from "./jsonResumeImport";
import { LIMITS } from "./limits";
import { emptyLinks } from "./links";
import { utf8Length } from "./textBytes";
import { sanitizeUrl } from "./urls";

/**
 * A LinkedIn data export ("Get a copy of your data": a ZIP of CSV files) → PortfolioFormData, pure and
 * shared: the browser previews with it (after unzipping with fflate), the server reads the same
 * CSV texts again before writing the draft. Columns are LinkedIn's documented headers:
 *
 * | file                 | columns used                                              | PortfolioFormData                         |
 * |----------------------|-----------------------------------------------------------|----------------------------------|
 * | Profile.csv          | First Name, Last Name, Headline, Summary, Geo Location,   | name, role + bio (the headline,  |
 * |                      | Websites, Twitter Handles                                 | split: splitHeadline), about,    |
 * |                      |                                                           | contact.address, links, twitter  |
 * | Positions.csv        | Company Name, Title, Description, Location, Started On,   | experience (the location opens   |
 * |                      | Finished On                                               | the description as "Location: …" |
 * |                      |                                                           | and is kept for JSON Resume)     |
 * | Education.csv        | School Name, Degree Name, Start Date, End Date, Notes,    | education (year = the range;     |
 * |                      | Activities                                                | activities and notes: "Activities")|
 * | Skills.csv           | Name                                                      | skills                           |
 * | Projects.csv         | Title, Description, Url, Started On, Finished On          | projects                         |
 * | Certifications.csv   | Name, Url, Authority, Started On, License Number          | section "Certifications" (the    |
 * |                      |                                                           | number: "Licence number: …" in   |
 * |                      |                                                           | the entry's description)         |
 * | Languages.csv        | Name, Proficiency                                         | section "Languages"              |
 * | Honors.csv           | Title, Description, Issued On                             | section "Awards"                 |
 * | Volunteering.csv     | Company Name, Role, Started On, Finished On, Description  | section "Volunteering"           |
 * | Email Addresses.csv  | Email Address, Primary                                    | contact.email (the primary one)  |
 * | PhoneNumbers.csv     | Number                                                    | contact.phone                    |
 *
 * Descriptions' lines that start with "•", "-", "*" or "·" become a Markdown bullet list.
 * Dates become "Jan 2019 – Mar 2021" (or "– Present"); month names in other languages and
 * year-only dates are understood. Messy files are fine: byte-order marks, quoted multi-line fields,
 * commas and quotes inside fields, empty or missing files, missing columns (read as empty). Every
 * other file is ignored.
 *
 * Bounds, counted while reading so that a hostile file costs no more than a real one (the first
 * file past a bound refuses the import, named):
 * - each file at most LINKEDIN_FILE_MAX_BYTES (1 MB) and all of them together at most
 *   LINKEDIN_TOTAL_MAX_BYTES (2 MB), in UTF-8: these are the import's arguments, which the browser
 *   checks before sending and the server again. A real export's files come to a few hundred KB
 *   (50 positions with 2,000-character descriptions in Japanese are about 300 KB), and a draft
 *   holds under 1 MB in all;
 * - a list file stops being read at its entry cap (LINKEDIN_ENTRY_CAPS: the draft's own caps,
 *   50 per list and 30 per section of one's own); Profile.csv, Email Addresses.csv and
 *   PhoneNumbers.csv, of which one row is used, are read up to LINKEDIN_OTHER_ROWS rows.
 */

/** Files the import reads (a real export's messages file can be huge, but is not read). */
export const LINKEDIN_FILES = [
  "Profile.csv",
  "Positions.csv",
  "Education.csv",
  "Skills.csv",
  "Projects.csv",
  "Certifications.csv",
  "Languages.csv",
  "Honors.csv",
  "Volunteering.csv",
  "Email Addresses.csv",
  "PhoneNumbers.csv",
] as const;
export type LinkedInFile = (typeof LINKEDIN_FILES)[number];
/** Each file read, in UTF-8 bytes (see the bounds above). */
export const LINKEDIN_FILE_MAX_BYTES = 1024 * 1024;
/** All files read, together: what an import sends to the server. */
export const LINKEDIN_TOTAL_MAX_BYTES = 2 * 1024 * 1024;
/** Largest ZIP the browser opens. */
export const LINKEDIN_ZIP_MAX_BYTES = 50 * 1024 * 1024;
/** Most entries of each list file: the caps of the draft list it fills. */
export const LINKEDIN_ENTRY_CAPS: Partial<Record<LinkedInFile, number>> = {
  "Positions.csv": LIMITS.entriesPerList,
  "Education.csv": LIMITS.entriesPerList,
  "Skills.csv": LIMITS.entriesPerList,
  "Projects.csv": LIMITS.entriesPerList,
  "Certifications.csv": LIMITS.customEntries,
  "Languages.csv": LIMITS.customEntries,
  "Honors.csv": LIMITS.customEntries,
  "Volunteering.csv": LIMITS.customEntries,
};
/** Rows read of the files whose first (or primary) row is used; the rest is never parsed. */
export const LINKEDIN_OTHER_ROWS = 20;

export type CsvFile = { name: string; text: string };

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/**
 * Counts an export's files against the size bounds as they come: the problem with the first file
 * that passes its own bound or the total, else null. The browser feeds it the sizes of the files
 * it is about to read, `fromLinkedInExport` the texts it is given.
 */
export function linkedInSizeCheck(): (name: string, bytes: number) => string | null {
  let total = 0;
  return (name, bytes) => {
    if (bytes > LINKEDIN_FILE_MAX_BYTES) return `${name} is larger than ${megabytes(LINKEDIN_FILE_MAX_BYTES)}.`;
    total += bytes;
    if (total > LINKEDIN_TOTAL_MAX_BYTES) return `The export's files are larger than ${megabytes(LINKEDIN_TOTAL_MAX_BYTES)} together (counting up to ${name}).`;
    return null;
  };
}

/** The import's name for a file path inside the ZIP (`Basic_LinkedInDataExport/Profile.csv` → `Profile.csv`), or null when it is not read. */
export function linkedInFileName(path: string): LinkedInFile | null {
  const base = path.split(/[\\/]/).pop()?.toLowerCase() ?? "";
  return LINKEDIN_FILES.find((name) => name.toLowerCase() === base) ?? null;
}

/** One CSV row: a column's value, "" when the file has no such column or the row is short. */
type Row = (column: string) => string;

/**
 * The first `max` rows of one CSV (headers trimmed, the byte-order mark dropped, values trimmed,
 * empty lines skipped), and whether it has more; parsing stops there.
 */
function rowsOf(text: string, max: number): { rows: Row[]; more: boolean } {
  const rows: Row[] = [];
  let over = false;
  Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.replace(/^\uFEFF/, "").trim(),
    transform: (value) => value.trim(),
    step: ({ data }, parser) => {
      if (!Object.values(data).some((value) => typeof value === "string" && value !== "")) return;
      if (rows.length === max) {
        over = true;
        return parser.abort();
      }
      rows.push((column) => (Object.hasOwn(data, column) && typeof data[column] === "string" ? data[column] : ""));
    },
  });
  return { rows, more: over };
}

// ----- dates -----

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Month words in the languages LinkedIn exports in (accents and dots removed, lower case): word → month number. */
const MONTH_WORDS: Record<string, number> = Object.fromEntries(
  [
    ["jan janv janvier january januar enero ene janeiro gennaio gen januari", 1],
    ["feb fev fevr fevrier february februar febrero fevereiro febbraio februari", 2],
    ["mar mars march marz maerz marzo marco mrt maart", 3],
    ["apr avr avril april abril abr aprile", 4],
    ["may mai mayo maio mag maggio mei", 5],
    ["jun juin june juni junio junho giu giugno", 6],
    ["jul juil juillet july juli julio julho lug luglio", 7],
    ["aug aout august agosto ago", 8],
    ["sep sept septembre september septiembre setembro set settembre", 9],
    ["oct octobre october okt oktober octubre out outubro ott ottobre", 10],
    ["nov novembre november noviembre novembro", 11],
    ["dec decembre december dez dezember dic diciembre dezembro dicembre", 12],
  ].flatMap(([words, month]) => (words as string).split(" ").map((word) => [word, month as number])),
);

/** A LinkedIn date ("Jan 2019", "janv. 2019", "2019", "01/2019", "2019-01-15") → { year, month? }, or null. */
export function parseLinkedInDate(value: string): { year: number; month?: number } | null {
  const text = value
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f.]/g, "");
  if (text === "") return null;
  let match = /^(\d{4})$/.exec(text);
  if (match) return { year: Number(match[1]) };
  match = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(text) ?? null;
  if (match) return validMonth(Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return validMonth(Number(match[2]), Number(match[1]));
  match = /^([a-z]+)\s+(?:de\s+)?(\d{4})$/.exec(text);
  if (match && MONTH_WORDS[match[1]!]) return { year: Number(match[2]), month: MONTH_WORDS[match[1]!] };
  return null;
}

const validMonth = (year: number, month: number) => (month >= 1 && month <= 12 ? { year, month } : null);

/** "Jan 2019", "2019", or the text as written when it is no date LinkedIn writes. */
function displayDate(value: string): string {
  const date = parseLinkedInDate(value);
  if (!date) return value.trim();
  return date.month ? `${MONTH_NAMES[date.month - 1]} ${date.year}` : String(date.year);
}

/** The JSON Resume form of a date ("2019-01", "2019"), for what is kept for exports. */
function isoDate(value: string): string | undefined {
  const date = parseLinkedInDate(value);
  if (!date) return undefined;
  return date.month ? `${date.year}-${String(date.month).padStart(2, "0")}` : String(date.year);
}

/** "Jan 2019 – Mar 2021", "Jan 2019 – Present" (no end), or one date. */
export function linkedInRange(start: string, end: string): string {
  const [from, to] = [displayDate(start), displayDate(end)];
  if (from && to) return `${from} – ${to}`;
  if (from) return `${from} – Present`;
  return to;
}

// ----- text -----

/** Between a headline's parts: "Designer at Acme | Speaker · Mentor • Writer". Commas and dashes are left alone: they are part of a title as often as not. */
const HEADLINE_PARTS = /\s*[|•·]\s*/;

/**
 * A LinkedIn headline as a role and a short bio: "Senior Designer at Acme | Speaker | Mentor" →
 * role "Senior Designer at Acme", bio "Speaker | Mentor" (the rest as written). One part: all role.
 */
export function splitHeadline(headline: string): { role: string; bio: string } {
  const text = headline.trim();
  const match = HEADLINE_PARTS.exec(text);
  if (!match || match.index === 0) return { role: text, bio: "" };
  return { role: text.slice(0, match.index), bio: text.slice(match.index + match[0].length).replace(/^[\s|•·]+/, "") };
}

/**
 * Lines written as bullets ("•", "·" with or without a space; "-" and "*" followed by one, so
 * "-5%" and "*emphasis*" stay text) become Markdown list items, which the templates show as a list.
 */
export function bulletsToMarkdown(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/^\s*(?:[•·]\s*|[-*]\s+)(?=\S)/, "- "))
    .join("\n");
}

/** `lines` before `text`, each a paragraph of its own, when all of it fits in `max` characters; `text` alone otherwise. */
const withLeadingLines = (lines: string[], text: string, max: number) => {
  const joined = [...lines.filter(Boolean), text].filter(Boolean).join("\n\n");
  return joined.length <= max ? joined : text;
};

// ----- the mapping -----

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);
const webLink = (value: string) => (sanitizeUrl(value, "web") === null ? "" : value.trim());

/** Reads the export's CSV files (see the table above). Problems refuse the import; notes say what was left out. */
export function fromLinkedInExport(files: readonly CsvFile[]): ImportResult {
  const notes: string[] = [];
  const byName = new Map<string, Row[]>();
  const sizeProblem = linkedInSizeCheck();
  for (const file of files) {
    const name = linkedInFileName(file.name);
    // Every file given counts, read or not: together they are what the import carries.
    const problem = sizeProblem(name ?? file.name, utf8Length(file.text, LINKEDIN_FILE_MAX_BYTES));
    if (problem !== null) return { ok: false, problems: [problem] };
    if (name === null) continue;
    const cap = LINKEDIN_ENTRY_CAPS[name];
    const { rows, more } = rowsOf(file.text, cap ?? LINKEDIN_OTHER_ROWS);
    if (more && cap !== undefined) return { ok: false, problems: [`${name}: At most ${cap} entries.`] };
    byName.set(name, rows);
  }
  if (byName.size === 0) {
    return {
      ok: false,
      problems: [
        "This is not a LinkedIn data export: it has none of Profile.csv, Positions.csv, Education.csv, Skills.csv and the other files the import reads.",
      ],
    };
  }
  const rows = (name: LinkedInFile) => byName.get(name) ?? [];
  const data: PortfolioFormData = emptyFormData();

  const profile: Row = rows("Profile.csv")[0] ?? (() => "");
  data.name = [profile("First Name"), profile("Last Name")].filter(Boolean).join(" ");
  const headline = splitHeadline(profile("Headline"));
  data.role = headline.role;
  data.bio = cut(headline.bio, LIMITS.bio);
  data.about = profile("Summary");
  data.contact.address = profile("Geo Location") || profile("Address") || "";
  // Websites read like "[PERSONAL:https://a.example,PORTFOLIO:https://b.example]".
  const websites = profile("Websites").match(/https?:\/\/[^\s,\]]+/g) ?? [];
  const links = emptyLinks();
  links.website = webLink(websites[0] ?? "");
  links.custom = websites
    .slice(1, 1 + LIMITS.customLinks)
    .filter((url) => webLink(url) !== "")
    .map((url) => ({ label: cut(new URL(url).hostname.replace(/^www\./, ""), LIMITS.linkLabel), url }));
  if (links.website || links.custom.length > 0) data.links = links;
  const twitter =
    profile("Twitter Handles")
      .replace(/[[\]@\s]/g, "")
      .split(",")[0] ?? "";
  if (/^\w{1,15}$/.test(twitter)) data.socialLinks.twitter = `https://twitter.com/${twitter}`;

  const emails = rows("Email Addresses.csv");
  data.contact.email = (emails.find((row) => /^yes$/i.test(row("Primary"))) ?? emails[0])?.("Email Address") ?? "";
  data.contact.phone = rows("PhoneNumbers.csv")[0]?.("Number") ?? "";

  data.experience = rows("Positions.csv").map((row) => {
    const entry = {
      title: row("Title"),
      company: row("Company Name"),
      duration: linkedInRange(row("Started On"), row("Finished On")),
      // A position has no location field: it opens the description, where the page shows it.
      description: withLeadingLines([row("Location") && `Location: ${row("Location")}`], bulletsToMarkdown(row("Description")), LIMITS.description),
    };
    // JSON Resume exports carry it as work[].location as well.
    return row("Location") ? { ...entry, resume: JSON.stringify({ location: { is: row("Location") } }) } : entry;
  });
  const education = rows("Education.csv");
  data.education = education.map((row) => ({
    type: "",
    degree: row("Degree Name"),
    institution: row("School Name"),
    school: "",
    year: linkedInRange(row("Start Date"), row("End Date")),
    cgpa: row("Grade"),
  }));
  data.skills = rows("Skills.csv")
    .filter((row) => row("Name"))
    .map((row) => ({ name: row("Name") }));
  data.projects = rows("Projects.csv").map((row) => {
    const url = row("Url");
    if (url && !webLink(url)) notes.push(`The link of project “${row("Title") || "untitled"}” was left out: only http:// and https:// addresses are allowed.`);
    const dates = Object.fromEntries(
      [
        ["startDate", isoDate(row("Started On"))],
        ["endDate", isoDate(row("Finished On"))],
      ].flatMap(([key, value]) => (value ? [[key, { is: value }]] : [])),
    );
    const project = { title: row("Title"), link: webLink(url), description: bulletsToMarkdown(row("Description")), technology: "", project_image: null };
    return Object.keys(dates).length > 0 ? { ...project, resume: JSON.stringify(dates) } : project;
  });

  const sections: CustomSection[] = [];
  const addSection = (kind: ResumeKind, read: Omit<CustomEntry, "image">[]) => {
    // Rows with none of the columns used (a renamed column) leave nothing to show.
    const entries = read.filter((item) => Object.values(item).some((value) => value !== ""));
    if (entries.length > 0) sections.push({ id: kind, title: RESUME_KIND_TITLES[kind], kind, entries: entries.map((entry) => ({ ...entry, image: null })) });
  };
  const entry = (fields: Partial<Omit<CustomEntry, "image">>): Omit<CustomEntry, "image"> => ({
    title: "",
    subtitle: "",
    date: "",
    description: "",
    link: "",
    ...fields,
  });
  addSection(
    "certificates",
    rows("Certifications.csv").map((row) =>
      entry({
        title: row("Name"),
        subtitle: row("Authority"),
        date: displayDate(row("Started On")),
        link: webLink(row("Url")),
        // A certificate's number has no field of its own: it is the entry's text.
        description: row("License Number") && cut(`Licence number: ${row("License Number")}`, LIMITS.customDescription),
      }),
    ),
  );
  addSection(
    "languages",
    rows("Languages.csv").map((row) => entry({ title: row("Name"), subtitle: row("Proficiency") })),
  );
  addSection(
    "awards",
    rows("Honors.csv").map((row) => entry({ title: row("Title"), description: bulletsToMarkdown(row("Description")), date: displayDate(row("Issued On")) })),
  );
  addSection(
    "volunteer",
    rows("Volunteering.csv").map((row) =>
      entry({
        title: row("Role"),
        subtitle: row("Company Name"),
        date: linkedInRange(row("Started On"), row("Finished On")),
        description: bulletsToMarkdown(row("Description")),
      }),
    ),
  );
  // Education entries have no free text: their activities and notes become a section of one's own.
  const activities = education
    .filter((row) => row("Activities") || row("Notes"))
    .map((row) =>
      entry({
        title: row("School Name"),
        subtitle: row("Degree Name"),
        date: linkedInRange(row("Start Date"), row("End Date")),
        description: bulletsToMarkdown([row("Activities"), row("Notes")].filter(Boolean).join("\n\n")),
      }),
    );
  if (activities.length > 0) sections.push({ id: "activities", title: "Activities", entries: activities.map((item) => ({ ...item, image: null })) });
  if (sections.length > 0) data.customSections = sections;

  for (const name of ["Profile.csv", "Positions.csv"] as const) if (!byName.has(name)) notes.push(`${name} was not in the export: nothing came from it.`);
  const problems = Object.entries(validateFormData(data, "draft")).map(([path, message]) => `${path}: ${message}`);
  return problems.length > 0 ? { ok: false, problems: problems.slice(0, 20) } : { ok: true, formData: data, notes };
}
