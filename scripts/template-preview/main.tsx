import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { MantineProvider } from "@mantine/core";
import { emptyFormData, type PortfolioContent } from "../../convex/model/formData";
import { samplePortfolio } from "../../src/sample/samplePortfolio";
import { PortfolioTemplate } from "../../src/templates/PortfolioTemplate";

// The screenshot script's page: one template, sample (or empty) data, optionally inside a box of
// a given width to check the template adapts to its container rather than the viewport.
const params = new URLSearchParams(window.location.search);
const templateId = params.get("id") ?? "minimalist";
const empty = emptyFormData();
const content: PortfolioContent = params.get("data") === "empty" ? { ...empty, image: null, projects: [], customSections: [] } : samplePortfolio;
const box = Number(params.get("box")) || null;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider>
      <div
        style={
          box ? { width: box, height: 720, overflow: "auto", border: "2px dashed #888", margin: 16 } : { minHeight: "100vh", display: "flex", flexDirection: "column" }
        }
      >
        <PortfolioTemplate templateId={templateId} content={content} />
      </div>
    </MantineProvider>
  </StrictMode>,
);
