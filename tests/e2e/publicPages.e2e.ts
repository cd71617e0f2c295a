import robotsParser from "robots-parser";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { VARIANT_WIDTHS } from "../../convex/model/images";
import { phonePhoto } from "../../scripts/bench/public";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { appUrl, useBrowser } from "./fixtures";
import { sampleWithImages, seedPublished, seedUser } from "./seed";

const browser = useBrowser();

/** A plain HTTP GET, as search engines and link-preview fetchers do: no JavaScript, no redirects followed. */
const fetchPage = (route: string) => fetch(appUrl() + route, { redirect: "manual" });

const metaContent = (html: string, attribute: "property" | "name", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe("published portfolios are web pages", () => {
  test("a plain GET holds the whole portfolio, the link-preview tags and JSON-LD; the share image decodes as 1200×630", async () => {
    const user = await seedPublished("creative");
    const response = await fetchPage(`/portfolio-view/${user.userId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = unescapeHtml(html);
    for (const fact of [
      sampleFormData.name,
      sampleFormData.role,
      sampleFormData.about.split("\n")[0],
      sampleFormData.projects[0]!.title,
      sampleFormData.contact.email,
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(`<title>${sampleFormData.name} – ${sampleFormData.role}</title>`);
    expect(metaContent(html, "property", "og:type")).toBe("profile");
    expect(unescapeHtml(metaContent(html, "property", "og:title")!)).toBe(`${sampleFormData.name} – ${sampleFormData.role}`);
    expect(metaContent(html, "name", "twitter:card")).toBeTruthy();
    // The canonical address is the readable one, and it answers too.
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toMatch(/\/portfolio-builder\/p\/nadia-okafor(-\d+)?$/);
    expect((await fetch(canonical!)).status).toBe(200);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      "@type": "ProfilePage",
      url: canonical,
      mainEntity: { "@type": "Person", name: sampleFormData.name, jobTitle: sampleFormData.role, url: canonical },
    });
    expect(Date.parse(jsonLd.dateCreated)).toBeLessThanOrEqual(Date.parse(jsonLd.dateModified));
    // No account fields, no app: the page ships no React.
    expect(text).not.toContain(user.email);
    expect(html).not.toMatch(/entry\.client|__reactRouterContext/);

    // og:image is a 1200×630 PNG from the first moment, drawn on request if the stored one is not there yet.
    const ogImage = metaContent(html, "property", "og:image")!;
    expect(ogImage).toMatch(/\/p\/nadia-okafor(-\d+)?\/share\.png\?v=\d+$/);
    expect(metaContent(html, "property", "og:image:width")).toBe("1200");
    const first = await fetch(unescapeHtml(ogImage));
    expect([first.status, first.headers.get("content-type")]).toEqual([200, "image/png"]);
    const image = Buffer.from(await first.arrayBuffer());
    expect(await sharp(image).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(image.length).toBeLessThanOrEqual(150 * 1024);

    // The stored image is drawn once per publish, in the background; then the same address serves it.
    let shareImageUrl: string | null = null;
    for (let i = 0; i < 60 && !shareImageUrl; i++) {
      const result = await user.client.query(api.portfolios.getPublic, { userId: user.userId });
      shareImageUrl = result.status === "published" ? result.shareImageUrl : null;
      if (!shareImageUrl) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(shareImageUrl).toBeTruthy();
    const stored = Buffer.from(await (await fetch(shareImageUrl!)).arrayBuffer());
    expect(Buffer.from(await (await fetch(unescapeHtml(ogImage))).arrayBuffer()).equals(stored)).toBe(true);
    const again = await (await fetchPage(`/portfolio-view/${user.userId}`)).text();
    expect(metaContent(again, "property", "og:image")).toBe(ogImage);
  });

  test("unknown, unpublished and malformed addresses answer 404, never 500", async () => {
    const user = await seedPublished("minimalist");
    await user.client.mutation(api.portfolios.unpublish, {});
    const unpublished = await seedUser("unpublished");
    for (const route of [
      `/portfolio-view/${user.userId}`,
      `/portfolio-view/${unpublished.userId}`,
      "/portfolio-view/not-an-id",
      "/portfolio-view/%E0%A4%A",
      `/portfolio-view/${"k".repeat(400)}`,
      `/portfolio-view/${user.userId}/extra`,
      "/p/no-such-person-here",
      "/p/--",
      "/p/%00",
      "/no-such-page",
    ]) {
      const response = await fetchPage(route);
      expect(response.status, route).toBe(404);
    }
    const page = await (await fetchPage("/p/no-such-person-here")).text();
    expect(page).toContain("This portfolio is not available");
  });

  test("a changed address redirects (301) from the old one; a taken one is refused", async () => {
    const owner = await seedPublished("minimalist");
    const other = await seedPublished("minimalist");
    const first = await owner.client.query(api.portfolios.getPublic, { userId: owner.userId });
    if (first.status !== "published") throw new Error("not published");
    const newSlug = `nadia-${Date.now().toString(36)}`;
    await owner.client.mutation(api.portfolios.setSlug, { slug: newSlug });
    const moved = await fetchPage(`/p/${first.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/portfolio-builder/p/${newSlug}`);
    expect((await fetchPage(`/p/${newSlug}`)).status).toBe(200);
    await expect(other.client.mutation(api.portfolios.setSlug, { slug: newSlug.toUpperCase() })).rejects.toMatchObject({ data: { code: "slug/taken" } });
  });

  test("hiding from search engines gives noindex and leaves the sitemap; previews still work", async () => {
    const user = await seedPublished("bold");
    const page = await user.client.query(api.portfolios.getPublic, { userId: user.userId });
    if (page.status !== "published") throw new Error("not published");
    const slugUrl = `${appUrl()}/p/${page.slug}`;
    expect(await (await fetchPage("/sitemap.xml")).text()).toContain(`<loc>${slugUrl}</loc>`);
    await user.client.mutation(api.portfolios.setSearchVisibility, { hidden: true });
    const html = await (await fetchPage(`/p/${page.slug}`)).text();
    expect(metaContent(html, "name", "robots")).toBe("noindex");
    expect(metaContent(html, "property", "og:title")).toBeTruthy();
    expect(await (await fetchPage("/sitemap.xml")).text()).not.toContain(`<loc>${slugUrl}</loc>`);
    const robots = await (await fetch(new URL("/robots.txt", appUrl()))).text();
    expect(robots).toContain(`Sitemap: ${appUrl()}/sitemap.xml`);
  });

  test("crawlers may read the gallery, its demos and the sign-in forms, which do not say noindex; not the password reset form, which does", async () => {
    const robots = robotsParser(`${appUrl()}/robots.txt`, await (await fetchPage("/robots.txt")).text());
    for (const path of ["/templates", "/templates/bold/demo", "/home", "/login", "/signup"])
      expect(robots.isAllowed(appUrl() + path, "Googlebot"), path).toBe(true);
    for (const path of ["/templates", "/templates/bold/demo", "/home", "/login", "/signup"])
      expect(metaContent(await (await fetchPage(path)).text(), "name", "robots"), path).toBeNull();
    expect(robots.isDisallowed(appUrl() + "/reset-password", "Googlebot")).toBe(true);
    expect(metaContent(await (await fetchPage("/reset-password")).text(), "name", "robots")).toBe("noindex");
    const sitemap = await (await fetchPage("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${appUrl()}/templates</loc>`);
    expect(sitemap).toContain(`<loc>${appUrl()}/templates/bold/demo</loc>`);
  });

  test("with JavaScript disabled the page reads fully, every section of a tabbed template included", async () => {
    const user = await seedPublished("professional");
    const page = await browser.open(await browser.context({ javaScript: false }), `/portfolio-view/${user.userId}`);
    await page.getByRole("heading", { name: sampleFormData.name, level: 1 }).waitFor();
    for (const section of ["About", "Skills", "Education", "Projects", "Contact"]) {
      await expect(page.getByRole("heading", { name: section, level: 2 }).isVisible(), section).resolves.toBe(true);
    }
    await expect(page.getByText(sampleFormData.projects[0]!.title).first().isVisible()).resolves.toBe(true);
  });

  test("tabbed templates open the tab the address names, and Back steps between tabs", async () => {
    const user = await seedPublished("modern");
    const page = await browser.open(await browser.context(), `/portfolio-view/${user.userId}#projects`);
    const tab = (name: string) => page.getByRole("tab", { name });
    await expect.poll(() => tab("Projects").getAttribute("aria-selected")).toBe("true");
    await expect(page.getByRole("heading", { name: "Projects", level: 2 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("heading", { name: "Contact", level: 2 }).isVisible()).resolves.toBe(false);
    await tab("About").click();
    expect(new URL(page.url()).hash).toBe("#about");
    await expect.poll(() => page.getByRole("heading", { name: "About", level: 2 }).isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => tab("Projects").getAttribute("aria-selected")).toBe("true");
    // Keyboard: arrows move along the tabs and open them.
    await tab("Projects").focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => new URL(page.url()).hash).toBe("#contact");
    await expect.poll(() => tab("Contact").getAttribute("aria-selected")).toBe("true");
  });

  test("the owner's section layout, Markdown, links and gallery, server-rendered: hidden sections gone, javascript: links refused", async () => {
    const user = await seedPublished("modern");
    const formData = await sampleWithImages(user);
    await user.client.mutation(api.portfolios.publish, {
      templateId: "modern",
      formData: {
        ...formData,
        about: "I build **calm** software. [Safe](https://example.com/safe) and [evil](javascript:alert(1)).\n\n- first\n- second\n\n<script>alert(2)</script>",
        sections: [
          { id: "projects", visible: true },
          { id: "about", visible: true },
          { id: "skills", visible: false },
        ],
      },
    });
    const page = await browser.open(await browser.context(), `/portfolio-view/${user.userId}#skills`);
    const tab = (name: string) => page.getByRole("tab", { name });
    // A hidden section named by the address opens Home; the tabs follow the owner's order.
    await expect.poll(() => tab("Home").getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tab").allInnerTexts()).toEqual(["Home", "Projects", "About", "Experience", "Education", "Contact"]);
    await tab("About").click();
    const about = page.locator(".pt-about__text");
    await expect.poll(() => about.locator("strong").innerText()).toBe("calm");
    expect(await about.locator("li").allInnerTexts()).toEqual(["first", "second"]);
    expect(await about.getByRole("link", { name: "Safe" }).getAttribute("href")).toBe("https://example.com/safe");
    expect(await about.getByRole("link", { name: "evil" }).count()).toBe(0);
    expect(await page.content()).not.toMatch(/javascript:|alert\(2\)/);
    // The further links, with icons drawn as inline SVG, and the gallery's pictures.
    await tab("Home").click();
    await expect.poll(() => page.getByRole("link", { name: "Dribbble" }).first().locator("svg").count()).toBe(1);
    await tab("Projects").click();
    const gallery = page.getByRole("list", { name: "More images of Harbor mobile banking" });
    await expect.poll(() => gallery.getByRole("link").count()).toBe(2);
    for (const img of await gallery.locator("img").all()) await img.scrollIntoViewIfNeeded();
    await expect.poll(() => gallery.locator("img").evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  });

  test("a phone photo with GPS EXIF is served only as light WebP variants without any metadata", async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const user = await seedPublished("minimalist", { bytes: photo, contentType: "image/jpeg" });
    const result = await user.client.query(api.portfolios.getPublic, { userId: user.userId });
    if (result.status !== "published" || !result.content.image) throw new Error("no published photo");
    const urls = result.content.image.srcSet!.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!);
    expect(urls).toHaveLength(VARIANT_WIDTHS.length);
    for (const url of urls) {
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBeLessThanOrEqual(1280);
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
      // No metadata chunk in the file at all (searching the bytes for "GPS" failed now and then: the
      // photo is noise, and its compressed pixels held those three letters by chance).
      expect(webpChunks(bytes).filter((id) => !["VP8 ", "VP8L", "VP8X", "ALPH"].includes(id))).toEqual([]);
    }
    // The page's first image loads first and responsively; later ones wait until needed.
    const html = await (await fetchPage(`/portfolio-view/${user.userId}`)).text();
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images[0]).toMatch(/srcSet="[^"]+ 320w, [^"]+ 384w, [^"]+ 480w, [^"]+ 640w, [^"]+ 1280w"/i);
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[0]).toMatch(/width="\d+"/);
    expect(images.slice(1).every((img) => /loading="lazy"/.test(img))).toBe(true);
  });
});

/** The chunk ids of a WebP file (RIFF: "RIFF", size, "WEBP", then id, little-endian size, data padded to even). */
function webpChunks(bytes: Buffer): string[] {
  expect(bytes.toString("latin1", 0, 4) + bytes.toString("latin1", 8, 12)).toBe("RIFFWEBP");
  const ids: string[] = [];
  for (let offset = 12; offset + 8 <= bytes.length; offset += 8 + bytes.readUInt32LE(offset + 4) + (bytes.readUInt32LE(offset + 4) % 2)) {
    ids.push(bytes.toString("latin1", offset, offset + 4));
  }
  return ids;
}
