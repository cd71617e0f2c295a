import { slugPath } from "../../convex/model/slug";
import { TEMPLATE_IDS } from "../../convex/model/templates";
import { APP_BASENAME } from "../lib/basePath";
import { absoluteUrl } from "../lib/publicLink";
import { languagePath } from "./pageLanguages";

/** The Sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** `languages`: the published languages, main first, when more than one (else empty or absent). */
export type SitemapEntry = { slug: string; publishedAt: string | null; languages?: readonly string[] };

/** A URL of a sitemap; `alternates`: every language's address of the same page (itself included) and x-default. */
export type SitemapUrl = { loc: string; publishedAt: string | null; alternates?: readonly { hreflang: string; href: string }[] };
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
  const portfolios = entries.flatMap(({ slug, publishedAt, languages }) =>
    pageUrls((path) => absoluteUrl(origin, basePath, path), slugPath(encodeURIComponent(slug)), publishedAt, languages ?? []),
  );
  return urlsetXml([...pages, ...portfolios].slice(0, SITEMAP_MAX_URLS));
}

/**
 * A published page's URLs: its main address, then one per other language, each naming all of
 * them (hreflang) and the main one as x-default, as search engines ask.
 */
export function pageUrls(url: (path: string) => string, mainPath: string, publishedAt: string | null, languages: readonly string[]): SitemapUrl[] {
  if (languages.length < 2) return [{ loc: url(mainPath), publishedAt }];
  const [main] = languages;
  const alternates = [
    ...languages.map((tag) => ({ hreflang: tag, href: url(languagePath(mainPath, tag, main)) })),
    { hreflang: "x-default", href: url(mainPath) },
  ];
  return languages.map((tag) => ({ loc: url(languagePath(mainPath, tag, main)), publishedAt, alternates }));
}

const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** A `<urlset>` of absolute URLs, lastmod = publish time when known, with their language alternates; at least one URL (the schema's rule). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length === 0) throw new Error("A sitemap needs at least one URL.");
  const lines = urls.map(({ loc, publishedAt, alternates = [] }) => {
    const lastmod = w3cDateTime(publishedAt);
    const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`).join("");
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`;
  });
  const namespaces = urls.some((u) => u.alternates?.length) ? ` xmlns:xhtml="${XHTML_NS}"` : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`,
    ...lines,
    "</urlset>",
    "",
  ].join("\n");
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
