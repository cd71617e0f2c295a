import { slugPath } from "../../convex/model/slug";
import { TEMPLATE_IDS } from "../../convex/model/templates";
import { absoluteUrl, APP_BASENAME } from "../lib/publicLink";

/** The Sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { slug: string; publishedAt: string | null };
export type SitemapPage = { page: SitemapEntry[]; isDone: boolean; continueCursor: string };

/**
 * Reads `portfolios:sitemap` page by page (one Convex query may read at most 32,000 documents)
 * until the end or `max` entries.
 */
export async function collectSitemapEntries(
  fetchPage: (cursor: string | null) => Promise<SitemapPage>,
  max: number = SITEMAP_MAX_URLS,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  let cursor: string | null = null;
  while (entries.length < max) {
    const { page, isDone, continueCursor } = await fetchPage(cursor);
    entries.push(...page);
    if (isDone || page.length === 0) break;
    cursor = continueCursor;
  }
  return entries.slice(0, max);
}

/**
 * The product's own public pages and each template's live demo, listed first: a fresh install has
 * no portfolios yet, and the sitemaps.org schema refuses a `<urlset>` without any `<url>`.
 */
export const PUBLIC_PAGES: readonly string[] = [
  "/home",
  "/templates",
  "/pricing",
  "/about",
  "/contact",
  ...TEMPLATE_IDS.map((id) => `/templates/${encodeURIComponent(id)}/demo`),
];

/** `sitemap.xml`: the product's public pages, then published portfolios (lastmod = publish time). */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string, basePath: string = APP_BASENAME): string {
  const pages = PUBLIC_PAGES.map((path) => ({ loc: absoluteUrl(origin, basePath, path), publishedAt: null }));
  const portfolios = entries.map(({ slug, publishedAt }) => ({ loc: absoluteUrl(origin, basePath, slugPath(encodeURIComponent(slug))), publishedAt }));
  return urlsetXml([...pages, ...portfolios].slice(0, SITEMAP_MAX_URLS));
}

/** A `<urlset>` of absolute URLs, lastmod = publish time when known; at least one URL (the schema's rule). */
export function urlsetXml(urls: readonly { loc: string; publishedAt: string | null }[]): string {
  if (urls.length === 0) throw new Error("A sitemap needs at least one URL.");
  const lines = urls.map(({ loc, publishedAt }) => {
    const lastmod = w3cDateTime(publishedAt);
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...lines, "</urlset>", ""].join("\n");
}

/**
 * App screens behind sign-in and the password reset form: nothing there for search engines (the
 * form also says noindex). Log in and Sign up stay crawlable, so a search for the product's sign-in
 * finds it, as do the template gallery and its live demos: every rule must match no public page by prefix.
 */
const PRIVATE_PATHS = [
  "/dashboard",
  "/account",
  "/builder/",
  "/preview",
  "/history/",
  "/reset-password",
  "/resume",
  "/invite/",
  "/confirm-email/",
  "/restore-account/",
];

/** `robots.txt`: app screens disallowed, everything else allowed, the sitemap named. */
export function robotsTxt(origin: string, basePath: string = APP_BASENAME): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${absoluteUrl("", basePath, path)}`),
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(origin, basePath, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/**
 * A custom domain's `robots.txt`: the one page is all there is, and its sitemap (none when the
 * owner hid the page from search engines: there is nothing to list).
 */
export function domainRobotsTxt(origin: string, withSitemap: boolean = true): string {
  return ["User-agent: *", "Allow: /", "", ...(withSitemap ? [`Sitemap: ${origin}/sitemap.xml`, ""] : [])].join("\n");
}

/** A W3C Datetime (the sitemap's lastmod format) to the second, or null for a missing or bad date. */
export function w3cDateTime(iso: string | null): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}
