import { describe, expect, it } from "vitest";
import { collectSitemapEntries, robotsTxt, sitemapXml, SITEMAP_MAX_URLS, w3cDateTime, type SitemapEntry, type SitemapPage } from "../../../src/lib/sitemap";

const origin = "https://folio.example";
const parseXml = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
};
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

describe("sitemapXml", () => {
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
      { loc: "https://folio.example/portfolio-builder/p/ada-lovelace", lastmod: "2025-03-14T10:00:00Z" },
      { loc: "https://folio.example/portfolio-builder/p/bob", lastmod: null },
    ]);
  });

  it("escapes what XML needs escaped and stays well-formed with hostile input", () => {
    const xml = sitemapXml([{ slug: `a&b<c>"d'`, publishedAt: "not a date" }], "https://x.example/?a=1&b=<2>", "/base/");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const loc = parseXml(xml).getElementsByTagNameNS(NS, "loc")[0].textContent;
    expect(loc).toBe("https://x.example/?a=1&b=<2>/base/p/a%26b%3Cc%3E%22d'");
    expect(xml).not.toContain("<lastmod>");
  });

  it("is a valid empty urlset with no portfolios, and never exceeds the protocol's 50,000 URLs", () => {
    expect(parseXml(sitemapXml([], origin)).getElementsByTagNameNS(NS, "url")).toHaveLength(0);
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
  it("allows public pages, keeps crawlers out of app screens and names the sitemap", () => {
    const text = robotsTxt(origin);
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Disallow: /portfolio-builder/dashboard",
      "Disallow: /portfolio-builder/account",
      "Disallow: /portfolio-builder/templates",
      "Disallow: /portfolio-builder/builder/",
      "Disallow: /portfolio-builder/preview",
      "Disallow: /portfolio-builder/history/",
      "Disallow: /portfolio-builder/resume",
      "Allow: /",
      "",
      "Sitemap: https://folio.example/portfolio-builder/sitemap.xml",
      "",
    ]);
    // No rule matches a public page by prefix.
    const rules = text.split("\n").filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice(10));
    for (const page of ["/portfolio-builder/p/ada", "/portfolio-builder/p/preview-2", "/portfolio-builder/portfolio-view/u1", "/portfolio-builder/home", "/portfolio-builder/pricing"]) {
      expect(rules.some((rule) => page.startsWith(rule)), page).toBe(false);
    }
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
    const entries = await collectSitemapEntries(async () => ({ page: calls++ === 0 ? [{ slug: "a-b", publishedAt: null }] : [], isDone: false, continueCursor: "c" }));
    expect(entries).toHaveLength(1);
    expect(calls).toBe(2);
  });
});
