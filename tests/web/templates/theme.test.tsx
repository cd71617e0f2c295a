import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { accentPair, type Theme } from "../../../convex/model/theme";
import { samplePortfolio } from "../../../src/sample/samplePortfolio";
import { PortfolioTemplate } from "../../../src/templates/PortfolioTemplate";
import { publishedTemplate } from "../../../src/templates/publishedTemplates";
import { TemplateModeContext } from "../../../src/templates/shared/templateMode";
import { TemplateThemeContext } from "../../../src/templates/shared/templateTheme";

const theme: Theme = { accent: "#fde047", fonts: "editorial", scheme: "dark" };
// The frame's font rules go to <head> (HeadStyle), never into the page's body.
const fontCss = (root: ParentNode) => {
  expect(root.querySelector("style")).toBeNull();
  return [...document.head.querySelectorAll("style")].map((s) => s.textContent ?? "").join("");
};

describe("the theme on the template frame", () => {
  it("the app's preview (PortfolioTemplate) sets the tokens, the scheme and only the pairing's fonts", async () => {
    const { container } = render(<PortfolioTemplate templateId="minimalist" content={{ ...samplePortfolio, theme }} />);
    await screen.findByRole("heading", { level: 1 });
    const frame = container.querySelector<HTMLElement>(".pt-root")!;
    const { light, dark } = accentPair("#fde047");
    expect(frame.style.getPropertyValue("--pt-accent")).toBe(`light-dark(${light}, ${dark})`);
    expect(frame.style.getPropertyValue("--pt-font-heading")).toMatch(/Playfair Display/);
    expect(frame.style.getPropertyValue("color-scheme")).toBe("dark");
    expect(fontCss(container)).toMatch(/font-family:"Playfair Display".*font-display:swap.*\.woff2/);
    expect(fontCss(container)).not.toMatch(/Archivo|Space Grotesk|Inter|Source Serif/);
  });

  it("the template's own look sets nothing on the frame and loads no fonts", async () => {
    for (const style of document.head.querySelectorAll("style")) style.remove();
    const { container } = render(<PortfolioTemplate templateId="modern" content={samplePortfolio} />);
    await screen.findByRole("heading", { level: 1 });
    expect(container.querySelector(".pt-root")!.getAttribute("style")).toBeNull();
    expect(fontCss(container)).not.toMatch(/@font-face/);
  });

  it("the server render of a published page carries the theme in its HTML", () => {
    const { Template } = publishedTemplate("professional")!;
    const html = renderToString(
      <TemplateModeContext value="published">
        <TemplateThemeContext value={{ accent: "#123456", fonts: "grotesk", scheme: "auto" }}>
          <Template content={samplePortfolio} embedded />
        </TemplateThemeContext>
      </TemplateModeContext>,
    );
    expect(html).toMatch(
      /class="pt-root [^"]*" style="--pt-accent:light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\);--pt-on-accent:[^"]*;--pt-font:[^"]*Archivo[^"]*;--pt-font-heading:[^"]*Space Grotesk[^"]*;color-scheme:light dark"/,
    );
    expect(html.match(/@font-face/g)).toHaveLength(2);
  });
});
