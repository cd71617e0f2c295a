import type { MetaDescriptor } from "react-router";
import { SOCIAL_PLATFORMS, type SocialLinks } from "../../convex/model/formData";
import { LINK_PLATFORMS, type Links } from "../../convex/model/links";
import { slugPath } from "../../convex/model/slug";
import { sanitizeUrl } from "../../convex/model/urls";
import type { SeoSettings } from "../../convex/model/seo";
import { markdownToText } from "./markdownText";
import { absoluteUrl } from "../lib/publicLink";
import { languagePath } from "./pageLanguages";

/**
 * An image as the public result gives it: a URL, or an object carrying one (responsive variants
 * may add their size).
 */
type ImageRef = string | { src: string; width?: number; height?: number } | null;

/** What the head of a published page is made from: public fields of the public query's result. */
export type MetaPortfolio = {
  slug: string | null;
  noindex: boolean;
  content: { name: string; role: string; bio: string; about?: string; image: ImageRef; socialLinks: SocialLinks; links?: Links };
  /** The owner's SEO settings (Business): their title, description and link-preview picture win. */
  seo?: SeoSettings | null;
  /** The last publish (ISO): dateModified, and the share image's version. */
  publishedAt?: string | null;
  /** When the portfolio was first made (ISO): dateCreated. */
  createdAt?: string | null;
  /** The language this page is in (BCP 47), and every language the portfolio publishes, the main one first. */
  language?: string;
  languages?: readonly string[];
};

export type MetaSite = {
  /** e.g. `https://example.com` */
  origin: string;
  /** The app's base path, e.g. `/portfolio-builder`. */
  basePath: string;
  /** The main language's path, the canonical URL when the portfolio has no slug (`/portfolio-view/<id>`); other languages' are beside it. */
  path?: string;
};

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * The `<head>` of a published portfolio as React Router meta descriptors: title, description,
 * canonical link, the other languages' addresses (hreflang, x-default: the main one), Open Graph,
 * Twitter card, robots (when hidden from search engines) and JSON-LD; all of the page's own language.
 * Values go in raw: React escapes attributes and text, and React Router's `script:ld+json`
 * escapes `<`, `>` and `&` (tests/web/seo/portfolioMeta.test.tsx checks both).
 */
export function portfolioMeta(page: MetaPortfolio, site: MetaSite): MetaDescriptor[] {
  const name = oneLine(page.content.name);
  const role = oneLine(page.content.role);
  const title = page.seo?.title || pageTitle(name, role);
  const description = page.seo?.description || pageDescription(page.content, name, role);
  const mainPath = page.slug ? slugPath(page.slug) : site.path;
  const languages = page.languages ?? [];
  const main = languages[0] ?? page.language ?? "";
  const addressOf = (tag: string) => (mainPath ? absoluteUrl(site.origin, site.basePath, languagePath(mainPath, tag, main)) : null);
  const url = addressOf(page.language ?? main);
  const photo = imageOf(page.content.image, site);
  // Always the 1200×630 PNG at the page's own stable address, which draws it if the publish's
  // image is not stored yet: link previews fetch it right after publish, and most of them show
  // neither WebP nor a picture that is not there yet.
  const shareImage = url ? shareImageUrl(url, page.publishedAt ?? null) : null;
  const cardPreview = shareImage && { url: shareImage, ...SHARE_IMAGE_SIZE, alt: title };
  const photoPreview = photo && { ...photo, alt: name ? `Photo of ${name}` : "Profile photo" };
  // The owner's choice of picture (SEO tools); by default the drawn card.
  const preview = page.seo?.image === "photo" ? (photoPreview ?? cardPreview) : (cardPreview ?? photoPreview);
  const { socialLinks, links } = page.content;
  const profiles = [
    ...SOCIAL_PLATFORMS.map((platform) => socialLinks[platform]),
    ...LINK_PLATFORMS.map((platform) => links?.[platform]),
    ...(links?.custom ?? []).map((link) => link.url),
  ];
  const sameAs = [...new Set(profiles.map((link) => sanitizeUrl(link ?? "", "web")).filter((link): link is string => link !== null))];

  const meta: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (url) meta.push({ tagName: "link", rel: "canonical", href: url });
  if (url && languages.length > 1) {
    for (const tag of languages) meta.push({ tagName: "link", rel: "alternate", hrefLang: tag, href: addressOf(tag)! });
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: addressOf(main)! });
  }
  if (page.noindex) meta.push({ name: "robots", content: "noindex" });
  meta.push({ property: "og:type", content: "profile" }, { property: "og:title", content: title }, { property: "og:description", content: description });
  if (url) meta.push({ property: "og:url", content: url });
  if (preview) {
    meta.push({ property: "og:image", content: preview.url });
    if (preview.width && preview.height) {
      meta.push({ property: "og:image:width", content: String(preview.width) }, { property: "og:image:height", content: String(preview.height) });
    }
    meta.push({ property: "og:image:alt", content: preview.alt });
  }
  meta.push(
    { name: "twitter:card", content: preview ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  );
  if (preview) meta.push({ name: "twitter:image", content: preview.url }, { name: "twitter:image:alt", content: preview.alt });
  const dateCreated = isoDate(page.createdAt);
  const dateModified = isoDate(page.publishedAt);
  // A profile page (what search engines' profile results read) about the person.
  meta.push({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      ...(url && { url }),
      ...(page.language && { inLanguage: page.language }),
      ...(dateCreated && { dateCreated }),
      ...(dateModified && { dateModified: dateCreated && dateModified < dateCreated ? dateCreated : dateModified }),
      mainEntity: {
        "@type": "Person",
        name: name || title,
        ...(role && { jobTitle: role }),
        ...((photo?.url ?? shareImage) && { image: photo?.url ?? shareImage }),
        ...(url && { url }),
        ...(sameAs.length > 0 && { sameAs }),
      },
    },
  });
  return meta;
}

/** File name of the share image beside a page (`/p/ana/share.png`, a domain's `/share.png`). */
export const SHARE_IMAGE_FILE = "share.png";

/** The share image's stable address beside the page's URL; `v` changes with each publish so caches refetch. */
export function shareImageUrl(pageUrl: string, publishedAt: string | null): string {
  const version = publishedAt ? Date.parse(publishedAt) : NaN;
  return `${pageUrl.replace(/\/+$/, "")}/${SHARE_IMAGE_FILE}${Number.isNaN(version) ? "" : `?v=${version}`}`;
}

/** An ISO 8601 date-time in UTC, or null. */
function isoDate(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** "Name – Role", just the name without a role, "Portfolio" without a name. */
export function pageTitle(name: string, role: string): string {
  if (!name) return "Portfolio";
  return role ? `${name} – ${role}` : name;
}

/** The bio (else the about text, else a sentence from name and role), cut at a word boundary. */
function pageDescription(content: MetaPortfolio["content"], name: string, role: string): string {
  const text = oneLine(content.bio) || oneLine(markdownToText(content.about ?? ""));
  if (text) return truncateAtWord(text, DESCRIPTION_MAX_LENGTH);
  if (!name) return "A portfolio made with Portfolio Builder.";
  return role ? `Portfolio of ${name}, ${role}.` : `Portfolio of ${name}.`;
}

/** At most `max` characters, cut at the last space before it, with an ellipsis when cut. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(" ");
  // One very long word: cut it rather than leave almost nothing.
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s.,;:–-]+$/, "")}…`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function imageOf(image: ImageRef, site: MetaSite): { url: string; width?: number; height?: number } | null {
  if (image === null) return null;
  const src = typeof image === "string" ? image : image.src;
  const url = httpUrl(src, site);
  if (!url) return null;
  return typeof image === "string" ? { url } : { url, width: image.width, height: image.height };
}

/** An absolute http(s) URL (relative ones resolve against the site), or null. */
function httpUrl(value: string, site: MetaSite): string | null {
  try {
    const url = new URL(value, absoluteUrl(site.origin, site.basePath, "/"));
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
