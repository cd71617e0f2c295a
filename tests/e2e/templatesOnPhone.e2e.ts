import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { PortfolioFormData } from "../../convex/model/formData";
import { TEMPLATES } from "../../convex/model/templates";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { scrollsSideways } from "./axe";
import { useBrowser } from "./fixtures";
import { adminRun, sampleWithImages, seedUser, type SeededUser } from "./seed";

const browser = useBrowser();
const SHOTS = path.resolve(import.meta.dirname, "../../test-results/templatesOnPhone");
mkdirSync(SHOTS, { recursive: true });

const entry = { title: "", subtitle: "", date: "", description: "", link: "", image: null };
const ownSection = (id: string, title: string, titles: string[]) => ({
  id,
  title,
  entries: titles.map((t, i) => ({ ...entry, title: t, subtitle: "Lisbon", date: String(2024 - i), description: "Short and **true**." })),
});

/** What a new owner often publishes: no photo, no projects, no skills, one section of their own. */
const SPARSE: PortfolioFormData = {
  ...sampleFormData,
  image: null,
  projects: [],
  skills: [],
  customSections: [ownSection("awards", "Awards", ["Design Award", "Best Newcomer"])],
};

/** The full sample (pictures uploaded) with three sections of one's own after the built-in ones. */
const withThreeOwnSections = (sample: PortfolioFormData): PortfolioFormData => ({
  ...sample,
  customSections: [
    ownSection("awards", "Awards", ["Design Award"]),
    ownSection("publications", "Publications", ["Calm interfaces", "Honest states"]),
    ownSection("talks", "Talks", ["Designing for keyboards"]),
  ],
});

/** The nav labels a visitor must reach: Home, then every section that has something to show. */
const SPARSE_NAV = ["Home", "About", "Experience", "Education", "Contact", "Awards"];
const FULL_NAV = ["Home", "About", "Experience", "Skills", "Education", "Projects", "Contact", "Awards", "Publications", "Talks"];

type NavLink = { label: string; labelShown: boolean; reachable: boolean; problem: string | null };

/**
 * Every link of the section nav, and whether a visitor can reach it: on screen as the page opens, or
 * in a visibly scrollable row (a scroll container with a fade at its edge) that brings it on screen.
 */
async function navLinks(page: Page): Promise<NavLink[]> {
  const nav = page.getByRole("navigation", { name: "Sections" }).first();
  return await nav.locator("a").evaluateAll((links) => {
    const viewport = document.documentElement.clientWidth;
    const onScreen = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.left >= -0.5 && box.right <= viewport + 0.5;
    };
    const scroller = (el: Element): HTMLElement | null => {
      for (let node = el.parentElement; node && node.tagName !== "NAV"; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === "auto" || overflowX === "scroll") && node.scrollWidth > node.clientWidth + 1) return node;
      }
      return null;
    };
    return links.map((link) => {
      const label = (link.textContent ?? "").trim();
      // The label in sight, not only in the accessible name (icon tabs hide theirs on a phone).
      const labelShown = [...link.querySelectorAll("*"), link].some(
        (el) => el.children.length === 0 && el.textContent?.trim() === label && el.getBoundingClientRect().width > 1,
      );
      const visible = (link as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true });
      if (!visible) return { label, labelShown, reachable: false, problem: "hidden" };
      if (onScreen(link)) return { label, labelShown, reachable: true, problem: null };
      const row = scroller(link);
      if (!row) return { label, labelShown, reachable: false, problem: `off-screen (${Math.round(link.getBoundingClientRect().right)} px of ${viewport})` };
      const style = getComputedStyle(row);
      const cue = style.maskImage !== "none" || style.webkitMaskImage !== "none";
      if (!cue) return { label, labelShown, reachable: false, problem: "in a scrolling row with no cue that it scrolls" };
      const before = row.scrollLeft;
      link.scrollIntoView({ block: "nearest", inline: "nearest" });
      const reached = onScreen(link);
      row.scrollLeft = before;
      return { label, labelShown, reachable: reached, problem: reached ? null : "not brought on screen by scrolling its row" };
    });
  });
}

/** The owner's name at the top: any name in the header is on screen, else the h1 is in the first screen. */
async function nameOnTop(page: Page, name: string): Promise<string | null> {
  return await page.evaluate((name) => {
    const viewport = document.documentElement.clientWidth;
    const header = document.querySelector(".pt-root header");
    const inHeader = header ? [...header.querySelectorAll<HTMLElement>("*")].filter((el) => el.children.length === 0 && el.textContent?.trim() === name) : [];
    for (const el of inHeader) {
      const box = el.getBoundingClientRect();
      const shown = el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.left >= -0.5 && box.right <= viewport + 0.5;
      if (!shown) return `the header's name is ${box.width === 0 ? "hidden" : "off-screen"}`;
    }
    if (inHeader.length > 0) return null;
    const h1 = document.querySelector("h1");
    const box = h1?.getBoundingClientRect();
    if (!h1 || h1.textContent?.trim() !== name || !box || box.top > innerHeight * 0.75 || box.right > viewport + 0.5)
      return `neither the header nor the first screen shows the name (h1 at ${Math.round(box?.top ?? -1)} px)`;
    return null;
  }, name);
}

/** Placeholders a visitor should never see: "No Image" boxes, empty-state lines, headings with nothing under them. */
async function placeholders(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const found: string[] = [];
    const root = document.querySelector(".pt-root")!;
    if (/No Image/i.test(root.textContent ?? "")) found.push('"No Image"');
    if (root.querySelector(".pt-avatar--no-image")) found.push("a no-image box");
    for (const empty of root.querySelectorAll(".pt-empty")) found.push(`empty-state text "${empty.textContent}"`);
    for (const heading of root.querySelectorAll("section h2")) {
      const section = heading.closest("section")!;
      const rest = (section.textContent ?? "").replace(heading.textContent ?? "", "").trim();
      if (rest === "" && !section.querySelector("img, form")) found.push(`an empty section "${heading.textContent}"`);
    }
    return found;
  });
}

describe.each([
  { kind: "sparse", nav: SPARSE_NAV },
  { kind: "full", nav: FULL_NAV },
])("every template on a phone, $kind content", ({ kind, nav }) => {
  // One owner publishes each template in turn, the sample's pictures uploaded once (as seed.ts's sampleOwner).
  let user: SeededUser;
  let content: PortfolioFormData;
  beforeAll(async () => {
    user = await seedUser(`phone-${kind}`);
    await adminRun("users:setPlan", { email: user.email, plan: "pro" });
    content = kind === "sparse" ? SPARSE : withThreeOwnSections(await sampleWithImages(user));
  });

  test.each(TEMPLATES.map((t) => t.id))("%s: the nav reaches every section at 320 and 375 px, the name shows, nothing placeholder", async (templateId) => {
    await user.client.mutation(api.portfolios.publish, { templateId, formData: content });
    const problems: string[] = [];
    for (const width of [375, 320]) {
      const context = await browser.context({ width, height: 740 });
      const page = await browser.open(context, `/portfolio-view/${user.userId}`);
      await page.getByRole("heading", { level: 1, name: sampleFormData.name }).waitFor();
      await page.waitForLoadState("networkidle");
      if (width === 375) await page.screenshot({ path: path.join(SHOTS, `${templateId}-${kind}-${width}.png`) });
      const links = await navLinks(page);
      const labels = links.map((l) => l.label);
      if (JSON.stringify(labels) !== JSON.stringify(nav)) problems.push(`${width}px: the nav lists ${labels.join(", ")}`);
      for (const link of links) if (!link.reachable) problems.push(`${width}px: ${link.label} ${link.problem}`);
      // The owner's own sections are named in sight: icons alone cannot tell "Awards" from "Talks".
      const own = new Set((content.customSections ?? []).map((s) => s.title));
      for (const link of links) if (own.has(link.label) && !link.labelShown) problems.push(`${width}px: ${link.label} is an icon with no label in sight`);
      const name = await nameOnTop(page, sampleFormData.name);
      if (name) problems.push(`${width}px: ${name}`);
      for (const found of await placeholders(page)) problems.push(`${width}px: ${found}`);
      if (await scrollsSideways(page)) problems.push(`${width}px: the page scrolls sideways`);
      await context.close();
    }
    expect(problems.join("\n"), templateId).toBe("");
  });
});
