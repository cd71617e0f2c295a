import { Component, Suspense, useMemo, type ReactNode } from "react";
import type { PortfolioContent } from "../../convex/model/formData";
import { templateComponent } from "./registry";

/** Starts loading a template's code before it is rendered (the builder, as it opens). */
export { preloadTemplate } from "./registry";
import { customSectionTitles, SectionTitlesContext } from "./shared/sections";
import { TemplateThemeContext } from "./shared/templateTheme";

/**
 * Renders `content` in the template `templateId`, loading that template's code lazily; an unknown
 * id renders "Template not found". `embedded` drops the template's own <main> for hosts that have one.
 */
export function PortfolioTemplate({ templateId, content, embedded }: { templateId: string; content: PortfolioContent; embedded?: boolean }) {
  const Template = templateComponent(templateId);
  // The same titles while the sections are the same: a new object would re-render every heading that reads them.
  const customSections = content.customSections;
  const titles = useMemo(() => customSectionTitles({ customSections }), [customSections]);
  if (!Template) return <p role="alert">Template not found</p>;
  return (
    <TemplateLoadBoundary key={templateId}>
      <Suspense
        fallback={
          <p role="status" style={{ padding: "2rem", textAlign: "center" }}>
            Loading template…
          </p>
        }
      >
        <TemplateThemeContext value={content.theme}>
          <SectionTitlesContext value={titles}>
            <Template content={content} embedded={embedded} />
          </SectionTitlesContext>
        </TemplateThemeContext>
      </Suspense>
    </TemplateLoadBoundary>
  );
}

/** A template chunk that fails to download (e.g. offline) shows a message instead of a blank page. */
class TemplateLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" style={{ padding: "2rem", textAlign: "center" }}>
        This template could not be loaded. Check your connection and{" "}
        <button type="button" onClick={() => window.location.reload()}>
          reload the page
        </button>
        .
      </p>
    );
  }
}
