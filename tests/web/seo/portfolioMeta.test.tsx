import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, type MetaDescriptor } from "react-router";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import { emptyFormData } from "../../../convex/model/formData";
import { portfolioMeta, truncateAtWord, type MetaSite } from "../../../src/public-page/portfolioMeta";

type Published = Extract<FunctionReturnType<typeof api.portfolios.getPublic>, { status: "published" }>;

const site: MetaSite = { origin: "https://folio.example", basePath: "/portfolio-builder", path: "/portfolio-view/u1" };
const photo = "https://cdn.example/api/storage/photo-1";

/** A real public result (so the query's type must fit the meta input), plus the share image. */
function published(patch: Partial<Published["content"]> = {}, extra: Partial<Published> & { shareImageUrl?: string | null } = {}) {
  const content: Published["content"] = {
    ...emptyFormData(),
    name: "Ada Lovelace",
    role: "Engineer",
    bio: "I build analytical engines.",
    image: { src: photo },
    projects: [],
    customSections: [],
    socialLinks: { github: "https://github.com/ada", linkedin: "linkedin.com/in/ada", twitter: "", facebook: "  ", instagram: "javascript:alert(1)" },
    contact: { phone: "+44 20 7946 0000", email: "ada@private.example", address: "12 Secret Street" },
    ...patch,
  };
  const page: Published & { shareImageUrl?: string | null } = {
    status: "published",
    templateId: "minimalist",
    publishedAt: "2025-03-14T10:00:00.000Z",
    createdAt: "2025-01-02T09:30:00.000Z",
    slug: "ada-lovelace",
    noindex: false,
    contactForm: false,
    branding: false,
    seo: null,
    customDomain: null,
    language: "en",
    languages: ["en"],
    content,
    shareImageUrl: "https://cdn.example/share/ada.png",
    ...extra,
  };
  return page;
}

const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
const property = (meta: MetaDescriptor[], name: string) => find(meta, "property", name)?.content;
const named = (meta: MetaDescriptor[], name: string) => find(meta, "name", name)?.content;
const jsonLd = (meta: MetaDescriptor[]) => (meta.find((m) => "script:ld+json" in m) as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

describe("portfolioMeta", () => {
  it("gives title, description, canonical slug URL, Open Graph, Twitter card and JSON-LD ProfilePage about a Person", () => {
    const meta = portfolioMeta(published(), site);
    const canonical = "https://folio.example/portfolio-builder/p/ada-lovelace";
    const shareImage = `${canonical}/share.png?v=${Date.parse("2025-03-14T10:00:00.000Z")}`;
    expect(meta).toContainEqual({ title: "Ada Lovelace – Engineer" });
    expect(named(meta, "description")).toBe("I build analytical engines.");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
    expect(named(meta, "robots")).toBeUndefined();
    expect(property(meta, "og:type")).toBe("profile");
    expect(property(meta, "og:title")).toBe("Ada Lovelace – Engineer");
    expect(property(meta, "og:description")).toBe("I build analytical engines.");
    expect(property(meta, "og:url")).toBe(canonical);
    // The page's own stable share-image address (drawn on first request), versioned by the publish.
    expect(property(meta, "og:image")).toBe(shareImage);
    expect(property(meta, "og:image:width")).toBe("1200");
    expect(property(meta, "og:image:height")).toBe("630");
    expect(property(meta, "og:image:alt")).toBe("Ada Lovelace – Engineer");
    expect(named(meta, "twitter:card")).toBe("summary_large_image");
    expect(named(meta, "twitter:title")).toBe("Ada Lovelace – Engineer");
    expect(named(meta, "twitter:description")).toBe("I build analytical engines.");
    expect(named(meta, "twitter:image")).toBe(shareImage);
    expect(named(meta, "twitter:image:alt")).toBe("Ada Lovelace – Engineer");
    expect(jsonLd(meta)).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: canonical,
      inLanguage: "en",
      dateCreated: "2025-01-02T09:30:00.000Z",
      dateModified: "2025-03-14T10:00:00.000Z",
      mainEntity: {
        "@type": "Person",
        name: "Ada Lovelace",
        jobTitle: "Engineer",
        image: photo,
        url: canonical,
        // Only filled, safe links, as full URLs.
        sameAs: ["https://github.com/ada", "https://linkedin.com/in/ada"],
      },
    });
  });

  it("a page in one language names no alternates", () => {
    expect(portfolioMeta(published(), site).filter((m) => (m as { rel?: string }).rel === "alternate")).toEqual([]);
  });

  it("a page in another language: its own canonical, og:url, share image and inLanguage, and every language's address with x-default (the main one)", () => {
    const main = "https://folio.example/portfolio-builder/p/ada-lovelace";
    const meta = portfolioMeta(published({}, { language: "ar", languages: ["en", "fr", "ar"] }), site);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${main}/ar` });
    expect(property(meta, "og:url")).toBe(`${main}/ar`);
    expect(property(meta, "og:image")).toBe(`${main}/ar/share.png?v=${Date.parse("2025-03-14T10:00:00.000Z")}`);
    expect(jsonLd(meta)).toMatchObject({ url: `${main}/ar`, inLanguage: "ar" });
    expect(meta.filter((m) => (m as { rel?: string }).rel === "alternate")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: main },
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: `${main}/fr` },
      { tagName: "link", rel: "alternate", hrefLang: "ar", href: `${main}/ar` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: main },
    ]);
    // On a custom domain: the root, and /<tag> beside it.
    const domain = portfolioMeta(published({}, { slug: null, language: "fr", languages: ["en", "fr"] }), {
      origin: "https://ana.design",
      basePath: "",
      path: "/",
    });
    expect(domain).toContainEqual({ tagName: "link", rel: "canonical", href: "https://ana.design/fr" });
    expect(domain).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://ana.design/" });
  });

  it("lists the further links (website, platforms, custom) in sameAs: safe ones only, once each", () => {
    const links = {
      website: "ada.example",
      dribbble: "javascript:alert(1)",
      behance: "",
      medium: "https://medium.com/@ada",
      youtube: "",
      custom: [
        { label: "Notes", url: "https://ada.example/notes" },
        { label: "Again", url: "https://github.com/ada" },
      ],
    };
    expect((jsonLd(portfolioMeta(published({ links }), site)).mainEntity as { sameAs: string[] }).sameAs).toEqual([
      "https://github.com/ada",
      "https://linkedin.com/in/ada",
      "https://ada.example/",
      "https://medium.com/@ada",
      "https://ada.example/notes",
    ]);
  });

  it("uses public fields only: nothing from contact details or other content", () => {
    const text = JSON.stringify(portfolioMeta(published({ about: "About text" }), site));
    for (const secret of ["ada@private.example", "Secret Street", "7946", "javascript:", "minimalist", "About text"]) expect(text).not.toContain(secret);
  });

  it("says noindex when the owner hides the page from search engines; previews stay", () => {
    const meta = portfolioMeta(published({}, { noindex: true }), site);
    expect(named(meta, "robots")).toBe("noindex");
    expect(property(meta, "og:image")).toMatch(/\/p\/ada-lovelace\/share\.png\?v=\d+$/);
  });

  it("names the 1200×630 share image whether or not it is drawn yet (never the WebP photo); JSON-LD keeps the photo", () => {
    for (const page of [published({}, { shareImageUrl: null }), published({ image: null }, { shareImageUrl: null })]) {
      const meta = portfolioMeta(page, site);
      expect(property(meta, "og:image")).toBe(`https://folio.example/portfolio-builder/p/ada-lovelace/share.png?v=${Date.parse("2025-03-14T10:00:00.000Z")}`);
      expect([property(meta, "og:image:width"), property(meta, "og:image:height")]).toEqual(["1200", "630"]);
      expect(named(meta, "twitter:card")).toBe("summary_large_image");
    }
    expect((jsonLd(portfolioMeta(published({}, { shareImageUrl: null }), site)).mainEntity as { image: string }).image).toBe(photo);
    // A custom domain's page: the image sits at the domain's root.
    const onDomain = portfolioMeta(published({}, { slug: null, publishedAt: null }), { origin: "https://ana.test", basePath: "", path: "/" });
    expect(property(onDomain, "og:image")).toBe("https://ana.test/share.png");
    expect(jsonLd(onDomain)).not.toHaveProperty("dateModified");
  });

  it("titles: name and role, name alone, or Portfolio", () => {
    expect(portfolioMeta(published({ role: "  " }), site)).toContainEqual({ title: "Ada Lovelace" });
    expect(portfolioMeta(published({ name: "", role: "Engineer" }), site)).toContainEqual({ title: "Portfolio" });
    expect(jsonLd(portfolioMeta(published({ role: "" }), site)).mainEntity).not.toHaveProperty("jobTitle");
  });

  it("describes from the bio cut at a word boundary, else the about text, else name and role", () => {
    const bio = `${"word ".repeat(40)}  and\n\nmore`;
    const description = named(portfolioMeta(published({ bio }), site), "description")!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^word( word)+…$/);
    expect(named(portfolioMeta(published({ bio: " ", about: "  Curious   about engines. " }), site), "description")).toBe("Curious about engines.");
    expect(named(portfolioMeta(published({ bio: "", about: "" }), site), "description")).toBe("Portfolio of Ada Lovelace, Engineer.");
    // The about text is Markdown: the description reads it as plain text.
    const markdown = "I build **analytical** *engines* with [Charles](https://example.com/babbage):\n\n- notes\n- tables";
    expect(named(portfolioMeta(published({ bio: "", about: markdown }), site), "description")).toBe("I build analytical engines with Charles: notes tables");
    expect(truncateAtWord("short", 160)).toBe("short");
    expect(truncateAtWord("x".repeat(300), 160)).toBe(`${"x".repeat(159)}…`);
    expect(truncateAtWord("one two, three", 10)).toBe("one two…");
  });

  it("without a slug, the page's own path is canonical, and the share image sits beside it; relative photo URLs become absolute", () => {
    const meta = portfolioMeta(published({ image: { src: "/api/storage/p1" } }, { slug: null }), { ...site, basePath: "/portfolio-builder/" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://folio.example/portfolio-builder/portfolio-view/u1" });
    expect(property(meta, "og:image")).toMatch(/^https:\/\/folio\.example\/portfolio-builder\/portfolio-view\/u1\/share\.png\?v=\d+$/);
    expect((jsonLd(meta).mainEntity as { image: string }).image).toBe("https://folio.example/api/storage/p1");
    // A photo URL that is not http(s) is dropped: the share image stands in.
    expect((jsonLd(portfolioMeta(published({ image: { src: "javascript:alert(1)" } }), site)).mainEntity as { image: string }).image).toMatch(/share\.png/);
  });

  it("a hostile name and bio cannot break out of the JSON-LD script or the tags (rendered by React Router)", () => {
    const name = `</script><script>alert("x")</script><!-- "quotes" & 'more'`;
    const bio = `"><img src=x onerror=alert(1)> </script> \u2028 end`;
    const meta = portfolioMeta(published({ name, role: "<b>Role</b>", bio }), site);
    const Stub = createRoutesStub([{ path: "/p/:slug", meta: () => meta, Component: () => <Meta /> }]);
    const html = renderToString(<Stub initialEntries={["/p/ada-lovelace"]} />);

    // One script element only, and nothing closes it early.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, "text/html");
    const script = doc.querySelector('script[type="application/ld+json"]')!;
    const data = JSON.parse(script.textContent!).mainEntity;
    expect(data.name).toBe(name);
    expect(data.jobTitle).toBe("<b>Role</b>");
    expect(doc.title).toBe(`${name} – <b>Role</b>`);
    expect(doc.querySelector('meta[property="og:title"]')!.getAttribute("content")).toBe(`${name} – <b>Role</b>`);
    expect(doc.querySelector('meta[name="description"]')!.getAttribute("content")).toBe(bio.replace(/\s+/g, " ").trim());
    expect(doc.querySelectorAll("meta, link, title, script")).toHaveLength(meta.length);
  });
});
