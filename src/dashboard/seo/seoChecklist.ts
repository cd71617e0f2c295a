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

/** Where a failed check is fixed: the SEO panel's own field, or a field of the builder. */
export type CheckFix = { kind: "seo"; field: "title" | "description" } | { kind: "builder"; field: string; label: string };

export type CheckItem = { id: "title" | "description" | "images" | "h1" | "headings" | "links"; label: string; ok: boolean; detail: string; fix: CheckFix };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

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
      label: "Page title length",
      ok: tags.title.length >= SEO_TITLE_MIN && tags.title.length <= SEO_TITLE_LIMIT,
      detail: `${plural(tags.title.length, "character")}; search results show ${SEO_TITLE_MIN}–${SEO_TITLE_LIMIT} best.`,
      fix: { kind: "seo", field: "title" },
    },
    {
      id: "description",
      label: "Description length",
      ok: tags.description.length >= SEO_DESCRIPTION_MIN && tags.description.length <= SEO_DESCRIPTION_LIMIT,
      detail: `${plural(tags.description.length, "character")}; search results show ${SEO_DESCRIPTION_MIN}–${SEO_DESCRIPTION_LIMIT} best.`,
      fix: { kind: "seo", field: "description" },
    },
    {
      id: "images",
      label: "Every image has alt text",
      ok: missingAlt.length === 0,
      detail:
        missingAlt.length === 0
          ? `${plural(images.length, "image")}, all described (or marked decorative).`
          : `${plural(missingAlt.length, "image")} without alt text.`,
      fix: { kind: "builder", field: "projects", label: "Projects" },
    },
    {
      id: "h1",
      label: "One main heading (h1)",
      ok: h1s === 1,
      detail: h1s === 1 ? "Your name is the page's one h1." : `${plural(h1s, "h1 heading")} found.`,
      fix: { kind: "builder", field: "name", label: "Full name" },
    },
    {
      id: "headings",
      label: "Headings in order",
      ok: skipped.length === 0 && headings.length > 0,
      detail: skipped.length === 0 ? `${plural(headings.length, "heading")}, no level skipped.` : `Skipped a level before “${skipped[0].text}”.`,
      fix: { kind: "builder", field: "about", label: "About you" },
    },
    {
      id: "links",
      label: "Links resolve",
      ok: broken.length === 0,
      detail: broken.length === 0 ? "Every link leads somewhere." : `${plural(broken.length, "link")} lead nowhere: ${broken.slice(0, 3).join(", ")}`,
      fix: { kind: "builder", field: "projects", label: "Projects" },
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
