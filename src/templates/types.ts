import type { PortfolioContent } from "../../convex/model/formData";

export type TemplateProps = {
  content: PortfolioContent;
  /** The host page already has a <main>: render the template's main content without one. */
  embedded?: boolean;
};
