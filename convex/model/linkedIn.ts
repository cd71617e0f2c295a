import Papa from "papaparse";
import { RESUME_KIND_TITLES, type CustomEntry, type CustomSection, type ResumeKind } from "./customSections";
import { emptyFormData, validateFormData, type FormData } from "./formData";
import type { ImportResult } from "./jsonResume";
import { LIMITS } from "./limits";
import { emptyLinks } from "./links";
import { sanitizeUrl } from "./urls";

/**
 * A LinkedIn data export ("Get a copy of your data": a ZIP of CSV files) → FormData, pure and
 * shared: the browser previews with it (after unzipping with fflate), the server reads the same
 * CSV texts again before writing the draft. Columns are LinkedIn's documented headers:
 *
 * | file                 | columns used                                              | FormData                         |
 * |----------------------|-----------------------------------------------------------|----------------------------------|
 * | Profile.csv          | First Name, Last Name, Headline, Summary, Geo Location,   | name, role, about,               |
 * |                      | Websites, Twitter Handles                                 | contact.address, links, twitter  |
 * | Positions.csv        | Company Name, Title, Description, Location, Started On,   | experience (location kept for    |
 * |                      | Finished On                                               | JSON Resume exports)             |
 * | Education.csv        | School Name, Degree Name, Start Date, End Date, Notes,    | education (year = the range;     |
 * |                      | Activities                                                | activities and notes: "Activities")|
 * | Skills.csv           | Name                                                      | skills                           |
 * | Projects.csv         | Title, Description, Url, Started On, Finished On          | projects                         |
 * | Certifications.csv   | Name, Url, Authority, Started On                          | section "Certifications"         |
 * | Languages.csv        | Name, Proficiency                                         | section "Languages"              |
 * | Honors.csv           | Title, Description, Issued On                             | section "Awards"                 |
 * | Volunteering.csv     | Company Name, Role, Started On, Finished On, Description  | section "Volunteering"           |
 * | Email Addresses.csv  | Email Address, Primary                                    | contact.email (the primary one)  |
 * | PhoneNumbers.csv     | Number                                                    | contact.phone                    |
 *
 * Dates become "Jan 2019 – Mar 2021" (or "– Present"); month names in other languages and
 * year-only dates are understood. Messy files are fine: byte-order marks, quoted multi-line fields,
 * commas and quotes inside fields, empty or missing files. Every other file is ignored.
 */

/** Files the import reads; each at most this size (a real export's messages file can be huge, but is not read). */
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
export const LINKEDIN_FILE_MAX_BYTES = 1024 * 1024;
/** Largest ZIP the browser opens. */
export const LINKEDIN_ZIP_MAX_BYTES = 50 * 1024 * 1024;

export type CsvFile = { name: string; text: string };

/** The import's name for a file path inside the ZIP (`Basic_LinkedInDataExport/Profile.csv` → `Profile.csv`), or null when it is not read. */
export function linkedInFileName(path: string): (typeof LINKEDIN_FILES)[number] | null {
  const base = path.split(/[\\/]/).pop()?.toLowerCase() ?? "";
  return LINKEDIN_FILES.find((name) => name.toLowerCase() === base) ?? null;
}

type Row = Record<string, string>;

/** The rows of one CSV: headers trimmed (and the byte-order mark dropped), values trimmed, empty lines skipped. */
function rowsOf(text: string): Row[] {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.replace(/^\uFEFF/, "").trim(),
    transform: (value) => value.trim(),
  });
  return parsed.data.filter((row) => Object.values(row).some((value) => typeof value === "string" && value !== ""));
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

// ----- the mapping -----

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);
const webLink = (value: string) => (sanitizeUrl(value, "web") === null ? "" : value.trim());

/** Reads the export's CSV files (see the table above). Problems refuse the import; notes say what was left out. */
export function fromLinkedInExport(files: readonly CsvFile[]): ImportResult {
  const problems: string[] = [];
  const notes: string[] = [];
  const byName = new Map<string, Row[]>();
  for (const file of files) {
    const name = linkedInFileName(file.name);
    if (name === null) continue;
    if (new TextEncoder().encode(file.text).length > LINKEDIN_FILE_MAX_BYTES) {
      problems.push(`${name} is larger than ${LINKEDIN_FILE_MAX_BYTES / 1024 / 1024} MB.`);
      continue;
    }
    byName.set(name, rowsOf(file.text));
  }
  if (problems.length > 0) return { ok: false, problems };
  if (byName.size === 0) {
    return {
      ok: false,
      problems: [
        "This is not a LinkedIn data export: it has none of Profile.csv, Positions.csv, Education.csv, Skills.csv and the other files the import reads.",
      ],
    };
  }
  const rows = (name: (typeof LINKEDIN_FILES)[number]) => byName.get(name) ?? [];
  const data: FormData = emptyFormData();

  const profile = rows("Profile.csv")[0] ?? {};
  data.name = [profile["First Name"], profile["Last Name"]].filter(Boolean).join(" ");
  data.role = profile["Headline"] ?? "";
  data.about = profile["Summary"] ?? "";
  data.contact.address = profile["Geo Location"] || profile["Address"] || "";
  // Websites read like "[PERSONAL:https://a.example,PORTFOLIO:https://b.example]".
  const websites = (profile["Websites"] ?? "").match(/https?:\/\/[^\s,\]]+/g) ?? [];
  const links = emptyLinks();
  links.website = webLink(websites[0] ?? "");
  links.custom = websites
    .slice(1, 1 + LIMITS.customLinks)
    .filter((url) => webLink(url) !== "")
    .map((url) => ({ label: cut(new URL(url).hostname.replace(/^www\./, ""), LIMITS.linkLabel), url }));
  if (links.website || links.custom.length > 0) data.links = links;
  const twitter = (profile["Twitter Handles"] ?? "").replace(/[[\]@\s]/g, "").split(",")[0] ?? "";
  if (/^\w{1,15}$/.test(twitter)) data.socialLinks.twitter = `https://twitter.com/${twitter}`;

  const emails = rows("Email Addresses.csv");
  data.contact.email = (emails.find((row) => /^yes$/i.test(row["Primary"] ?? "")) ?? emails[0])?.["Email Address"] ?? "";
  data.contact.phone = rows("PhoneNumbers.csv")[0]?.["Number"] ?? "";

  data.experience = rows("Positions.csv").map((row) => {
    const entry = {
      title: row["Title"] ?? "",
      company: row["Company Name"] ?? "",
      duration: linkedInRange(row["Started On"] ?? "", row["Finished On"] ?? ""),
      description: row["Description"] ?? "",
    };
    // The location has no field here; JSON Resume exports carry it as work[].location.
    return row["Location"] ? { ...entry, resume: JSON.stringify({ location: { is: row["Location"] } }) } : entry;
  });
  const education = rows("Education.csv");
  data.education = education.map((row) => ({
    type: "",
    degree: row["Degree Name"] ?? "",
    institution: row["School Name"] ?? "",
    school: "",
    year: linkedInRange(row["Start Date"] ?? "", row["End Date"] ?? ""),
    cgpa: row["Grade"] ?? "",
  }));
  data.skills = rows("Skills.csv")
    .filter((row) => row["Name"])
    .map((row) => ({ name: row["Name"]! }));
  data.projects = rows("Projects.csv").map((row) => {
    const url = row["Url"] ?? "";
    if (url && !webLink(url)) notes.push(`The link of project “${row["Title"] || "untitled"}” was left out: only http:// and https:// addresses are allowed.`);
    const dates = Object.fromEntries(
      [
        ["startDate", isoDate(row["Started On"] ?? "")],
        ["endDate", isoDate(row["Finished On"] ?? "")],
      ].flatMap(([key, value]) => (value ? [[key, { is: value }]] : [])),
    );
    const project = { title: row["Title"] ?? "", link: webLink(url), description: row["Description"] ?? "", technology: "", project_image: null };
    return Object.keys(dates).length > 0 ? { ...project, resume: JSON.stringify(dates) } : project;
  });

  const sections: CustomSection[] = [];
  const addSection = (kind: ResumeKind, entries: Omit<CustomEntry, "image">[]) => {
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
      entry({ title: row["Name"], subtitle: row["Authority"], date: displayDate(row["Started On"] ?? ""), link: webLink(row["Url"] ?? "") }),
    ),
  );
  addSection(
    "languages",
    rows("Languages.csv").map((row) => entry({ title: row["Name"], subtitle: row["Proficiency"] })),
  );
  addSection(
    "awards",
    rows("Honors.csv").map((row) => entry({ title: row["Title"], description: row["Description"], date: displayDate(row["Issued On"] ?? "") })),
  );
  addSection(
    "volunteer",
    rows("Volunteering.csv").map((row) =>
      entry({
        title: row["Role"],
        subtitle: row["Company Name"],
        date: linkedInRange(row["Started On"] ?? "", row["Finished On"] ?? ""),
        description: row["Description"],
      }),
    ),
  );
  // Education entries have no free text: their activities and notes become a section of one's own.
  const activities = education
    .filter((row) => row["Activities"] || row["Notes"])
    .map((row) =>
      entry({
        title: row["School Name"],
        subtitle: row["Degree Name"],
        date: linkedInRange(row["Start Date"] ?? "", row["End Date"] ?? ""),
        description: [row["Activities"], row["Notes"]].filter(Boolean).join("\n\n"),
      }),
    );
  if (activities.length > 0) sections.push({ id: "activities", title: "Activities", entries: activities.map((item) => ({ ...item, image: null })) });
  if (sections.length > 0) data.customSections = sections;

  for (const name of ["Profile.csv", "Positions.csv"] as const) if (!byName.has(name)) notes.push(`${name} was not in the export: nothing came from it.`);
  for (const [path, message] of Object.entries(validateFormData(data, "draft"))) problems.push(`${path}: ${message}`);
  return problems.length > 0 ? { ok: false, problems: problems.slice(0, 20) } : { ok: true, formData: data, notes };
}
