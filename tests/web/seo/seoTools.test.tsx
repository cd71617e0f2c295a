import { describe, expect, it } from "vitest";
import { emptyFormData } from "../../../convex/model/formData";
import { portfolioMeta } from "../../../src/public-page/portfolioMeta";
import { readPageTags, seoChecklist, type CheckItem } from "../../../src/dashboard/seo/seoChecklist";
import { checkDetailText } from "../../../src/dashboard/seo/SeoChecklist";
import { i18n } from "../../../src/i18n/i18n";
import { appearanceOf, breadcrumb } from "../../../src/dashboard/seo/searchAppearance";

const site = { origin: "https://folio.example", basePath: "/portfolio-builder" };
const page = (seo: { title: string; description: string; image: "card" | "photo" } | null) => ({
  slug: "ada",
  noindex: false,
  publishedAt: null,
  seo,
  content: {
    ...emptyFormData(),
    name: "Ada Lovelace",
    role: "Engineer",
    bio: "I build analytical engines.",
    image: { src: "https://cdn.example/ada.webp", width: 640, height: 640 },
  },
});

describe("the page's head with SEO settings", () => {
  it("the owner's title, description and photo win over the page's own; empty ones fall back", () => {
    const own = appearanceOf(portfolioMeta(page(null), site));
    expect(own).toMatchObject({
      title: "Ada Lovelace – Engineer",
      description: "I build analytical engines.",
      image: "https://folio.example/portfolio-builder/p/ada/share.png",
    });
    const custom = appearanceOf(portfolioMeta(page({ title: "Ada, engines", description: "First program.", image: "photo" }), site));
    expect(custom).toEqual({
      title: "Ada, engines",
      description: "First program.",
      image: "https://cdn.example/ada.webp",
      imageAlt: "Photo of Ada Lovelace",
      url: "https://folio.example/portfolio-builder/p/ada",
    });
    expect(appearanceOf(portfolioMeta(page({ title: "", description: "", image: "card" }), site)).title).toBe("Ada Lovelace – Engineer");
    expect(breadcrumb(custom.url)).toBe("folio.example › portfolio-builder › p › ada");
  });
});

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const state = (doc: Document) => Object.fromEntries(seoChecklist(doc).map((item) => [item.id, item.ok]));

describe("the SEO checklist, from a page's HTML", () => {
  const good = `<!doctype html><html><head><title>Ada Lovelace – Analytical engines</title>
    <meta name="description" content="${"Ada builds analytical engines and writes the first programs for them. ".repeat(2).trim()}"></head>
    <body><h1>Ada</h1><h2 id="about">About</h2><h3>More</h3><h2>Projects</h2>
    <img src="a.webp" alt="Portrait of Ada"><img src="b.webp" alt="">
    <a href="#about">About</a><a href="https://github.com/ada">GitHub</a><a href="mailto:ada@example.com">Mail</a><a href="tel:+44 20">Call</a></body></html>`;

  it("passes a page with good tags, described images, one h1, ordered headings and working links", () => {
    const doc = parse(good);
    expect(readPageTags(doc).title).toBe("Ada Lovelace – Analytical engines");
    expect(state(doc)).toEqual({ title: true, description: true, images: true, h1: true, headings: true, links: true });
  });

  it("finds each problem and says where to fix it", () => {
    const doc = parse(`<html><head><title>Ada</title></head><body><h1>Ada</h1><h1>Again</h1><h3>Skipped</h3>
      <img src="a.webp"><a href="#nowhere">x</a><a href="javascript:alert(1)">y</a><a href="mailto:nobody">z</a></body></html>`);
    const items = seoChecklist(doc);
    const detail = (id: CheckItem["id"]) => checkDetailText(i18n.getFixedT("en", "dashboard"), items.find((i) => i.id === id)!.detail);
    expect(state(doc)).toEqual({ title: false, description: false, images: false, h1: false, headings: false, links: false });
    expect(detail("links")).toBe("3 links lead nowhere: #nowhere, javascript:alert(1), mailto:nobody");
    expect(detail("headings")).toBe("Skipped a level before “Skipped”.");
    expect(detail("title")).toBe("3 characters; search results show 10–60 best.");
    expect(detail("images")).toBe("1 image without alt text.");
    expect(items.find((i) => i.id === "title")?.fix).toEqual({ kind: "seo", field: "title" });
    expect(items.find((i) => i.id === "h1")?.fix).toMatchObject({ kind: "builder", field: "name" });
  });
});
