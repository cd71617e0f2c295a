import { request as httpRequest } from "node:http";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { PortfolioFormData } from "../../convex/model/formData";
import { seedServingDomain } from "../../scripts/lib/seed";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { seriousViolations, scrollsSideways } from "./axe";
import { appUrl, useBrowser } from "./fixtures";
import { adminRun, backend, seedUser, type SeededUser } from "./seed";

/**
 * One portfolio in English with French and Arabic published and German still being translated,
 * saved and published as the builder does (drafts.save, then publishDraft): each language at its
 * own address with its lang, dir and alternates, the switch between them, right-to-left layout.
 */
const browser = useBrowser();
let owner: SeededUser;
let slug: string;
let revision: number;

const FR = { role: "Designer produit et développeuse front-end", bio: "Je conçois des interfaces calmes et accessibles." };
const AR = { name: "نادية أوكافور", role: "مصممة منتجات ومطورة واجهات", bio: "أصمم واجهات هادئة وسهلة الوصول." };

const translated = (templateId: string, scheme = "template"): { templateId: string; formData: PortfolioFormData } => ({
  templateId,
  formData: {
    ...sampleFormData,
    theme: { accent: null, fonts: "template", scheme },
    translations: [
      { id: "fr", publish: true, texts: Object.entries(FR).map(([id, text]) => ({ id, text })) },
      { id: "ar", publish: true, texts: Object.entries(AR).map(([id, text]) => ({ id, text })) },
      { id: "de", publish: false, texts: [{ id: "role", text: "Produktdesignerin (Entwurf)" }] },
    ],
  },
});

async function publish(templateId: string, scheme?: string) {
  const saved = await owner.client.mutation(api.drafts.save, { ...translated(templateId, scheme), baseRevision: revision });
  revision = saved.revision;
  await owner.client.mutation(api.portfolios.publishDraft, { revision });
}

const fetchPage = (route: string) => fetch(appUrl() + route, { redirect: "manual" });
const htmlLang = (html: string) => /<html lang="([^"]+)" dir="([^"]+)"/.exec(html)?.slice(1);
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], m[2]]);

beforeAll(async () => {
  owner = await seedUser("languages");
  await adminRun("users:setPlan", { email: owner.email, plan: "pro" });
  revision = 0;
  await publish("minimalist");
  const page = await owner.client.query(api.portfolios.getPublic, { userId: owner.userId });
  if (page.status !== "published" || !page.slug) throw new Error("not published");
  slug = page.slug;
});

describe("a published portfolio in several languages", () => {
  test("each language at its own address: lang, dir, canonical, hreflang + x-default, its own texts and share image; an unpublished language is 404", async () => {
    const main = `${appUrl()}/p/${slug}`;
    const expected = [
      ["en", main],
      ["fr", `${main}/fr`],
      ["ar", `${main}/ar`],
      ["x-default", main],
    ];
    for (const [route, lang, dir, text] of [
      [`/p/${slug}`, "en", "ltr", sampleFormData.role],
      [`/p/${slug}/fr`, "fr", "ltr", FR.role],
      [`/p/${slug}/ar`, "ar", "rtl", AR.role],
    ] as const) {
      const response = await fetchPage(route);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      expect(htmlLang(html), route).toEqual([lang, dir]);
      expect(alternates(html), route).toEqual(expected);
      expect(html, route).toContain(`<link rel="canonical" href="${appUrl()}${route}"/>`);
      expect(html.replace(/&amp;/g, "&"), route).toContain(text);
      expect(html, route).not.toContain("Entwurf");
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
      expect(jsonLd, route).toMatchObject({ inLanguage: lang, url: `${appUrl()}${route}` });
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&");
      expect(ogImage.startsWith(`${appUrl()}${route}/share.png`), ogImage).toBe(true);
      const image = await fetch(ogImage);
      expect([image.status, image.headers.get("content-type")], ogImage).toEqual([200, "image/png"]);
    }
    // Not published (German), not offered (Spanish), not a language: the same 404 as a missing page.
    for (const route of [`/p/${slug}/de`, `/p/${slug}/es`, `/p/${slug}/xx`, `/portfolio-view/${owner.userId}/de`]) {
      expect((await fetchPage(route)).status, route).toBe(404);
    }
    // The main language has one address; the page by id has the languages too.
    expect((await fetchPage(`/p/${slug}/en`)).headers.get("location")).toBe(`/portfolio-builder/p/${slug}`);
    expect(htmlLang(await (await fetchPage(`/portfolio-view/${owner.userId}/ar`)).text())).toEqual(["ar", "rtl"]);
    // The sitemap lists every language with its alternates.
    const sitemap = await (await fetchPage("/sitemap.xml")).text();
    expect(sitemap).toContain(`<url><loc>${main}/ar</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${main}"/>`);
  });

  test("the language switch works by keyboard and without a script; the Arabic page reads right to left; axe finds nothing serious", async () => {
    const context = await browser.context({ javaScript: false });
    const page = await browser.open(context, `/p/${slug}`);
    const nav = page.getByRole("navigation", { name: "Languages" });
    await expect(nav.getByRole("link", { name: "English" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(nav.getByRole("link", { name: "العربية" }).getAttribute("lang")).resolves.toBe("ar");
    // Tab to French, Enter: the French page, marked current.
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.getAttribute("hreflang"))) !== "fr"; i++) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/fr$/);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["fr", "ltr"]);
    // The French page names its switch in French, as its other words.
    const frenchNav = page.getByRole("navigation", { name: "Langues" });
    await expect(frenchNav.getByRole("link", { name: "Français" }).getAttribute("aria-current")).resolves.toBe("page");
    await context.close();

    const scripted = await browser.context();
    const fr = await browser.open(scripted, `/p/${slug}/fr`);
    expect(await seriousViolations(fr)).toEqual([]);
    const ar = await browser.open(scripted, `/p/${slug}/ar`);
    expect(await ar.evaluate(() => getComputedStyle(document.body).direction)).toBe("rtl");
    await expectStartsRight(ar);
    expect(await seriousViolations(ar)).toEqual([]);
  });

  test("the main page offers the visitor's language once; dismissed, it stays away; never a redirect", async () => {
    const context = await browser.context();
    // A browser set to French (what navigator.languages tells the page's script).
    await context.addInitScript(() => Object.defineProperty(navigator, "languages", { get: () => ["fr-FR", "fr", "en"] }));
    const page = await browser.open(context, `/p/${slug}`);
    expect(page.url()).toBe(`${appUrl()}/p/${slug}`);
    // In French, the language offered to one who reads it.
    const offer = page.getByRole("complementary", { name: "Autre langue" });
    await expect(offer.textContent()).resolves.toContain("Cette page existe aussi en Français");
    expect(await offer.getByRole("link", { name: "Français" }).getAttribute("href")).toBe(`/portfolio-builder/p/${slug}/fr`);
    await offer.getByRole("button", { name: "Fermer" }).click();
    await page.close();
    // The next visit (same browser, so the same localStorage): no offer.
    const again = await browser.open(context, `/p/${slug}`);
    await again.waitForLoadState("load");
    await again.waitForTimeout(500);
    expect(await again.getByRole("complementary", { name: "Autre langue" }).count()).toBe(0);
  });

  test("a section row that scrolls fades at the side where more links wait: the right in English, the left in Arabic", async () => {
    const context = await browser.context({ width: 375, height: 900 });
    // At its start a row fades at its end only; at its end, at its start only.
    const english = await browser.open(context, `/p/${slug}`);
    expect(await scrollCue(english, "start")).toEqual({ left: "shown", right: "faded" });
    expect(await scrollCue(english, "end")).toEqual({ left: "faded", right: "shown" });
    const arabic = await browser.open(context, `/p/${slug}/ar`);
    expect(await scrollCue(arabic, "start")).toEqual({ left: "faded", right: "shown" });
    expect(await scrollCue(arabic, "end")).toEqual({ left: "shown", right: "faded" });
    await context.close();
  });

  test("right to left in several templates, light and dark, at 375 and 1280 px: the heading starts on the right, nothing scrolls sideways", async () => {
    const dir = process.env.E2E_SCREENSHOTS_DIR ?? path.join(tmpdir(), "rtl-screenshots");
    mkdirSync(dir, { recursive: true });
    // Two templates whose layouts differ most (a timeline, a code-styled page) keep CI short; all four when asked for screenshots.
    const templates = process.env.E2E_SCREENSHOTS_DIR ? ["minimalist", "milestones", "codebase", "creative"] : ["milestones", "codebase"];
    for (const templateId of templates) {
      for (const scheme of ["light", "dark"]) {
        await publish(templateId, scheme);
        for (const width of [375, 1280]) {
          const context = await browser.context({ width, height: 900 });
          const page = await browser.open(context, `/p/${slug}/ar`);
          expect(await scrollsSideways(page), `${templateId} ${scheme} ${width}`).toBe(false);
          await expectStartsRight(page);
          await page.screenshot({ path: path.join(dir, `${templateId}-ar-${scheme}-${width}.png`) });
          await context.close();
        }
      }
    }
  }, 120_000);

  test("on a custom domain: the main language at /, others at /<tag>, alternates naming the domain, its sitemap too", async () => {
    const hostname = `langs-${Date.now().toString(36)}.test`;
    await seedServingDomain(backend(), owner, hostname);
    const root = `https://${hostname}/`;
    const main = await direct("/", hostname);
    expect([main.status, htmlLang(main.body)]).toEqual([200, ["en", "ltr"]]);
    expect(alternates(main.body)).toEqual([
      ["en", root],
      ["fr", `${root}fr`],
      ["ar", `${root}ar`],
      ["x-default", root],
    ]);
    const ar = await direct("/ar", hostname);
    expect([ar.status, htmlLang(ar.body)]).toEqual([200, ["ar", "rtl"]]);
    expect(ar.body).toContain(`href="/ar" hrefLang="ar" lang="ar" dir="rtl" aria-current="page"`);
    expect((await direct("/de", hostname)).status).toBe(404);
    expect((await direct("/ar/share.png", hostname)).status).toBe(200);
    const sitemap = (await direct("/sitemap.xml", hostname)).body;
    expect(sitemap).toContain(`<url><loc>${root}fr</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${root}ar"/>`);
    // The platform's addresses forward to the same language on the domain.
    expect((await fetchPage(`/p/${slug}/fr`)).headers.get("location")).toBe(`${root}fr`);
  });
});

/** The page's main heading sits at the right of its box (its text starts on the right, as Arabic reads). */
async function expectStartsRight(page: Page) {
  const { left, right, boxLeft, boxRight } = await page.evaluate(() => {
    const heading = document.querySelector("h1")!;
    const range = document.createRange();
    range.selectNodeContents(heading);
    const text = range.getBoundingClientRect();
    const box = heading.getBoundingClientRect();
    return { left: text.left, right: text.right, boxLeft: box.left, boxRight: box.right };
  });
  expect(boxRight - right, page.url()).toBeLessThanOrEqual(left - boxLeft + 1);
}

/**
 * The page's first nav row that overflows, scrolled to its start or end: whether each edge shows
 * or fades. The row is painted solid red, so how red its edge pixels are is how much its mask
 * (the scroll cue) lets through.
 */
async function scrollCue(page: Page, at: "start" | "end"): Promise<{ left: string; right: string }> {
  const found = await page.evaluate((at) => {
    const row = [...document.querySelectorAll<HTMLElement>("nav > ul")].find((ul) => ul.scrollWidth > ul.clientWidth + 1);
    if (!row) return false;
    row.dataset.cueProbe = "";
    row.style.cssText += "background: #f00; color: #f00; scroll-behavior: auto";
    row.querySelectorAll("a").forEach((link) => (link.style.color = "#f00"));
    const end = row.scrollWidth - row.clientWidth;
    // Scroll positions run from the inline start: negative toward the end in right to left.
    row.scrollLeft = at === "start" ? 0 : getComputedStyle(row).direction === "rtl" ? -end : end;
    return true;
  }, at);
  expect(found, `${page.url()}: a nav row that scrolls at this width`).toBe(true);
  // The scroll timeline takes the new position at the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { data, info } = await sharp(await page.locator("[data-cue-probe]").screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const redness = (x: number) => {
    const i = (Math.floor(info.height / 2) * info.width + x) * info.channels;
    return (data[i]! - data[i + 1]!) / 255;
  };
  const edge = (x: number) => (redness(x) > 0.8 ? "shown" : redness(x) < 0.2 ? "faded" : `half (${redness(x).toFixed(2)})`);
  return { left: edge(1), right: edge(info.width - 2) };
}

/** A request straight to the server with a custom domain's Host (as the TLS proxy forwards it). */
function direct(pathname: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(inject("backendUrl"));
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: pathname, headers: { Host: host } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
