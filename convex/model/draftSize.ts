import { getConvexSize, type Value } from "convex/values";
import type { PortfolioFormData } from "./formData";
import { customSectionTitle } from "./customSections";
import { PORTFOLIO_SECTION_LABELS, type PortfolioSection } from "./sectionLayout";
import { languageOf, translationPath, type Translation } from "./translations";

/**
 * How large a portfolio's content may be, in Convex's own measure (`getConvexSize`: UTF-8 bytes
 * plus a little per value). A deployment refuses any document over 1 MiB; drafts, the published
 * page and every kept version hold the content, so it stays well under that with room for their
 * other fields. The per-field limits alone allow about 1.4 MiB when written in 3-byte characters
 * (Japanese, Chinese), so this check is what keeps such a draft storable.
 */
export const DRAFT_BYTES_BUDGET = 900_000;

/** The message beside the field that took the content over the budget. */
export const TOO_LARGE_FIELD_MESSAGE = "Your portfolio is too large to save. Shorten this text or remove some entries.";

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

const HOME_FIELDS = new Set(["name", "role", "bio", "image", "socialLinks", "links", "theme", "sections"]);

/** The builder's name for the part of the form a field path is in. */
function sectionLabel(path: string, data: PortfolioFormData): string {
  const [head, index] = path.split(".");
  if (head === "translations") return `the ${languageOf(index)?.english ?? index} translation`;
  if (head in PORTFOLIO_SECTION_LABELS) return PORTFOLIO_SECTION_LABELS[head as PortfolioSection];
  if (head === "customSections") {
    const section = data.customSections?.[Number(index)];
    return section ? customSectionTitle(section) : "Your sections";
  }
  if (HOME_FIELDS.has(head)) return "Home";
  return "the imported résumé's extra details";
}

/**
 * Every text of `value` by its form path (`experience.2.description`), with its size. A
 * translated text goes by the path the builder shows its errors at, `translations.<tag>.<key>`.
 */
function textSizes(value: unknown, path: string, out: Map<string, number>) {
  if (path === "translations" && Array.isArray(value)) {
    for (const translation of value as Translation[])
      for (const { id, text } of translation.texts) out.set(translationPath(translation.id, id), getConvexSize(text));
    return out;
  }
  if (typeof value === "string") out.set(path, getConvexSize(value));
  else if (Array.isArray(value)) value.forEach((item, i) => textSizes(item, path === "" ? `${i}` : `${path}.${i}`, out));
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) textSizes(item, path === "" ? key : `${path}.${key}`, out);
  return out;
}

/**
 * Refuses content over DRAFT_BYTES_BUDGET: the field that grew most since `previous` (the stored
 * draft; the largest field when nothing grew) gets the message, so the builder shows it there,
 * and the summary names its section. Empty when the content fits.
 */
export function draftSizeErrors(
  data: PortfolioFormData,
  previous: PortfolioFormData | null = null,
): { message: string; fields: Record<string, string> } | null {
  const size = getConvexSize(data as unknown as Value);
  if (size <= DRAFT_BYTES_BUDGET) return null;
  const before = previous === null ? new Map<string, number>() : textSizes(previous, "", new Map());
  let grown: { path: string; by: number } | null = null;
  let largest: { path: string; by: number } | null = null;
  for (const [path, bytes] of textSizes(data, "", new Map())) {
    const by = bytes - (before.get(path) ?? 0);
    if (by > 0 && (grown === null || by > grown.by)) grown = { path, by };
    if (largest === null || bytes > largest.by) largest = { path, by: bytes };
  }
  const field = (grown ?? largest)?.path ?? "about";
  return {
    message: `Your portfolio is too large to save (${megabytes(size)}; at most ${megabytes(DRAFT_BYTES_BUDGET)}). Most of the growth is in ${sectionLabel(field, data)}: shorten it or remove some entries.`,
    fields: { [field]: TOO_LARGE_FIELD_MESSAGE },
  };
}
