import { emptyFormData, type PortfolioContent } from "../../../convex/model/formData";
import { samplePortfolio } from "../../../src/sample/samplePortfolio";

/** An empty builder form as templates receive it (images resolved to null). */
export function emptyContent(): PortfolioContent {
  return { ...emptyFormData(), image: null, projects: [], customSections: [] };
}

/** The sample portfolio with a change; a deep copy so tests never share state. */
export function sampleWith(change: (content: PortfolioContent) => void = () => {}): PortfolioContent {
  const content = structuredClone(samplePortfolio);
  change(content);
  return content;
}
