import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { TEMPLATE_IDS } from "../../../convex/model/templates";
import {
  collectSitemapEntries,
  domainRobotsTxt,
  PUBLIC_PAGES,
  robotsTxt,
  sitemapXml,
  SITEMAP_MAX_URLS,
  urlsetXml,
  w3cDateTime,
  type SitemapEntry,
  type SitemapPage,
} from "../../../src/public-page/sitemap";

const origin = "https://folio.example";
const parseXml = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
};
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The rules of the sitemaps.org schema (sitemap.xsd, 0.9) a urlset must meet: root `urlset` in the
 * namespace with 1 to 50,000 `url` children (the schema's `url` has the default minOccurs of 1);
 * each `url` is `loc` (an absolute URL of 12 to 2,048 characters) then an optional `lastmod` in W3C
 * Datetime, and nothing else from the namespace (other namespaces' elements, such as the
 * language alternates' xhtml:link, are the schema's `##other`).
 */
function expectValidSitemap(xml: string) {
  const doc = parseXml(xml);
  const root = doc.documentElement;
  expect([root.namespaceURI, root.localName]).toEqual([NS, "urlset"]);
  const urls = [...root.children];
  expect(urls.length).toBeGreaterThanOrEqual(1);
  expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  for (const url of urls) {
    expect([url.namespaceURI, url.localName]).toEqual([NS, "url"]);
    const [loc, ...rest] = [...url.children].filter((child) => child.namespaceURI === NS);
    expect(loc.localName).toBe("loc");
    const href = loc.textContent ?? "";
    expect(href.length).toBeGreaterThanOrEqual(12);
    expect(href.length).toBeLessThanOrEqual(2048);
    expect(new URL(href).href).toBe(href);
    expect(rest.map((child) => child.localName).every((name) => name === "lastmod")).toBe(true);
    expect(rest.length).toBeLessThanOrEqual(1);
    if (rest[0]) expect(rest[0].textContent).toMatch(W3C_DATETIME);
  }
  return urls.map((url) => url.firstElementChild!.textContent);
}

describe("sitemapXml", () => {
  it("lists a page in several languages once per language, each naming every language's address and x-default (the main one)", () => {
    const xml = sitemapXml([{ slug: "ada", publishedAt: "2025-03-14T10:00:00Z", languages: ["en", "fr", "ar"] }], origin);
    const locs = expectValidSitemap(xml);
    const page = "https://folio.example/portfolio-builder/p/ada";
    expect(locs.slice(-3)).toEqual([page, `${page}/fr`, `${page}/ar`]);
    const urls = [...parseXml(xml).getElementsByTagNameNS(NS, "url")].slice(-3);
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]);
      expect(links).toEqual([
        ["en", page],
        ["fr", `${page}/fr`],
        ["ar", `${page}/ar`],
        ["x-default", page],
      ]);
    }
    // One language: no alternates, and no xhtml namespace at all.
    expect(sitemapXml([{ slug: "bob", publishedAt: null, languages: [] }], origin)).not.toContain("xhtml");
  });

  it("lists each slug URL with lastmod = publish time as a W3C datetime, in the sitemap namespace", () => {
    const xml = sitemapXml(
      [
        { slug: "ada-lovelace", publishedAt: "2025-03-14T10:00:00.123Z" },
        { slug: "bob", publishedAt: null },
      ],
      origin,
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const doc = parseXml(xml);
    expect(doc.documentElement.namespaceURI).toBe(NS);
    const urls = [...doc.getElementsByTagNameNS(NS, "url")].map((url) => ({
      loc: url.getElementsByTagNameNS(NS, "loc")[0]?.textContent,
      lastmod: url.getElementsByTagNameNS(NS, "lastmod")[0]?.textContent ?? null,
    }));
    expect(urls).toEqual([
      ...PUBLIC_PAGES.map((path) => ({ loc: `https://folio.example/portfolio-builder${path}`, lastmod: null })),
      { loc: "https://folio.example/portfolio-builder/p/ada-lovelace", lastmod: "2025-03-14T10:00:00Z" },
      { loc: "https://folio.example/portfolio-builder/p/bob", lastmod: null },
    ]);
  });

  it("escapes what XML needs escaped and stays well-formed with hostile input", () => {
    const xml = sitemapXml([{ slug: `a&b<c>"d'`, publishedAt: "not a date" }], "https://x.example/?a=1&b=<2>", "/base/");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const loc = [...parseXml(xml).getElementsByTagNameNS(NS, "loc")].at(-1)!.textContent;
    expect(loc).toBe("https://x.example/?a=1&b=<2>/base/p/a%26b%3Cc%3E%22d'");
    expect(xml).not.toContain("<lastmod>");
  });

  it("meets the sitemaps.org schema on a fresh install (no portfolios): the product's public pages and the templates' demos, never an empty urlset", () => {
    const locs = expectValidSitemap(sitemapXml([], origin));
    expect(locs).toEqual(
      ["/home", "/templates", "/pricing", "/about", "/contact", ...TEMPLATE_IDS.map((id) => `/templates/${id}/demo`)].map(
        (path) => `https://folio.example/portfolio-builder${path}`,
      ),
    );
    expectValidSitemap(
      sitemapXml(
        [
          { slug: "ada", publishedAt: "2025-03-14T10:00:00.123Z" },
          { slug: "bob", publishedAt: null },
        ],
        origin,
      ),
    );
    expect(() => urlsetXml([])).toThrow();
  });

  it("never exceeds the protocol's 50,000 URLs", () => {
    const many: SitemapEntry[] = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ slug: `user-${i}`, publishedAt: null }));
    expect(sitemapXml(many, origin).match(/<url>/g)).toHaveLength(50_000);
  });

  it("w3cDateTime keeps second precision in UTC", () => {
    expect(w3cDateTime("2025-03-14T10:00:00.000Z")).toBe("2025-03-14T10:00:00Z");
    expect(w3cDateTime("2025-03-14T12:00:00+02:00")).toBe("2025-03-14T10:00:00Z");
    expect(w3cDateTime("")).toBeNull();
    expect(w3cDateTime("yesterday")).toBeNull();
  });
});

describe("robotsTxt", () => {
  const robotsUrl = `${origin}/portfolio-builder/robots.txt`;
  const page = (path: string) => `${origin}/portfolio-builder${path}`;

  it("lets crawlers reach every public page, the gallery, its live demos and the sign-in forms; keeps them off app screens", () => {
    const text = robotsTxt(origin);
    const robots = robotsParser(robotsUrl, text);
    const publicPages = [
      ...PUBLIC_PAGES,
      "/login",
      "/signup",
      "/login?next=%2Fdashboard",
      "/p/ada",
      "/p/preview-2",
      "/p/login-expert",
      "/portfolio-view/u1",
      "/sitemap.xml",
      ...TEMPLATE_IDS.map((id) => `/templates/${id}/demo`),
    ];
    for (const path of publicPages) expect(robots.isAllowed(page(path), "Googlebot"), path).toBe(true);
    const privatePages = ["/dashboard", "/account", "/builder/minimalist", "/preview", "/history/v1", "/reset-password", "/resume"];
    for (const path of privatePages) expect(robots.isDisallowed(page(path), "Googlebot"), path).toBe(true);
    expect(robots.getSitemaps()).toEqual([`${origin}/portfolio-builder/sitemap.xml`]);
  });

  it("a custom domain's robots.txt names its sitemap only when the page is listed", () => {
    expect(robotsParser("https://ana.test/robots.txt", domainRobotsTxt("https://ana.test")).getSitemaps()).toEqual(["https://ana.test/sitemap.xml"]);
    const hidden = robotsParser("https://ana.test/robots.txt", domainRobotsTxt("https://ana.test", false));
    expect(hidden.getSitemaps()).toEqual([]);
    expect(hidden.isAllowed("https://ana.test/", "Googlebot")).toBe(true);
  });
});

describe("collectSitemapEntries", () => {
  const pagesOf = (total: number, size: number) => {
    const cursors: (string | null)[] = [];
    const fetchPage = async (cursor: string | null): Promise<SitemapPage> => {
      cursors.push(cursor);
      const start = cursor === null ? 0 : Number(cursor);
      const page = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({ slug: `s-${start + i}`, publishedAt: null }));
      return { page, isDone: start + size >= total, continueCursor: String(start + size) };
    };
    return { fetchPage, cursors };
  };

  it("follows the cursor to the end", async () => {
    const { fetchPage, cursors } = pagesOf(12, 5);
    const entries = await collectSitemapEntries(fetchPage);
    expect(entries.map((e) => e.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `s-${i}`));
    expect(cursors).toEqual([null, "5", "10"]);
  });

  it("stops at the cap without asking for more", async () => {
    const { fetchPage, cursors } = pagesOf(1_000, 100);
    expect(await collectSitemapEntries(fetchPage, 250)).toHaveLength(250);
    expect(cursors).toHaveLength(3);
  });

  it("stops on an empty page even if the server says there is more", async () => {
    let calls = 0;
    const entries = await collectSitemapEntries(async () => ({
      page: calls++ === 0 ? [{ slug: "a-b", publishedAt: null }] : [],
      isDone: false,
      continueCursor: "c",
    }));
    expect(entries).toHaveLength(1);
    expect(calls).toBe(2);
  });
});
