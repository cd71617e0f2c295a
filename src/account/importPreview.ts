import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { emptyLinks, linksOf } from "../../convex/model/links";
import { changedSections, type ChangeSection, type SectionChange } from "../../convex/model/portfolioChanges";

export type PreviewLine = SectionChange & { action: "filled" | "replaced" };

/** Whether a section of the draft holds nothing yet (importing then fills it rather than replacing). */
function isEmpty(data: PortfolioFormData, section: ChangeSection): boolean {
  const blank = emptyFormData();
  switch (section) {
    case "profile":
      return !data.name && !data.role && !data.bio && !data.about;
    case "contact":
    case "socialLinks":
      return JSON.stringify(data[section]) === JSON.stringify(blank[section]);
    case "links":
      return JSON.stringify(linksOf(data.links)) === JSON.stringify(emptyLinks());
    case "sections":
    case "template":
      return false;
    case "theme":
      return data.theme === undefined;
    case "customSections":
      return (data.customSections ?? []).length === 0;
    case "languages":
      return data.language === undefined && (data.translations ?? []).length === 0;
    default:
      return data[section].length === 0;
  }
}

/** What an import would do to the draft, section by section: filled (was empty) or replaced. */
export function importPreview(current: PortfolioFormData | null, imported: PortfolioFormData, templateId: string): PreviewLine[] {
  const base = current ?? emptyFormData();
  return changedSections({ templateId, formData: base }, { templateId, formData: imported }).map((change) => ({
    ...change,
    action: isEmpty(base, change.section) ? "filled" : "replaced",
  }));
}
