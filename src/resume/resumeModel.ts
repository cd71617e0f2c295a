import { customLayoutId, customSectionTitle, isCustomLayoutId } from "../../convex/model/customSections";
import { DEFAULT_RESUME_OPTIONS, SHORT_POINTS, type ResumeOptions } from "../../convex/model/resumeOptions";
import { SOCIAL_PLATFORMS, type PortfolioFormData } from "../../convex/model/formData";
import { LINK_PLATFORMS, LINK_PLATFORM_LABELS, linksOf } from "../../convex/model/links";
import { visibleSections, type LayoutId, type PortfolioSection } from "../../convex/model/sectionLayout";
import { DEFAULT_LANGUAGE } from "../../convex/model/translations";
import { ENGLISH_PAGE_WORDS, type PageWords } from "../templates/shared/pageWords";
import { linkText, mailtoHref, sanitizeUrl, telHref } from "../../convex/model/urls";
import { hasText, isFilled, splitTechnology } from "../templates/shared/content";
import { educationTypeLabel } from "../templates/shared/educationType";
import { markdownBlocks } from "../templates/shared/markdownBlocks";

/**
 * The portfolio as a résumé: the saved content reduced to what a printed page holds, in the
 * portfolio's own section order with hidden sections left out. Pictures, skill percentages and
 * social icons have no place on paper; links stay, written out so they can be read when printed.
 * One model, two renderers: the printed sheet (ResumeDocument.tsx) and the Word file (resumeDocx.ts).
 */

/**
 * A link on paper: where it goes and the text that shows it (the address without its scheme).
 * `showLabel`: the text does not say what it is by itself (the owner's own links, "Talks: …");
 * an email, a phone number or github.com/… needs no label.
 */
export type ResumeLink = { label: string; href: string; text: string; showLabel?: boolean };

/** One entry of a section: heading line, secondary line, date, Markdown body, link. */
export type ResumeEntry = { key: string; title: string; subtitle: string; date: string; description: string; link: ResumeLink | null; tags: string[] };

export type ResumeSection =
  | { id: LayoutId; kind: "text"; title: string; markdown: string }
  | { id: LayoutId; kind: "list"; title: string; items: string[] }
  | { id: LayoutId; kind: "entries"; title: string; entries: ResumeEntry[] };

export type Resume = {
  /** Its language (BCP 47): a right-to-left one is written right to left (resumeDocx.ts). */
  language: string;
  name: string;
  role: string;
  bio: string;
  /** Email, phone and address (only when the Contact section is shown). */
  contact: ResumeLink[];
  links: ResumeLink[];
  sections: ResumeSection[];
};

const PLATFORM_LABELS: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  github: "GitHub",
  linkedin: "LinkedIn",
  twitter: "Twitter (X)",
  facebook: "Facebook",
  instagram: "Instagram",
};

/** A web link as the résumé prints it, or null when blank or unsafe (the site's URL rules). */
function webLink(label: string, url: string): ResumeLink | null {
  const href = sanitizeUrl(url, "web");
  return href ? { label, href, text: linkText(href) } : null;
}

const withLabel = (link: ResumeLink | null): ResumeLink | null => link && { ...link, showLabel: true };

const present = <T>(items: (T | null)[]): T[] => items.filter((item): item is T => item !== null);

function contactOf(data: PortfolioFormData): ResumeLink[] {
  const email = data.contact.email.trim();
  const phone = data.contact.phone.trim();
  const address = data.contact.address.trim();
  const mailto = email ? mailtoHref(email) : null;
  const tel = phone ? telHref(phone) : null;
  return [
    ...(email ? [{ label: "Email", href: mailto ?? "", text: email }] : []),
    ...(phone ? [{ label: "Phone", href: tel ?? "", text: phone }] : []),
    ...(address ? [{ label: "Address", href: "", text: address }] : []),
  ];
}

/** Website first, then the platforms, then the owner's own links (as the templates order them). */
function linksOfData(data: PortfolioFormData): ResumeLink[] {
  const more = linksOf(data.links);
  return present([
    webLink(LINK_PLATFORM_LABELS.website, more.website),
    ...SOCIAL_PLATFORMS.map((platform) => webLink(PLATFORM_LABELS[platform], data.socialLinks[platform])),
    ...LINK_PLATFORMS.filter((platform) => platform !== "website").map((platform) => webLink(LINK_PLATFORM_LABELS[platform], more[platform])),
    ...more.custom.map((link) => (hasText(link.label) ? withLabel(webLink(link.label.trim(), link.url)) : null)),
  ]);
}

const entry = (key: string, fields: Partial<Omit<ResumeEntry, "key">>): ResumeEntry => ({
  key,
  title: "",
  subtitle: "",
  date: "",
  description: "",
  link: null,
  tags: [],
  ...fields,
});

/** Entries with something written in them: ids, pictures and import extras do not count (the builder appends blanks). */
function written<T extends { id?: string; resume?: string }>(entries: readonly T[], ...ignored: (keyof T)[]): (T & { key: string })[] {
  return entries.flatMap((e, i) => {
    const fields = Object.fromEntries(Object.entries(e).filter(([name]) => !["id", "resume", ...ignored].includes(name as keyof T)));
    return isFilled(fields) ? [{ ...e, key: e.id ?? String(i) }] : [];
  });
}

/** An ISO date inside free text: a year-month or a full date ("2020-05", "2020-05-05"). */
const ISO_IN_TEXT = /\b([12]\d{3})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?\b/g;

/**
 * Dates as people write them on a résumé: "2020-05-05 – Present" → "May 2020 – Present" (month
 * names in `locale`, the reader's by default); a year alone or words stay as written.
 */
export function formatResumeDate(text: string, locale?: string): string {
  const monthYear = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  return text
    .trim()
    .replace(ISO_IN_TEXT, (_, year: string, month: string) => monthYear.format(Date.UTC(Number(year), Number(month) - 1, 1)))
    .replace(/\s+[-—]\s+/g, " – ");
}

const LIST_ITEM = /^ {0,3}(?:[-+*]|\d{1,9}[.)])[ \t]/;
const isList = (block: string) => LIST_ITEM.test(block);

/** A Markdown list block cut to its first `count` items (an item's continuation lines stay with it). */
function firstItems(block: string, count: number): string {
  const kept: string[] = [];
  let items = 0;
  for (const line of block.split("\n")) {
    if (LIST_ITEM.test(line) && ++items > count) break;
    kept.push(line);
  }
  return kept.join("\n");
}

/** A short description: its first paragraph, or the first points of a description that is a list. */
export function shortDescription(markdown: string, points = SHORT_POINTS): string {
  const blocks = markdownBlocks(markdown);
  const paragraph = blocks.find((block) => !isList(block));
  if (paragraph !== undefined) return paragraph;
  const list = blocks.find(isList);
  return list === undefined ? "" : firstItems(list, points);
}

const join = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");

type Shaping = { short: boolean; locale: string | undefined; words: ResumeWords };

/** The words a résumé writes itself: section names, "Link", "Grade" (the page words of its language; pageWords.ts). */
export type ResumeWords = Pick<PageWords, PortfolioSection | "link" | "grade">;

function sectionOf(data: PortfolioFormData, id: LayoutId, { short, locale, words }: Shaping): ResumeSection | null {
  const describe = (markdown: string) => (short ? shortDescription(markdown) : markdown);
  const date = (text: string) => formatResumeDate(text, locale);
  if (isCustomLayoutId(id)) {
    const section = (data.customSections ?? []).find((s) => customLayoutId(s.id) === id);
    if (!section) return null;
    // A short résumé names its references; the letters stay on the page (and "on request").
    const letters = !(short && section.kind === "references");
    const entries = written(section.entries, "image").map((e) =>
      entry(e.key, {
        title: e.title.trim(),
        subtitle: e.subtitle.trim(),
        date: date(e.date),
        description: letters ? describe(e.description) : "",
        link: webLink(words.link, e.link),
      }),
    );
    return entries.length === 0 ? null : { id, kind: "entries", title: customSectionTitle(section), entries };
  }
  const title = words[id];
  switch (id) {
    case "about":
      return hasText(data.about) ? { id, kind: "text", title, markdown: describe(data.about) } : null;
    case "skills": {
      const items = data.skills.map((skill) => skill.name.trim()).filter(Boolean);
      return items.length === 0 ? null : { id, kind: "list", title, items };
    }
    case "experience": {
      const entries = written(data.experience).map((e) =>
        entry(e.key, { title: e.title.trim(), subtitle: e.company.trim(), date: date(e.duration), description: describe(e.description) }),
      );
      return entries.length === 0 ? null : { id, kind: "entries", title, entries };
    }
    case "education": {
      const entries = written(data.education).map((e) => {
        const type = educationTypeLabel(e.type);
        const heading = [e.degree, type, e.institution, e.school].find(hasText)?.trim() ?? "";
        const where = join(...[e.institution, e.school].filter((part) => part.trim() !== heading));
        const grade = hasText(e.cgpa) ? `${words.grade}: ${e.cgpa.trim()}` : "";
        return entry(e.key, { title: heading, subtitle: [where, grade].filter(Boolean).join(" · "), date: date(e.year) });
      });
      return entries.length === 0 ? null : { id, kind: "entries", title, entries };
    }
    case "projects": {
      const entries = written(data.projects, "project_image", "gallery").map((p) =>
        entry(p.key, { title: p.title.trim(), description: describe(p.description), link: webLink(words.link, p.link), tags: splitTechnology(p.technology) }),
      );
      return entries.length === 0 ? null : { id, kind: "entries", title, entries };
    }
    case "contact":
      // Printed in the header, where a reader looks for it.
      return null;
  }
}

/**
 * The résumé of a saved draft (or any PortfolioFormData): header, then the visible sections in order, less
 * those the owner leaves off the résumé; descriptions cut when it is to be short; dates in `locale`.
 */
export function resumeOf(
  data: PortfolioFormData,
  { options = DEFAULT_RESUME_OPTIONS, locale, words = ENGLISH_PAGE_WORDS }: { options?: ResumeOptions; locale?: string; words?: ResumeWords } = {},
): Resume {
  const omitted = new Set(options.omit);
  const order = visibleSections(data.sections, data.customSections).filter((id) => !omitted.has(id));
  const shaping: Shaping = { short: options.length === "short", locale, words };
  return {
    language: data.language ?? DEFAULT_LANGUAGE,
    name: data.name.trim(),
    role: data.role.trim(),
    bio: data.bio.trim(),
    contact: order.includes("contact") ? contactOf(data) : [],
    links: linksOfData(data),
    sections: present(order.map((id) => sectionOf(data, id, shaping))),
  };
}

/** "Nadia Okafor – Résumé.docx": the name without characters file systems refuse. */
export function resumeFileName(name: string, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "").trim();
  return `${safe ? `${safe} – Résumé` : "Résumé"}.${extension}`;
}
