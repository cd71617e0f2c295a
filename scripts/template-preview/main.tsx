import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { MantineProvider } from "@mantine/core";
import { emptyFormData, type PortfolioContent } from "../../convex/model/formData";
import { samplePortfolio } from "../../src/sample/samplePortfolio";
import { sampleFor } from "../../src/sample/templateSamples";
import { PortfolioTemplate } from "../../src/templates/PortfolioTemplate";

// The screenshot script's page: one template, its demo's sample (or the shared sample, or empty) data, optionally inside a box of
// a given width to check the template adapts to its container rather than the viewport.
const params = new URLSearchParams(window.location.search);
const templateId = params.get("id") ?? "minimalist";
const empty = emptyFormData();
const data: PortfolioContent =
  params.get("data") === "empty"
    ? { ...empty, image: null, projects: [], customSections: [] }
    : params.get("data") === "sample"
      ? samplePortfolio
      : sampleFor(templateId);
// `scheme=light|dark` shows the template in that colour scheme (the theme's scheme setting).
const scheme = params.get("scheme");
const content: PortfolioContent = scheme ? { ...data, theme: { accent: null, fonts: "template", ...data.theme, scheme } } : data;
const box = Number(params.get("box")) || null;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider>
      <div
        style={
          box
            ? { width: box, height: 720, overflow: "auto", border: "2px dashed #888", margin: 16 }
            : { minHeight: "100vh", display: "flex", flexDirection: "column" }
        }
      >
        <PortfolioTemplate templateId={templateId} content={content} />
      </div>
    </MantineProvider>
  </StrictMode>,
);
