import { SEO_DESCRIPTION_LIMIT, SEO_DESCRIPTION_MIN, SEO_TITLE_LIMIT, SEO_TITLE_MIN } from "../../../convex/model/seo";

/** The tags search engines and link previews read from a page's head. */
export type PageTags = { title: string; description: string; ogTitle: string; ogDescription: string; ogImage: string; url: string };

export function readPageTags(doc: Document): PageTags {
  const meta = (selector: string) => doc.querySelector<HTMLMetaElement>(selector)?.content.trim() ?? "";
  return {
    title: doc.title.trim(),
    description: meta('meta[name="description"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogImage: meta('meta[property="og:image"]'),
    url: doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href") ?? "",
  };
}

/** Where a failed check is fixed: the SEO panel's own field, or a field of the builder (named by the catalogue's seo.fields.*). */
export type CheckFix = { kind: "seo"; field: "title" | "description" } | { kind: "builder"; field: "projects" | "name" | "about" };

/**
 * What a check found, for the panel to say in the app's language (the catalogue's seo.detail.<key>,
 * or seo.detail.<key>One when `n` is 1): `n` counts, `min`–`max` is the range search results show
 * best, `text` names what failed.
 */
export type CheckDetail = {
  key: "length" | "imagesDescribed" | "imagesMissingAlt" | "oneH1" | "h1Count" | "headingsInOrder" | "headingSkipped" | "linksResolve" | "linksBroken";
  values: { n?: number; min?: number; max?: number; text?: string };
};

export type CheckItem = { id: "title" | "description" | "images" | "h1" | "headings" | "links"; ok: boolean; detail: CheckDetail; fix: CheckFix };

/**
 * The checklist, computed from the published page's HTML as served: title and description
 * lengths, alt text on every image, one h1, headings without skipped levels, and links that
 * resolve (in-page anchors name an element; other links are well-formed web, mail or phone
 * addresses: the browser cannot fetch other sites to try them).
 */
export function seoChecklist(doc: Document, tags: PageTags = readPageTags(doc)): CheckItem[] {
  const body = doc.body;
  const images = [...body.querySelectorAll("img")];
  const missingAlt = images.filter((img) => !img.hasAttribute("alt") || (img.getAttribute("alt") !== "" && img.getAttribute("alt")!.trim() === ""));
  const h1s = body.querySelectorAll("h1").length;
  const headings = [...body.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => ({ level: Number(h.tagName[1]), text: h.textContent?.trim() ?? "" }));
  const skipped = headings.filter((h, i) => (i === 0 ? h.level !== 1 : h.level > headings[i - 1].level + 1));
  const broken = [...body.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => a.getAttribute("href") ?? "").filter((href) => !resolves(href, doc));

  return [
    {
      id: "title",
      ok: tags.title.length >= SEO_TITLE_MIN && tags.title.length <= SEO_TITLE_LIMIT,
      detail: { key: "length", values: { n: tags.title.length, min: SEO_TITLE_MIN, max: SEO_TITLE_LIMIT } },
      fix: { kind: "seo", field: "title" },
    },
    {
      id: "description",
      ok: tags.description.length >= SEO_DESCRIPTION_MIN && tags.description.length <= SEO_DESCRIPTION_LIMIT,
      detail: { key: "length", values: { n: tags.description.length, min: SEO_DESCRIPTION_MIN, max: SEO_DESCRIPTION_LIMIT } },
      fix: { kind: "seo", field: "description" },
    },
    {
      id: "images",
      ok: missingAlt.length === 0,
      detail:
        missingAlt.length === 0 ? { key: "imagesDescribed", values: { n: images.length } } : { key: "imagesMissingAlt", values: { n: missingAlt.length } },
      fix: { kind: "builder", field: "projects" },
    },
    {
      id: "h1",
      ok: h1s === 1,
      detail: h1s === 1 ? { key: "oneH1", values: {} } : { key: "h1Count", values: { n: h1s } },
      fix: { kind: "builder", field: "name" },
    },
    {
      id: "headings",
      ok: skipped.length === 0 && headings.length > 0,
      detail: skipped.length === 0 ? { key: "headingsInOrder", values: { n: headings.length } } : { key: "headingSkipped", values: { text: skipped[0].text } },
      fix: { kind: "builder", field: "about" },
    },
    {
      id: "links",
      ok: broken.length === 0,
      detail:
        broken.length === 0 ? { key: "linksResolve", values: {} } : { key: "linksBroken", values: { n: broken.length, text: broken.slice(0, 3).join(", ") } },
      fix: { kind: "builder", field: "projects" },
    },
  ];
}

function resolves(href: string, doc: Document): boolean {
  if (href.startsWith("#")) return href === "#" || doc.getElementById(decodeURIComponent(href.slice(1))) !== null;
  try {
    const url = new URL(href, "https://page.invalid/");
    if (url.protocol === "mailto:") return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(decodeURIComponent(url.pathname));
    if (url.protocol === "tel:") return /\d/.test(url.pathname);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}
