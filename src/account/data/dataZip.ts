import { strToU8, zipSync, type Zippable } from "fflate";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { PortfolioFormData } from "../../../convex/model/formData";
import type { JsonResume } from "../../../convex/model/jsonResume";
import { toJsonResume, toJsonResumes, type LanguageResume } from "../../../convex/model/jsonResumeExport";

/** What `dataExport:get` answers when signed in. */
export type ExportData = NonNullable<FunctionReturnType<typeof api.dataExport.get>>;

/** One message a visitor sent through the page's contact form (`dataExport:messages`). */
export type ExportMessage = FunctionReturnType<typeof api.dataExport.messages>["page"][number];
/** One kept publish (`dataExport:history`). */
export type ExportVersion = FunctionReturnType<typeof api.dataExport.history>["page"][number];

type Page<T> = { page: T[]; isDone: boolean; continueCursor: string };
type ReadPage<T> = (args: { paginationOpts: { numItems: number; cursor: string | null } }) => Promise<Page<T>>;

/** Most messages asked for per page (the server's own maximum). */
const MESSAGES_PAGE = 500;
/** Most versions asked for per page (the server's own maximum: each may be ~0.9 MB). */
const HISTORY_PAGE = 4;

/** Reads every page of a paginated export query through `readPage`, in its order. */
async function allPages<T>(readPage: ReadPage<T>, numItems: number): Promise<T[]> {
  const items: T[] = [];
  for (let cursor: string | null = null; ;) {
    const { page, isDone, continueCursor } = await readPage({ paginationOpts: { numItems, cursor } });
    items.push(...page);
    if (isDone) return items;
    cursor = continueCursor;
  }
}

/** Every message visitors sent, oldest first. */
export const allMessages = (readPage: ReadPage<ExportMessage>) => allPages(readPage, MESSAGES_PAGE);
/** Every kept publish, newest first. */
export const allVersions = (readPage: ReadPage<ExportVersion>) => allPages(readPage, HISTORY_PAGE);

export type FetchBytes = (url: string) => Promise<Uint8Array>;

const defaultFetch: FetchBytes = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
/** A file-name-safe form of an ISO time ("2026-01-02T09-00-00Z"). */
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");

/** The largest variant's URL of an image in the export, for JSON Resume's basics.image. */
function imageUrlOf(data: ExportData, imageId: string | null): string | null {
  if (imageId === null) return null;
  return data.images.find((image) => image.imageId === imageId)?.variants.at(-1)?.url ?? null;
}

/** The content a JSON Resume export is made from: the draft, or the published page when there is none. */
export function resumeSource(data: ExportData): PortfolioFormData | null {
  return data.draft?.formData ?? data.published?.formData ?? null;
}

const resumeOptions = (data: ExportData, source: PortfolioFormData) => ({ imageUrl: imageUrlOf(data, source.image), lastModified: new Date(data.exportedAt) });

/** The JSON Resume of the main language. */
export function resumeOf(data: ExportData): JsonResume | null {
  const source = resumeSource(data);
  return source && toJsonResume(source, resumeOptions(data, source));
}

/** One JSON Resume per language: resume.json (the main language), resume.<tag>.json for each other. */
export function resumesOf(data: ExportData): LanguageResume[] {
  const source = resumeSource(data);
  return source === null ? [] : toJsonResumes(source, resumeOptions(data, source));
}

/**
 * Packs an export into a zip: account.json, draft.json, published.json, history/<time>.json
 * (newest first by name), views.json (page views: total, per day, per referring site),
 * messages.json (visitors' messages), images/<image id>/<width>w.webp (every WebP variant),
 * resume.json (JSON Resume; resume.<tag>.json for each added language) and a README naming what is where. An image that cannot be fetched
 * is listed in the README.
 */
export async function buildDataZip(
  data: ExportData,
  { messages, history }: { messages: ExportMessage[]; history: ExportVersion[] },
  fetchBytes: FetchBytes = defaultFetch,
): Promise<Uint8Array> {
  const files: Zippable = {
    "account.json": json(data.account),
    "draft.json": json(data.draft),
    "published.json": json(data.published),
    "views.json": json(data.views),
    "messages.json": json(messages),
  };
  for (const version of history) files[`history/${stamp(version.publishedAt)}.json`] = json(version);
  for (const { fileName, resume } of resumesOf(data)) files[fileName] = json(resume);

  const missing: string[] = [];
  // One at a time: a few dozen small WebP files, and no burst of requests.
  for (const image of data.images) {
    for (const variant of image.variants) {
      const name = `images/${image.imageId}/${variant.width}w.webp`;
      try {
        // WebP is compressed already: store it as it is.
        files[name] = [await fetchBytes(variant.url), { level: 0 }];
      } catch {
        missing.push(name);
      }
    }
  }

  files["README.txt"] = strToU8(
    [
      `Portfolio Builder: everything held for ${data.account.email}, exported ${new Date(data.exportedAt).toISOString()}.`,
      "",
      "account.json    your account fields (custom domains, résumé settings)",
      "draft.json      your saved draft (images are named by image id)",
      "published.json  your published page",
      "history/        every kept publish (template, content, time)",
      "views.json      your page's views: the total, per day (the last 30 days kept) and per referring site",
      "messages.json   messages visitors sent through your page's contact form (name, email, message, date)",
      "images/         your pictures as served: images/<image id>/<width>w.webp",
      "resume.json     your draft as a JSON Resume (https://jsonresume.org), importable again",
      ...(resumeSource(data)?.translations?.length
        ? ["resume.<language>.json  the same in each language you added (fr, ar…), untranslated texts in your main language"]
        : []),
      ...(missing.length > 0 ? ["", "Could not be fetched (try again later):", ...missing] : []),
      ...(data.imagesTruncated ? ["", "Only your first 500 images are included."] : []),
      "",
    ].join("\n"),
  );
  return zipSync(files);
}

export { saveFile } from "../../lib/saveFile";
