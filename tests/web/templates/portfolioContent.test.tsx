import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { TEMPLATE_IDS } from "../../../convex/model/templates";
import type { PortfolioContent } from "../../../convex/model/formData";
import { PortfolioTemplate } from "../../../src/templates/PortfolioTemplate";
import { publishedTemplate } from "../../../src/templates/publishedTemplates";
import { TemplateModeContext } from "../../../src/templates/shared/templateMode";
import { sampleWith } from "./content";

const TABBED = new Set(["creative", "professional", "modern"]);

/** The portfolio as the published page's server render writes it (no React in the browser). */
function serverHtml(id: string, content: PortfolioContent): Document {
  const { Template } = publishedTemplate(id)!;
  const html = renderToString(
    <TemplateModeContext value="published">
      <Template content={content} embedded />
    </TemplateModeContext>,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
}

/** Section names in page order: tabs for tabbed templates, the sections' h2s for single-page ones. */
function sectionOrder(id: string, root: ParentNode): string[] {
  if (TABBED.has(id)) return [...root.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent!.trim());
  return [...root.querySelectorAll("section h2")].map((heading) => heading.textContent!.replace(/^\d+/, "").trim());
}

const reordered = () =>
  sampleWith((c) => {
    c.sections = [
      { id: "projects", visible: true },
      { id: "contact", visible: true },
      { id: "about", visible: true },
      { id: "skills", visible: false },
      { id: "education", visible: false },
    ];
  });

describe.each(TEMPLATE_IDS)("%s template: the portfolio's own content", (id) => {
  it("follows the section order and leaves hidden sections out, in the app and on the published page", async () => {
    const content = reordered();
    // "experience" is not listed: a section the layout leaves out is shown, after the listed ones.
    const expected = ["Projects", "Contact", "About", "Experience"];
    const { container } = render(<PortfolioTemplate templateId={id} content={content} />);
    await screen.findByRole("heading", { level: 1 });
    expect(sectionOrder(id, container).filter((name) => name !== "Home")).toEqual(expected);
    expect(screen.queryByText("Interaction design")).not.toBeInTheDocument();
    expect(screen.queryByText("BSc Computer Science")).not.toBeInTheDocument();

    const page = serverHtml(id, content);
    expect(sectionOrder(id, page.body).filter((name) => name !== "Home")).toEqual(expected);
    expect(page.body.textContent).not.toContain("BSc Computer Science");
    // Every link to a section names one that is there.
    for (const link of page.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      expect(page.getElementById(link.getAttribute("href")!.slice(1)), link.outerHTML).not.toBeNull();
    }
  });

  it("renders the Markdown subset and nothing else: no HTML, images or unsafe links", async () => {
    const content = sampleWith((c) => {
      c.about =
        "I like **bold** and *calm* work. [My site](https://nadia.example) and [bad](javascript:alert(1)).\n\n- one\n- two\n\n<img src=x onerror=alert(1)><script>alert(2)</script>![photo](https://evil.example/x.png)\n\n# Not a heading";
      c.experience[0]!.description = "Shipped [a thing](data:text/html,hi) with **care**.";
      c.projects[0]!.description = "Built <b>fast</b> with *joy* and [mail](mailto:hello@nadia.example).";
    });
    for (const root of [render(<PortfolioTemplate templateId={id} content={content} />).container, serverHtml(id, content).body]) {
      if (root instanceof HTMLElement && root.ownerDocument === document) await screen.findAllByRole("heading", { level: 1 });
      const about = root.querySelector(".pt-about__text")!;
      expect(about.querySelector("strong")!.textContent).toBe("bold");
      expect(about.querySelector("em")!.textContent).toBe("calm");
      expect([...about.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["one", "two"]);
      const site = [...about.querySelectorAll("a")].find((a) => a.textContent === "My site")!;
      expect(site.getAttribute("href")).toBe("https://nadia.example/");
      expect(site.getAttribute("rel")).toBe("noopener noreferrer");
      // The unsafe link keeps its text and loses its address; raw HTML and images are gone.
      expect(about.textContent).toContain("bad");
      expect([...about.querySelectorAll("a")].map((a) => a.textContent)).toEqual(["My site"]);
      expect(about.querySelector("img, script, h1")).toBeNull();
      expect(about.textContent).toContain("Not a heading");
      expect(root.querySelector(".pt-card__text b")).toBeNull();
      expect(root.querySelector(".pt-card__text em")!.textContent).toBe("joy");
      expect(root.querySelector(".pt-card__text a")!.getAttribute("href")).toBe("mailto:hello@nadia.example");
      expect(root.querySelector(".pt-timeline__text strong")!.textContent).toBe("care");
      const hrefs = [...root.querySelectorAll("[href]")].map((el) => el.getAttribute("href")!);
      expect(hrefs.filter((href) => !/^(https?:|mailto:|tel:|#|\/[^/])/.test(href))).toEqual([]);
      expect(root.innerHTML).not.toMatch(/javascript:|onerror|<script/i);
    }
  });

  it("shows the further links with icons (inline SVG on the server), custom links with their label", async () => {
    const content = sampleWith((c) => {
      c.links = {
        website: "nadia.example",
        dribbble: "https://dribbble.com/nadia",
        behance: "javascript:alert(1)",
        medium: "",
        youtube: "https://youtube.com/@nadia",
        custom: [
          { label: "Talks", url: "https://nadia.example/talks" },
          { label: "", url: "https://nolabel.example" },
          { label: "Evil", url: "javascript:alert(1)" },
        ],
      };
    });
    render(<PortfolioTemplate templateId={id} content={content} />);
    await screen.findByRole("heading", { level: 1 });
    const list = screen.getAllByRole("list", { name: "Social links", hidden: true })[0]!;
    const names = within(list)
      .getAllByRole("link", { hidden: true })
      .map((link) => link.getAttribute("aria-label") ?? link.textContent);
    expect(names).toEqual(["Website", "GitHub", "LinkedIn", "Twitter (X)", "Facebook", "Instagram", "Dribbble", "YouTube", "Talks"]);
    expect(within(list).getByRole("link", { name: "Website", hidden: true })).toHaveAttribute("href", "https://nadia.example/");

    const page = serverHtml(id, content);
    const serverList = page.querySelector('[aria-label="Social links"]')!;
    const talks = [...serverList.querySelectorAll("a")].find((a) => a.textContent === "Talks")!;
    expect(talks.getAttribute("href")).toBe("https://nadia.example/talks");
    expect(serverList.querySelector('a[aria-label="Dribbble"] svg')).not.toBeNull();
    expect(talks.querySelector("svg")).not.toBeNull();
    expect(serverList.innerHTML).not.toContain("javascript:");
  });

  it("shows each project's further images as a gallery with srcset, linking to the full pictures", async () => {
    const stored = (name: string) => ({
      src: `https://files.example/${name}-1280.webp`,
      srcSet: `https://files.example/${name}-320.webp 320w, https://files.example/${name}-1280.webp 1280w`,
      width: 1280,
      height: 960,
    });
    const content = sampleWith((c) => {
      c.projects[0]!.galleryImages = [stored("a"), stored("b")];
      c.projects[1]!.galleryImages = [];
    });
    for (const root of [render(<PortfolioTemplate templateId={id} content={content} />).container, serverHtml(id, content).body]) {
      const galleries = root.querySelectorAll('ul[aria-label^="More images of"]');
      expect(galleries).toHaveLength(1); // Harbor's; the others have none
      expect(galleries[0]!.getAttribute("aria-label")).toBe("More images of Harbor mobile banking");
      const links = [...galleries[0]!.querySelectorAll("a")];
      // Named by the image's alt (pa11y: an image-only link needs a text alternative), not a label on the link.
      expect(links.map((a) => a.querySelector("img")!.getAttribute("alt"))).toEqual([
        "Open image 2 of 3 of Harbor mobile banking",
        "Open image 3 of 3 of Harbor mobile banking",
      ]);
      expect(links.every((a) => !a.hasAttribute("aria-label"))).toBe(true);
      expect(links.map((a) => a.getAttribute("href"))).toEqual([stored("a").src, stored("b").src]);
      const image = links[0]!.querySelector("img")!;
      expect(image.getAttribute("srcset")).toBe(stored("a").srcSet);
      expect(image.getAttribute("loading")).toBe("lazy");
      expect(image.getAttribute("sizes")).toBe("8rem");
    }
  });
});
