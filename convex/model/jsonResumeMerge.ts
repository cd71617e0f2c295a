import { canonicalJson } from "./canonicalJson";
import { LIST_SECTIONS, type PortfolioFormData } from "./formData";
import { translatableTexts, translationOf } from "./formTranslations";
import { withoutEmpty } from "./jsonResume";

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
function isBlankDraft(data: PortfolioFormData): boolean {
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
function importedLanguage(current: PortfolioFormData | null, fileLanguage: string | undefined): string | undefined {
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
export function mergeImport(current: PortfolioFormData | null, imported: PortfolioFormData, fileLanguage?: string): PortfolioFormData {
  const language = importedLanguage(current, fileLanguage);
  if (current === null) return language === undefined ? imported : { ...imported, language };
  const titled = current.projects.filter((p) => p.project_image !== null || (p.gallery ?? []).length > 0);
  const projectPictures = (p: PortfolioFormData["projects"][number]) =>
    p.gallery === undefined ? { project_image: p.project_image } : { project_image: p.project_image, gallery: p.gallery };
  const byTitle = (project: PortfolioFormData["projects"][number]) => {
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
  const resume = withoutEmpty({ basics: basicsPatch, top: imported.resume?.top }) as PortfolioFormData["resume"];
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
