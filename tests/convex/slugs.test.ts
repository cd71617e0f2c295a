import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { MAX_OLD_SLUGS, numberedSlug, RESERVED_SLUGS, slugRejection, suggestSlug } from "../../convex/model/slug";
import { formData, rejectionData, setupBackend, signedUpUser, type Backend, type TestUser } from "./setup";

const slugRowsOf = (t: Backend) => t.run((ctx) => ctx.db.query("slugs").collect());
const bySlug = (t: Backend, slug: string) => t.query(api.portfolios.getPublicBySlug, { slug });

describe("slug rules (shared with the dashboard)", () => {
  test("accepts 3–40 characters of a–z, 0–9 and single inner hyphens", () => {
    for (const ok of ["ada", "ada-lovelace", "a1-b2-c3", "007", "x".repeat(40)]) expect(slugRejection(ok)).toBeNull();
  });

  test("refuses malformed slugs with a readable message per failure", () => {
    expect(slugRejection("")).toEqual({ code: "slug/invalid", message: "Enter an address." });
    expect(slugRejection("ab")).toEqual({ code: "slug/invalid", message: "Use at least 3 characters." });
    expect(slugRejection("x".repeat(41))).toEqual({ code: "slug/invalid", message: "Use at most 40 characters." });
    for (const bad of ["ada lovelace", "ada_l", "adä", "ada.l", "ADA", "ada/x", "<script>"]) {
      expect(slugRejection(bad)).toEqual({ code: "slug/invalid", message: "Use only letters a–z, digits and hyphens." });
    }
    for (const bad of ["-ada", "ada-", "ada--l"]) {
      expect(slugRejection(bad)).toMatchObject({ code: "slug/invalid", message: expect.stringContaining("hyphen") });
    }
  });

  test("refuses every app route and service name as reserved", () => {
    for (const word of [
      "home",
      "pricing",
      "about",
      "contact",
      "login",
      "signup",
      "dashboard",
      "account",
      "templates",
      "builder",
      "preview",
      "portfolio-view",
      "api",
      "admin",
      "www",
      "assets",
      "static",
      "sitemap",
      "robots",
      "help",
      "support",
      "settings",
    ]) {
      expect(RESERVED_SLUGS.has(word)).toBe(true);
      expect(slugRejection(word)).toEqual({ code: "slug/reserved", message: `“${word}” is reserved. Please choose another address.` });
    }
  });

  test("suggests from a name: accents stripped, lower-case, hyphens, always a valid shape", () => {
    expect(suggestSlug("Ada Lovelace")).toBe("ada-lovelace");
    expect(suggestSlug("  José  Ñúñez-García ")).toBe("jose-nunez-garcia");
    expect(suggestSlug("Straße Łukasz Øster")).toBe("strasse-lukasz-oster");
    expect(suggestSlug("O'Brien, Jr.")).toBe("o-brien-jr");
    expect(suggestSlug("Al")).toBe("al-portfolio");
    expect(suggestSlug("李小龍")).toBe("portfolio");
    expect(suggestSlug("😀")).toBe("portfolio");
    const long = suggestSlug("Maximilian Alexander Christopher von Habsburg-Lothringen");
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toBe("maximilian-alexander-christopher-von-hab");
    expect(suggestSlug("a".repeat(39) + " b")).toBe("a".repeat(39)); // no trailing hyphen after the cut
    for (const name of ["Ada Lovelace", "  José ", "Al", "李", "x".repeat(80), "--a--b--c--"]) {
      expect(slugRejection(suggestSlug(name))?.code).not.toBe("slug/invalid");
    }
    expect(numberedSlug("x".repeat(40), 12)).toBe(`${"x".repeat(37)}-12`);
    expect(numberedSlug("ab-cdefgh", 2)).toBe("ab-cdefgh-2");
  });
});

describe("readable addresses", () => {
  test("the first publish assigns a unique suggestion regardless of case; republishing keeps it", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const ada2 = await signedUpUser(t, "ada2@example.com");
    const ada3 = await signedUpUser(t, "ada3@example.com");
    expect(await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name: "Ada Lovelace" }) })).toMatchObject({
      path: "/p/ada-lovelace",
    });
    expect(await ada2.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name: "ADA LOVELACE" }) })).toMatchObject({
      path: "/p/ada-lovelace-2",
    });
    expect(await ada3.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name: "Ada Lovélace" }) })).toMatchObject({
      path: "/p/ada-lovelace-3",
    });
    // A new name later does not move the address.
    expect(await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name: "Countess Lovelace" }) })).toMatchObject({
      path: "/p/ada-lovelace",
    });
    expect((await slugRowsOf(t)).map((r) => r.slug).sort()).toEqual(["ada-lovelace", "ada-lovelace-2", "ada-lovelace-3"]);
  });

  test("a name that is a reserved word gets a numbered suggestion", async () => {
    const t = await setupBackend();
    const admin = await signedUpUser(t, "admin@example.com");
    expect(await admin.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name: "Admin" }) })).toMatchObject({
      path: "/p/admin-2",
    });
  });

  test("the current slug gives getPublic's answer; getPublic names the slug and noindex", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ bio: "Engines." }) });
    const byId = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(byId).toMatchObject({ status: "published", slug: "ada-lovelace", noindex: false });
    expect(await bySlug(t, "ada-lovelace")).toEqual(byId);
  });

  test("setSlug saves a normalised slug; the old one answers moved; the oldest earlier slugs are freed", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
    expect(await ada.as.mutation(api.portfolios.setSlug, { slug: "  The-Countess " })).toEqual({ slug: "the-countess", path: "/p/the-countess" });
    expect(await bySlug(t, "ada-lovelace")).toEqual({ status: "moved", slug: "the-countess" });
    expect(await bySlug(t, "the-countess")).toMatchObject({ status: "published", slug: "the-countess" });
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toMatchObject({ slug: "the-countess" });
    // The current slug in other letter case forwards to its canonical spelling.
    expect(await bySlug(t, "The-Countess")).toEqual({ status: "moved", slug: "the-countess" });
    // Saving the current slug again changes nothing.
    await ada.as.mutation(api.portfolios.setSlug, { slug: "the-countess" });
    expect((await slugRowsOf(t)).length).toBe(2);

    // Taking back one's own earlier slug is allowed.
    await ada.as.mutation(api.portfolios.setSlug, { slug: "ada-lovelace" });
    expect(await bySlug(t, "the-countess")).toEqual({ status: "moved", slug: "ada-lovelace" });
    expect(await bySlug(t, "ada-lovelace")).toMatchObject({ status: "published" });

    // Beyond MAX_OLD_SLUGS earlier slugs, the oldest are freed and anyone may take them.
    for (const slug of ["one-1", "two-2", "three-3", "four-4"]) await ada.as.mutation(api.portfolios.setSlug, { slug });
    const rows = (await slugRowsOf(t)).filter((r) => r.userId === ada.userId);
    expect(rows.filter((r) => r.isCurrent).map((r) => r.slug)).toEqual(["four-4"]);
    expect(
      rows
        .filter((r) => !r.isCurrent)
        .map((r) => r.slug)
        .sort(),
    ).toEqual(["one-1", "three-3", "two-2"]);
    expect(rows.length).toBe(MAX_OLD_SLUGS + 1);
    expect(await bySlug(t, "the-countess")).toEqual({ status: "not-found" });
    expect(await bySlug(t, "one-1")).toEqual({ status: "moved", slug: "four-4" });
    expect(await bob.as.mutation(api.portfolios.setSlug, { slug: "ada-lovelace" })).toMatchObject({ slug: "ada-lovelace" });
  });

  test("refuses invalid, reserved and taken slugs (any case, current or earlier) with a field message; nothing saved", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
    await ada.as.mutation(api.portfolios.setSlug, { slug: "countess" });
    await bob.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name: "Bob" }) });
    const before = await slugRowsOf(t);

    const cases = [
      { slug: "no", code: "slug/invalid", message: "Use at least 3 characters." },
      { slug: "bob smith", code: "slug/invalid", message: "Use only letters a–z, digits and hyphens." },
      { slug: "x".repeat(200), code: "slug/invalid", message: "Use at most 40 characters." },
      { slug: "Dashboard", code: "slug/reserved", message: "“dashboard” is reserved. Please choose another address." },
      { slug: "p", code: "slug/invalid", message: "Use at least 3 characters." },
      { slug: "COUNTESS", code: "slug/taken", message: "This address is already taken. Please choose another one." },
      { slug: "ada-lovelace", code: "slug/taken", message: "This address is already taken. Please choose another one." },
    ];
    for (const { slug, code, message } of cases) {
      expect(await rejectionData(bob.as.mutation(api.portfolios.setSlug, { slug })), slug).toEqual({ code, message, fields: { slug: message } });
    }
    expect(await slugRowsOf(t)).toEqual(before);
    expect(await bySlug(t, "countess")).toMatchObject({ status: "published", slug: "countess" });
    expect(await t.query(api.portfolios.getPublic, { userId: bob.userId })).toMatchObject({ slug: "bob" });
  });

  test("signed-out callers cannot set a slug or the search switch", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
    expect(await rejectionData(t.mutation(api.portfolios.setSlug, { slug: "stolen" }))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await rejectionData(t.mutation(api.portfolios.setSearchVisibility, { hidden: true }))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await bySlug(t, "ada-lovelace")).toMatchObject({ status: "published", noindex: false });
    expect(await bySlug(t, "stolen")).toEqual({ status: "not-found" });
  });

  test("malformed or unknown slugs are not-found, never an error", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
    for (const slug of [
      "",
      "a",
      "-",
      "ada--lovelace",
      "../ada-lovelace",
      "ada lovelace",
      "%00",
      "x".repeat(100_000),
      "admin",
      "nobody-here",
      "ada-lovelace/",
    ]) {
      expect(await bySlug(t, slug), slug.slice(0, 20)).toEqual({ status: "not-found" });
    }
  });

  test("an unpublished page answers not-published by its current and its earlier slugs, never revealing the new one", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
    await ada.as.mutation(api.portfolios.setSlug, { slug: "secret-new" });
    await ada.as.mutation(api.portfolios.unpublish, {});
    expect(await bySlug(t, "secret-new")).toEqual({ status: "not-published" });
    expect(await bySlug(t, "ada-lovelace")).toEqual({ status: "not-published" });
    expect(await bySlug(t, "SECRET-NEW")).toEqual({ status: "not-published" });
  });

  test("a slug set before the first publish is kept by it", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.setSlug, { slug: "ada-writes" });
    expect(await bySlug(t, "ada-writes")).toEqual({ status: "not-published" });
    expect(await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() })).toMatchObject({ path: "/p/ada-writes" });
  });

  test("the slug lookup reads a bounded number of documents", async () => {
    const t = await setupBackend({ limits: true });
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
    await ada.as.mutation(api.portfolios.setSlug, { slug: "countess" });
    await t.run(async (ctx) => {
      for (let i = 0; i < 500; i++) {
        const userId = await ctx.db.insert("users", { email: `user${i}@example.com` });
        await ctx.db.insert("slugs", { slug: `user-${i}`, userId, isCurrent: true, createdAt: i });
      }
    });
    const read = (slug: string, documentsRead: number) =>
      t.query((ctx) => ctx.runQuery(api.portfolios.getPublicBySlug, { slug }, { transactionLimits: { documentsRead } }));
    // The slug row, the portfolio and its owner (whose plan decides the platform branding).
    expect((await read("countess", 3)).status).toBe("published");
    expect((await read("ada-lovelace", 3)).status).toBe("moved");
    await expect(read("countess", 2)).rejects.toThrow(/too many documents/);
  });
});

describe("portfolios published before readable addresses", () => {
  test("backfillSlugs gives each published one a unique slug and a sitemap row, page by page, idempotently", async () => {
    vi.useFakeTimers();
    try {
      const t = await setupBackend();
      const ada = await signedUpUser(t);
      await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
      await t.run(async (ctx) => {
        for (let i = 0; i < 130; i++) {
          const userId = await ctx.db.insert("users", {});
          const publishedAt = new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString();
          await ctx.db.insert("portfolios", {
            userId,
            isPublished: i % 10 !== 0,
            selectedTemplate: "modern",
            portfolioData: formData({ name: "Grace Hopper" }),
            publishedAt,
          });
        }
      });
      const backfill = async () => {
        await t.mutation(internal.portfolios.backfillSlugs, {});
        await t.finishAllScheduledFunctions(vi.runAllTimers);
      };
      await backfill();
      const rows = await slugRowsOf(t);
      expect(rows).toHaveLength(1 + 117);
      expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
      expect(rows.filter((r) => r.slug.startsWith("grace-hopper"))).toHaveLength(117);
      for (const row of rows) expect(slugRejection(row.slug)).toBeNull();
      expect(rows.find((r) => r.userId === ada.userId)?.slug).toBe("ada-lovelace");
      const entries = await t.run((ctx) => ctx.db.query("sitemapEntries").collect());
      expect(entries).toHaveLength(118);

      await backfill();
      expect(await slugRowsOf(t)).toEqual(rows);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("search engines", () => {
  test("the switch gives noindex and takes the page out of the sitemap; link data stays public", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
    await ada.as.mutation(api.portfolios.setSearchVisibility, { hidden: true });
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toMatchObject({ status: "published", noindex: true });
    expect(await bySlug(t, "ada-lovelace")).toMatchObject({ status: "published", noindex: true });
    expect(await ada.as.query(api.portfolios.dashboard, {})).toMatchObject({ published: { hiddenFromSearch: true, slug: "ada-lovelace" } });
    expect((await sitemapOf(t)).map((e) => e.slug)).toEqual([]);
    // The choice outlives unpublishing and republishing.
    await ada.as.mutation(api.portfolios.unpublish, {});
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
    expect(await bySlug(t, "ada-lovelace")).toMatchObject({ noindex: true });
    await ada.as.mutation(api.portfolios.setSearchVisibility, { hidden: false });
    expect((await sitemapOf(t)).map((e) => e.slug)).toEqual(["ada-lovelace"]);
  });

  test("the sitemap lists published, searchable portfolios by current slug, newest first, with no account fields", async () => {
    const t = await setupBackend();
    const users: TestUser[] = [];
    for (const name of ["Ada", "Bob", "Cy", "Dee"]) {
      const user = await signedUpUser(t, `${name.toLowerCase()}@example.com`);
      await user.as.mutation(api.users.updateAccount, {
        fields: {
          name: `${name} Account`,
          email: `${name.toLowerCase()}@example.com`,
          phone: "+44 20 7946 0001",
          dob: "1990-12-10",
          gender: "female",
          address: "Secret St 1",
        },
      });
      users.push(user);
    }
    const [ada, bob, cy, dee] = users;
    const publish = (user: TestUser, name: string) => user.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name }) });
    const adaPublished = await publish(ada, "Ada");
    await publish(bob, "Bob");
    await publish(cy, "Cy Young");
    await publish(dee, "Dee");
    await bob.as.mutation(api.portfolios.unpublish, {});
    await cy.as.mutation(api.portfolios.setSearchVisibility, { hidden: true });
    await dee.as.mutation(api.portfolios.setSlug, { slug: "dee-renamed" });
    await cy.as.mutation(api.portfolios.setSlug, { slug: "cy-renamed" });

    const entries = await sitemapOf(t);
    expect(entries.map((e) => e.slug)).toEqual(["dee-renamed", "ada"]);
    // One language each: no alternates to list.
    expect(entries[1]).toEqual({ slug: "ada", publishedAt: adaPublished.publishedAt, languages: [] });
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(["languages", "publishedAt", "slug"]);
    const text = JSON.stringify(await t.query(api.portfolios.sitemap, { paginationOpts: { numItems: 100, cursor: null } }));
    for (const secret of ["Account", "example.com", "Secret St", "1990-12-10", "female", ada.userId, "users"]) expect(text).not.toContain(secret);
  });

  test("the sitemap pages through an index, at most 5,000 rows a page", async () => {
    const t = await setupBackend({ limits: true });
    await t.run(async (ctx) => {
      for (let i = 0; i < 12; i++) {
        const userId = await ctx.db.insert("users", {});
        await ctx.db.insert("sitemapEntries", { userId, slug: `user-${i}`, publishedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() });
      }
    });
    const first = await t.query(api.portfolios.sitemap, { paginationOpts: { numItems: 5, cursor: null } });
    expect(first.page.map((e) => e.slug)).toEqual(["user-11", "user-10", "user-9", "user-8", "user-7"]);
    expect(first.isDone).toBe(false);
    const rest = await t.query(api.portfolios.sitemap, { paginationOpts: { numItems: 1_000_000, cursor: first.continueCursor } });
    expect(rest.page).toHaveLength(7);
    expect(rest.isDone).toBe(true);
    // A huge or silly page size is clamped, and reads stay within the page.
    const read = (numItems: number, documentsRead: number) =>
      t.query((ctx) => ctx.runQuery(api.portfolios.sitemap, { paginationOpts: { numItems, cursor: null } }, { transactionLimits: { documentsRead } }));
    expect((await read(3, 4)).page).toHaveLength(3);
    await expect(read(12, 4)).rejects.toThrow(/too many documents/);
    expect((await read(-5, 2)).page).toHaveLength(1);
  });
});

async function sitemapOf(t: Backend) {
  const result = await t.query(api.portfolios.sitemap, { paginationOpts: { numItems: 100, cursor: null } });
  expect(result.isDone).toBe(true);
  return result.page;
}
