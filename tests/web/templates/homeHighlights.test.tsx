import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { PortfolioTemplate } from "../../../src/templates/PortfolioTemplate";
import { PublishedPortfolio } from "../../../src/public-page/PublishedPortfolio";
import { samplePortfolio } from "../../../src/sample/samplePortfolio";
import { sampleWith } from "./content";

describe.each(["creative", "professional", "modern"])("%s: Home previews the current role, strengths and latest work", (id) => {
  it("shows them on the first screen and opens their sections", async () => {
    const user = userEvent.setup();
    render(<PortfolioTemplate templateId={id} content={samplePortfolio} />);
    const highlights = await screen.findByRole("list", { name: "Highlights" });
    expect(highlights).toHaveTextContent("Lead Product Designer · Harbor Bank");
    expect(highlights).toHaveTextContent("Figma, Interaction design, Design systems, React");
    expect(highlights).toHaveTextContent("Harbor mobile banking");
    await user.click(within(highlights).getByRole("button", { name: "Skills →" }));
    expect(screen.getByRole("tab", { name: "Skills" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Skills" })).toHaveFocus();
  });

  it("leaves out hidden sections, and links to the sections' hashes when published", () => {
    const content = sampleWith((c) => (c.sections = c.sections!.map((s) => (s.id === "skills" ? { ...s, visible: false } : s))));
    const html = renderToStaticMarkup(<PublishedPortfolio templateId={id} content={content} />);
    expect(html).toContain('href="#experience"');
    expect(html).toContain('href="#projects"');
    expect(html).not.toContain("Strengths");
  });
});
