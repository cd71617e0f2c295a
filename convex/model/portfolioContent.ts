import type { GenericId as Id } from "convex/values";
import type { CustomEntry } from "./customSections";
import { imageIdsOf, type ContentSection, type PortfolioFormData, type PortfolioContent } from "./formData";
import type { ImageSource } from "./images";

/*
 * Form data → page content: the one mapping, for the published page and its versions (the server
 * resolves stored pictures first) and for the builder's live preview (pictures still uploading show
 * from this device). A page carries what it shows, in one language: other languages' texts
 * (formTranslations.ts `contentIn` picks one) and an import's extra fields stay in the draft.
 *
 * The mapping is structurally shared: form values are never changed in place (an edit makes new
 * objects along its path only), so an entry, list or section that is the same object as last time,
 * with the same pictures, maps to the very content it mapped to then. A keystroke in one project's
 * description makes one new project; the template's memoised sections and cards skip the rest.
 */

/** storage id → ImageSource, as drafts.get's `images` and upload results give them. */
export type ImageSources = Record<string, ImageSource | null>;

/**
 * A picture's source from its storage id and its slot: `image` for the profile photo, the entry's id
 * for a project's cover or a custom entry's picture (the builder's upload slots), none for a gallery's.
 */
export type ResolveImage = (id: Id<"_storage"> | null, slot?: string) => ImageSource | null;

const sameSource = (a: ImageSource | null | undefined, b: ImageSource | null | undefined) =>
  a === b || (!!a && !!b && a.src === b.src && a.srcSet === b.srcSet && a.width === b.width && a.height === b.height);

/** Entry → its content and the pictures it was made with (kept while the entry object lives). */
const entries = new WeakMap<object, { images: (ImageSource | null)[]; content: object }>();
/** List → its content, reused while every item maps to the same content object. */
const lists = new WeakMap<readonly object[], readonly object[]>();
/** Form data → its content, reused while every part is the same. */
const pages = new WeakMap<PortfolioFormData, PortfolioContent>();

function entryContent<E extends object, C extends object>(entry: E, images: (ImageSource | null)[], make: () => C): C {
  const last = entries.get(entry);
  if (last && last.images.length === images.length && last.images.every((image, i) => sameSource(image, images[i]))) return last.content as C;
  const content = make();
  entries.set(entry, { images, content });
  return content;
}

function listContent<I extends object, C extends object>(list: readonly I[], each: (item: I) => C): C[] {
  const next = list.map(each);
  const last = lists.get(list);
  if (last && last.length === next.length && next.every((item, i) => item === last[i])) return last as C[];
  lists.set(list, next);
  return next;
}

/** An entry without its JSON Resume extras (the same object when it has none). */
const withoutResume = <E extends { resume?: string }>(entry: E): E => {
  if (!("resume" in entry)) return entry;
  const { resume: _resume, ...rest } = entry;
  return rest as E;
};

const projectContent = (project: PortfolioFormData["projects"][number], resolve: ResolveImage) => {
  const cover = resolve(project.project_image, project.id ?? "");
  const gallery = (project.gallery ?? []).flatMap((id) => resolve(id) ?? []);
  return entryContent(project, [cover, ...gallery], () => {
    const { gallery: _ids, resume: _resume, ...rest } = project;
    return { ...rest, project_image: cover, galleryImages: gallery };
  });
};

const customEntryContent = (entry: CustomEntry, resolve: ResolveImage) => {
  const image = resolve(entry.image, entry.id ?? "");
  return entryContent(entry, [image], () => ({ ...withoutResume(entry), image }));
};

const sectionContent = (section: NonNullable<PortfolioFormData["customSections"]>[number], resolve: ResolveImage): ContentSection => {
  const sectionEntries = listContent(section.entries, (entry) => customEntryContent(entry, resolve));
  const last = entries.get(section);
  if (last && (last.content as ContentSection).entries === sectionEntries) return last.content as ContentSection;
  const content = { ...section, entries: sectionEntries };
  entries.set(section, { images: [], content });
  return content;
};

/** The content of `data`, each picture through `resolve`; see above for what it shares. */
export function portfolioContent(data: PortfolioFormData, resolve: ResolveImage): PortfolioContent {
  const { customSections, translations: _languages, resume: _resume, ...rest } = data;
  const plain = <E extends { resume?: string }>(list: E[]) => listContent(list, (entry) => entryContent(entry, [], () => withoutResume(entry)));
  // Keys keep the stored order (published pages carry the content as data: the same bytes as before).
  const content: PortfolioContent = {
    ...rest,
    image: resolve(data.image, "image"),
    skills: plain(data.skills),
    experience: plain(data.experience),
    projects: listContent(data.projects, (project) => projectContent(project, resolve)),
    education: plain(data.education),
    ...(customSections === undefined ? {} : { customSections: listContent(customSections, (section) => sectionContent(section, resolve)) }),
  };
  const last = pages.get(data);
  const keys = Object.keys(content) as (keyof PortfolioContent)[];
  if (last && sameSource(last.image, content.image) && keys.every((key) => key === "image" || last[key] === content[key])) return last;
  pages.set(data, content);
  return content;
}

/** The content from a map of resolved pictures (a draft's `images`, as drafts.get gives them). */
export const contentFromSources = (data: PortfolioFormData, images: ImageSources): PortfolioContent =>
  portfolioContent(data, (id) => (id === null ? null : (images[id] ?? null)));

/** The content of stored form data, each stored picture resolved once through `sourceOf` (the server). */
export async function toPortfolioContent(data: PortfolioFormData, sourceOf: (id: Id<"_storage">) => Promise<ImageSource | null>): Promise<PortfolioContent> {
  const ids = [...new Set(imageIdsOf(data))];
  const sources = await Promise.all(ids.map(sourceOf));
  return contentFromSources(data, Object.fromEntries(ids.map((id, i) => [id, sources[i] ?? null])));
}
