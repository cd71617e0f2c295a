import type { PortfolioContent } from "../../convex/model/formData";

/**
 * Contract: renders `content` in the template `templateId`, loading that template's code lazily;
 * an unknown id renders "Template not found". (Stub until the templates issue lands.)
 */
export function PortfolioTemplate({ templateId }: { templateId: string; content: PortfolioContent }) {
  return <p>{templateId}</p>;
}
