import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { TEMPLATE_IDS } from "../../../convex/model/templates";
import { PortfolioTemplate } from "../../../src/templates/PortfolioTemplate";
import { PublishedPortfolio } from "../../../src/public-page/PublishedPortfolio";
import { sampleWith } from "./content";

const entry = { title: "", subtitle: "", date: "", description: "", link: "", image: null };
const content = sampleWith((c) => {
  c.customSections = [
    {
      id: "awards1",
      title: "Awards",
      entries: [
        {
          ...entry,
          id: "e1",
          title: "Design Award",
          subtitle: "Lisbon Design Week",
          date: "2023",
          description: "For **Tidepool**",
          link: "https://award.example/2023",
          image: { src: "https://files.example/award.webp" },
        },
        { ...entry, id: "e2", title: "Unsafe", link: "javascript:alert(1)" },
        { ...entry, id: "e3" },
      ],
    },
    { id: "talks", title: "Talks", entries: [{ ...entry, title: "Hidden talk" }] },
  ];
  c.sections = [{ id: "custom:awards1", visible: true }, { id: "custom:talks", visible: false }, ...(c.sections ?? [])];
});

describe.each(TEMPLATE_IDS)("%s template with sections of one's own", (id) => {
  it("shows a visible custom section in the nav and as a titled section, in the layout's place; hidden ones not at all", async () => {
    const { container } = render(<PortfolioTemplate templateId={id} content={content} />);
    await screen.findByRole("heading", { level: 1 });
    const nav = screen.getByRole("navigation", { name: "Sections" });
    const names = [...nav.querySelectorAll("a, button")].map((item) => item.textContent?.trim());
    expect(names.slice(0, 2)).toEqual(["Home", "Awards"]);
    expect(names).not.toContain("Talks");
    expect(screen.getByRole("heading", { level: 2, name: "Awards", hidden: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: /^Design Award.*Lisbon Design Week$/, hidden: true })).toBeInTheDocument();
    expect(container.textContent).toContain("2023");
    expect(container.querySelector("strong")?.textContent).toBe("Tidepool");
    expect(container.querySelector('a[href="https://award.example/2023"]')).not.toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(container.querySelector('img[src="https://files.example/award.webp"]')).toHaveAttribute("alt", "");
    expect(container.textContent).not.toContain("Hidden talk");
  });
});

describe("published page with a section of one's own", () => {
  it("deep-links to it: the panel's id is its layout id, and the first-paint script knows it", () => {
    const html = renderToStaticMarkup(<PublishedPortfolio templateId="modern" content={content} />);
    expect(html).toContain('id="custom:awards1"');
    expect(html).toContain('href="#custom:awards1"');
    expect(html).toContain('"custom:awards1"');
    expect(html).not.toContain("custom:talks");
  });
});

describe("dates on a right-to-left page", () => {
  it('are isolated, so a date written left to right ("2021 – present") keeps its order in every template', async () => {
    const dated = sampleWith((c) => {
      c.experience = [{ ...c.experience![0]!, duration: "2021 – present" }];
    });
    for (const id of TEMPLATE_IDS) {
      const html = renderToStaticMarkup(<PortfolioTemplate templateId={id} content={{ ...dated, ...content, experience: dated.experience }} />);
      expect(html, id).toContain("<bdi>2021 – present</bdi>");
      expect(html, id).toContain("<bdi>2023</bdi>");
    }
  });
});
