import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { TEMPLATE_IDS } from "../../../convex/model/templates";
import { validateFormData } from "../../../convex/model/formData";
import { sampleFormData, samplePortfolio } from "../../../src/sample/samplePortfolio";
import { PortfolioTemplate } from "../../../src/templates/PortfolioTemplate";
import { SECTION_IDS } from "../../../src/templates/shared/sections";
import { emptyContent, sampleWith } from "./content";

const TABBED = ["creative", "professional", "modern"];

describe.each(TEMPLATE_IDS)("%s template", (id) => {
  it("renders the sample portfolio with one h1, the person's name", async () => {
    render(<PortfolioTemplate templateId={id} content={samplePortfolio} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Nadia Okafor" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Sections" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    // Every section's content is there (hidden tab panels included).
    for (const text of [
      "Product Designer & Front-end Developer",
      "Lead Product Designer",
      "Figma",
      "BSc Computer Science",
      "Tidepool design system",
      "+351 912 345 678",
    ]) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    const portraits = screen.getAllByAltText("Portrait of Nadia Okafor", { exact: false });
    expect(portraits.length).toBeGreaterThan(0);
    expect(screen.getByAltText("Preview of Harbor mobile banking")).toHaveAttribute("src", samplePortfolio.projects[0]!.project_image!.src);
  });

  it("shows stored images through srcset and sizes with their size set: the photo first and fetched first, projects lazily", async () => {
    const stored = (name: string, height: number) => ({
      src: `https://files.example/${name}-1280.webp`,
      srcSet: `https://files.example/${name}-320.webp 320w, https://files.example/${name}-640.webp 640w, https://files.example/${name}-1280.webp 1280w`,
      width: 1280,
      height,
    });
    const content = sampleWith((c) => {
      c.image = stored("photo", 1280);
      c.projects.forEach((project, i) => (project.project_image = stored(`project-${i}`, 800)));
    });
    const { container } = render(<PortfolioTemplate templateId={id} content={content} />);
    await screen.findByRole("heading", { level: 1 });
    // Cover images only: the gallery's thumbnails are checked in portfolioContent.test.tsx.
    const images = [...container.querySelectorAll("img:not(.pt-gallery__image)")];
    const [photo, ...projects] = images;
    expect(photo).toHaveAttribute("alt", "Portrait of Nadia Okafor");
    expect(photo).toHaveAttribute("srcset", content.image!.srcSet);
    expect(photo).toHaveAttribute("fetchpriority", "high");
    expect(photo).not.toHaveAttribute("loading");
    expect(photo.getAttribute("sizes")).toMatch(/rem/);
    expect([photo.getAttribute("width"), photo.getAttribute("height")]).toEqual(["1280", "1280"]);
    expect(projects).toHaveLength(content.projects.length);
    projects.forEach((img, i) => {
      expect(img).toHaveAttribute("src", content.projects[i]!.project_image!.src);
      expect(img).toHaveAttribute("srcset", content.projects[i]!.project_image!.srcSet);
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).not.toHaveAttribute("fetchpriority");
      expect(img.getAttribute("sizes")).toMatch(/100vw$/);
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1280", "800"]);
    });
  });

  it("renders an empty form without errors, with the empty-state messages", async () => {
    render(<PortfolioTemplate templateId={id} content={emptyContent()} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Your Name" })).toBeInTheDocument();
    expect(screen.getByText("No education data provided.")).toBeInTheDocument();
    expect(screen.getByText("No project data provided.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Social links" })).not.toBeInTheDocument();
    expect(screen.queryAllByRole("img")).toHaveLength(0);
  });

  it("treats blank entries the builder appends as empty", async () => {
    const content = emptyContent();
    content.education.push({ type: "", degree: "", institution: "", school: "", year: "", cgpa: "" });
    content.projects.push({ title: " ", link: "", description: "", project_image: null, technology: "", gallery: [], galleryImages: [] });
    content.skills.push({ name: "" });
    render(<PortfolioTemplate templateId={id} content={content} />);
    expect(await screen.findByText("No education data provided.")).toBeInTheDocument();
    expect(screen.getByText("No project data provided.")).toBeInTheDocument();
  });

  it("hides blank social links and never turns an unsafe URL into a link", async () => {
    const content = sampleWith((c) => {
      c.socialLinks = { github: "https://github.com/nadia", linkedin: "", twitter: "javascript:alert(1)", facebook: "   ", instagram: "instagram.com/nadia" };
      c.links = undefined;
      c.projects[0]!.link = "javascript:alert(document.cookie)";
      c.contact.email = "javascript:alert(1)";
    });
    const { container } = render(<PortfolioTemplate templateId={id} content={content} />);
    await screen.findByRole("heading", { level: 1 });
    const socialLists = screen.getAllByRole("list", { name: "Social links", hidden: true });
    for (const list of socialLists) {
      const links = within(list).getAllByRole("link", { hidden: true });
      expect(links.map((link) => link.getAttribute("aria-label"))).toEqual(["GitHub", "Instagram"]);
      expect(links[1]).toHaveAttribute("href", "https://instagram.com/nadia");
      for (const link of links) {
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
        expect(link).toHaveAttribute("target", "_blank");
      }
    }
    const hrefs = [...container.querySelectorAll("[href]")].map((el) => el.getAttribute("href")!);
    // Same-origin paths (the sample's gallery pictures) are fine; no other scheme is.
    expect(hrefs.filter((href) => !/^(https?:|mailto:|tel:|#|\/[^/])/.test(href))).toEqual([]);
    expect(screen.queryByRole("link", { name: /View project: Harbor mobile banking/, hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View project: Tidepool design system/, hidden: true })).toHaveAttribute(
      "href",
      "https://example.com/work/tidepool",
    );
  });

  it("links email and phone with mailto: and tel:", async () => {
    render(<PortfolioTemplate templateId={id} content={samplePortfolio} />);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("link", { name: "hello@nadia-okafor.example", hidden: true })).toHaveAttribute("href", "mailto:hello@nadia-okafor.example");
    expect(screen.getByRole("link", { name: "+351 912 345 678", hidden: true })).toHaveAttribute("href", "tel:+351912345678");
  });

  it("shows only the education fields that are present", async () => {
    render(<PortfolioTemplate templateId={id} content={samplePortfolio} />);
    await screen.findByRole("heading", { level: 1 });
    const card = screen.getByRole("heading", { name: "Higher Secondary Certificate", hidden: true }).closest("li")!;
    expect(within(card).getByText("Lisbon International School")).toBeInTheDocument();
    expect(within(card).getByText("2011")).toBeInTheDocument();
    expect(within(card).queryByText("Grade")).not.toBeInTheDocument();
    expect(within(card).queryByText("Institution")).not.toBeInTheDocument();
  });

  it("writes education types in words and labels the grade “Grade”", async () => {
    const content = sampleWith((c) => {
      c.education = [
        { type: "UG", degree: "BSc Physics", institution: "", school: "", year: "", cgpa: "3.7 / 4.0" },
        { type: "pg", degree: "MSc Optics", institution: "", school: "", year: "", cgpa: "" },
        { type: "SSLC", degree: "", institution: "", school: "Lisbon School", year: "", cgpa: "" },
        { type: "HSC", degree: "", institution: "", school: "", year: "2011", cgpa: "" },
        { type: "Diploma", degree: "Design", institution: "", school: "", year: "", cgpa: "" },
      ];
    });
    render(<PortfolioTemplate templateId={id} content={content} />);
    await screen.findByRole("heading", { level: 1 });
    for (const words of ["Undergraduate", "Postgraduate", "Secondary school", "Diploma"]) expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Higher secondary", hidden: true })).toBeInTheDocument();
    for (const hint of ["UG", "pg", "SSLC", "HSC"]) expect(screen.queryByText(hint)).not.toBeInTheDocument();
    const physics = screen.getByRole("heading", { name: "BSc Physics", hidden: true }).closest("li")!;
    expect(within(physics).getByText("Grade")).toBeInTheDocument();
    expect(within(physics).getByText("3.7 / 4.0")).toBeInTheDocument();
    expect(screen.queryByText("CGPA")).not.toBeInTheDocument();
  });

  it("prints the bio once on any one screen", async () => {
    render(<PortfolioTemplate templateId={id} content={samplePortfolio} />);
    await screen.findByRole("heading", { level: 1 });
    // Visible text only: tabbed templates keep other sections in hidden panels (another screen).
    const visible = screen.getAllByText(samplePortfolio.bio, { exact: false, ignore: "script, style, [hidden] *" });
    expect(visible).toHaveLength(1);
  });
});

describe.each(TABBED)("%s template", (id) => {
  it("starts on Home with the other sections in hidden tab panels", async () => {
    render(<PortfolioTemplate templateId={id} content={samplePortfolio} />);
    const home = await screen.findByRole("tab", { name: "Home" });
    expect(home).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(SECTION_IDS.length);
  });
});

describe("PortfolioTemplate", () => {
  it('renders "Template not found" for an unknown id', () => {
    render(<PortfolioTemplate templateId="no-such-template" content={samplePortfolio} />);
    expect(screen.getByText("Template not found")).toBeInTheDocument();
  });

  it("renders without its own main landmark when embedded in a page that has one", async () => {
    render(<PortfolioTemplate templateId="minimalist" content={samplePortfolio} embedded />);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("main")).not.toBeInTheDocument();
  });

  it('shows "No Image" in the professional template when there is no profile image', async () => {
    render(<PortfolioTemplate templateId="professional" content={sampleWith((c) => (c.image = null))} />);
    expect(await screen.findByText("No Image")).toBeInTheDocument();
  });

  it("the professional sidebar's brand is the person's name and initials, not a placeholder", async () => {
    const { container } = render(<PortfolioTemplate templateId="professional" content={sampleWith((c) => (c.name = "Ana Souza"))} />);
    await screen.findByRole("heading", { level: 1 });
    const brand = container.querySelector("header p")!;
    expect(brand.textContent).toBe("ASAna Souza");
    expect(container.textContent).not.toContain("MyPortfolio");
    const { container: unnamed } = render(<PortfolioTemplate templateId="professional" content={sampleWith((c) => (c.name = ""))} />);
    await waitFor(() => expect(unnamed.querySelector("header p")?.textContent).toBe("MMyPortfolio"));
  });

  it("the bold template has the spec's anchors", async () => {
    const { container } = render(<PortfolioTemplate templateId="bold" content={samplePortfolio} />);
    await screen.findByRole("heading", { level: 1 });
    for (const id of ["home", "about", "skills", "education", "projects", "contact"]) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
      expect(screen.getByRole("link", { name: new RegExp(`^${id}$`, "i") })).toHaveAttribute("href", `#${id}`);
    }
  });

  it("modern skill items carry their index for the 0.1 s stagger", async () => {
    render(<PortfolioTemplate templateId="modern" content={samplePortfolio} />);
    await screen.findByRole("heading", { level: 1 });
    const items = document.querySelectorAll<HTMLElement>(".pt-skill");
    expect([...items].map((li) => li.style.getPropertyValue("--i"))).toEqual(samplePortfolio.skills.map((_, i) => String(i)));
  });
});

describe("sample portfolio", () => {
  it("is complete, realistic and publishable", () => {
    expect(validateFormData(sampleFormData, "publish")).toEqual({});
    expect(sampleFormData.skills.length).toBeGreaterThanOrEqual(8);
    expect(sampleFormData.skills.every((s) => s.percentage !== undefined)).toBe(true);
    expect(sampleFormData.experience).toHaveLength(2);
    expect(sampleFormData.projects).toHaveLength(3);
    expect(sampleFormData.education.length).toBeGreaterThanOrEqual(2);
    expect(Object.values(sampleFormData.socialLinks).every((url) => url.startsWith("https://"))).toBe(true);
    expect(samplePortfolio.image?.src).toMatch(/sample\/profile\.webp$/);
    expect(samplePortfolio.projects.every((p) => p.project_image?.src.includes("/sample/"))).toBe(true);
    expect(sampleFormData.image).toBeNull();
    expect(sampleFormData.projects.every((p) => p.project_image === null)).toBe(true);
  });
});
