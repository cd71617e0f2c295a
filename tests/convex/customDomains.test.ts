import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  afterCheck,
  canUseCustomDomains,
  checkOutcome,
  customDomainLimit,
  displayDomain,
  GRACE_PERIOD_MS,
  hostFromHeader,
  judgeDns,
  normalizeDomain,
  requiredRecords,
  verificationValue,
  type DnsAnswers,
  type DnsTarget,
} from "../../convex/model/customDomains";
import { fakeDns } from "./fakeDomainChecks";
import { formData, rejectionData, setupBackend, signedUpUser, type Backend, type TestUser } from "./setup";

const TARGET: DnsTarget = { cname: null, ipv4: ["127.0.0.1"], ipv6: [] };
const none: DnsAnswers = { txt: [], cname: [], a: [], aaaa: [] };

describe("domain names (shared with the dashboard)", () => {
  test("compares names case-insensitively, as punycode, without a trailing dot", () => {
    expect(normalizeDomain("Ana.Design")).toEqual({ hostname: "ana.design" });
    expect(normalizeDomain("  WWW.ANA.DESIGN.  ")).toEqual({ hostname: "www.ana.design" });
    expect(normalizeDomain("Bücher.DE")).toEqual({ hostname: "xn--bcher-kva.de" });
    expect(normalizeDomain("xn--bcher-kva.de")).toEqual({ hostname: "xn--bcher-kva.de" });
    expect(normalizeDomain("ＡＮＡ．design")).toEqual({ hostname: "ana.design" });
    expect(displayDomain("xn--bcher-kva.de")).toBe("bücher.de");
    expect(normalizeDomain("https://www.ana.design/work?x=1")).toEqual({ hostname: "www.ana.design" });
    // .test is allowed so an operator can try the set-up on a private resolver.
    expect(normalizeDomain("ana.test")).toEqual({ hostname: "ana.test" });
  });

  test("refuses what cannot be a customer's domain, with a message for the field", () => {
    const code = (input: string) => {
      const result = normalizeDomain(input);
      return "code" in result ? result.code : "ok";
    };
    for (const bad of [
      "",
      "ana",
      "ana.design:8080",
      "user@ana.design",
      "*.ana.design",
      "ftp://ana.design",
      "ana..design",
      "-ana.design",
      "ana-.design",
      "a_b.design",
      "127.0.0.1",
      "[::1]",
      "ana.123",
      `${"a".repeat(64)}.design`,
      `${"a.".repeat(130)}design`,
      "ana design.com",
      "ana.design\\x",
    ]) {
      expect(code(bad), bad).toBe("domain/invalid");
    }
    for (const reserved of [
      "localhost",
      "ana.localhost",
      "printer.local",
      "db.internal",
      "x.invalid",
      "example.com",
      "www.example.org",
      "ana.example",
      "abc.onion",
      "1.0.0.127.in-addr.arpa",
      "nas.home.arpa",
      "router.lan",
    ]) {
      expect(code(reserved), reserved).toBe("domain/reserved");
    }
    expect(normalizeDomain("")).toMatchObject({ message: "Enter a domain, like ana.design or www.ana.design." });
    expect(normalizeDomain("ana.design:8080")).toMatchObject({ message: expect.stringContaining("without a port") });
  });

  test("the Public Suffix List's private section: names under a shared hosting domain are refused with a coded message", () => {
    for (const shared of ["foo.github.io", "github.io", "www.ana.github.io", "app.appspot.com", "a.b.blogspot.com"]) {
      const result = normalizeDomain(shared);
      expect(result, shared).toMatchObject({ code: "domain/shared-hosting", message: expect.stringContaining("a shared hosting domain") });
    }
    expect(normalizeDomain("foo.github.io")).toMatchObject({
      message: "“foo.github.io” is under github.io, a shared hosting domain: its names belong to that service. Enter a domain you own, like ana.design.",
    });
    // The ICANN section as before: a public suffix is nobody's; names under one are fine.
    expect(normalizeDomain("co.uk")).toMatchObject({ code: "domain/reserved", message: expect.stringContaining("is a public suffix") });
    expect(normalizeDomain("www.example.co.uk")).toEqual({ hostname: "www.example.co.uk" });
    expect(normalizeDomain("ana.design")).toEqual({ hostname: "ana.design" });
    expect(normalizeDomain("github.com")).toEqual({ hostname: "github.com" });
  });

  test("fullwidth and other compatibility forms fold (NFKC) before IDNA, the same in every runtime", () => {
    expect(normalizeDomain("ａｎａ.ｄｅｓｉｇｎ")).toEqual({ hostname: "ana.design" });
    expect(normalizeDomain("ana。design")).toEqual({ hostname: "ana.design" });
    expect(normalizeDomain("ｅｘａｍｐｌｅ.com")).toMatchObject({ code: "domain/reserved" });
    expect(normalizeDomain("ｆｏｏ.ｇｉｔｈｕｂ.ｉｏ")).toMatchObject({ code: "domain/shared-hosting" });
    expect(normalizeDomain("１２７．０．０．１")).toMatchObject({ code: "domain/invalid", message: "Use a domain name, not an IP address." });
    expect(normalizeDomain("ana.design：８０８０")).toMatchObject({ code: "domain/invalid", message: expect.stringContaining("without a port") });
    expect(normalizeDomain("xn--zz.design")).toMatchObject({ code: "domain/invalid" });
    // A Host header or the TLS proxy's question is ASCII: other forms name nothing served here.
    for (const host of ["ａｎａ.design", "ａｎａ.ｄｅｓｉｇｎ", "ana.design：443", "bücher.de", "１２７．０．０．１"])
      expect(hostFromHeader(host), host).toBeNull();
    expect(hostFromHeader("foo.github.io")).toBeNull();
  });

  test("a Host header maps to a stored name, or to nothing", () => {
    expect(hostFromHeader("ANA.Design:443")).toBe("ana.design");
    expect(hostFromHeader("ana.design.")).toBe("ana.design");
    expect(hostFromHeader("xn--bcher-kva.de")).toBe("xn--bcher-kva.de");
    for (const bad of [null, undefined, "", "ana.design/evil", "a@b.c", "[::1]:80", "ana.design:99999x", "x".repeat(300), "ana.design, evil.com"]) {
      expect(hostFromHeader(bad), String(bad)).toBeNull();
    }
  });

  test("plans: Pro and Business, with a limit each", () => {
    expect(canUseCustomDomains("free")).toBe(false);
    expect(canUseCustomDomains(undefined)).toBe(false);
    expect(canUseCustomDomains("pro")).toBe(true);
    expect(canUseCustomDomains("business")).toBe(true);
    expect([customDomainLimit("free"), customDomainLimit("pro"), customDomainLimit("business")]).toEqual([0, 1, 3]);
  });

  test("records: CNAME for a subdomain, A/AAAA for a root domain, TXT with the domain's token", () => {
    const target: DnsTarget = { cname: "sites.portfolio.example", ipv4: ["203.0.113.7"], ipv6: ["2001:db8::7"] };
    expect(requiredRecords("www.ana.design", "t0k", target, false)).toEqual([
      { type: "CNAME", name: "www.ana.design", value: "sites.portfolio.example", purpose: "routing" },
      { type: "TXT", name: "_portfolio-builder.www.ana.design", value: "portfolio-builder-verify=t0k", purpose: "ownership" },
    ]);
    expect(requiredRecords("ana.design", "t0k", target, true).map((r) => `${r.type} ${r.value}`)).toEqual([
      "A 203.0.113.7",
      "AAAA 2001:db8::7",
      "TXT portfolio-builder-verify=t0k",
    ]);
    // Only a CNAME target configured: the root domain is shown it too (ALIAS/flattening providers).
    expect(requiredRecords("ana.design", "t", { cname: "sites.portfolio.example", ipv4: [], ipv6: [] }, true)[0].type).toBe("CNAME");
  });

  test("a check's answers: verified, waiting (missing) or misconfigured (pointing elsewhere)", () => {
    const txt = [verificationValue("tok")];
    const judge = (answers: Partial<DnsAnswers>, target = TARGET) => judgeDns({ ...none, ...answers }, "tok", target);
    expect(judge({ txt, a: ["127.0.0.1"] })).toEqual({ ownership: "ok", routing: "ok" });
    expect(checkOutcome(judge({ txt, a: ["127.0.0.1"] }))).toBe("verified");
    expect(checkOutcome(judge({}))).toBe("pending");
    expect(checkOutcome(judge({ txt }))).toBe("pending");
    expect(judge({ txt: ["portfolio-builder-verify=someone-else"], a: ["127.0.0.1"] }).ownership).toBe("wrong");
    expect(judge({ txt, a: ["127.0.0.1", "198.51.100.9"] }).routing).toBe("wrong");
    expect(judge({ txt, a: ["127.0.0.1"], aaaa: ["2001:db8::1"] }).routing).toBe("wrong");
    expect(checkOutcome(judge({ a: ["198.51.100.9"] }))).toBe("misconfigured");
    const cnameTarget: DnsTarget = { cname: "sites.portfolio.example", ipv4: [], ipv6: [] };
    expect(judge({ txt, cname: ["Sites.Portfolio.Example."], a: ["203.0.113.7"] }, cnameTarget).routing).toBe("ok");
    expect(judge({ txt, cname: ["other.host.example"] }, cnameTarget).routing).toBe("wrong");
    expect(judge({ txt, aaaa: ["2001:DB8:0:0::7"] }, { cname: null, ipv4: [], ipv6: ["2001:db8::7"] }).routing).toBe("ok");
  });

  test("lifecycle: a serving domain that stops matching keeps serving for the grace period, then is removed", () => {
    const t0 = 1_000_000;
    const verified = afterCheck({ status: "pending", serving: false, createdAt: t0 }, "verified", t0 + 60_000);
    expect(verified).toMatchObject({ status: "verified", serving: true, verifiedAt: t0 + 60_000, notice: null });
    const failing = afterCheck(verified, "misconfigured", t0 + 3_600_000);
    expect(failing).toMatchObject({ status: "misconfigured", serving: true, failingSince: t0 + 3_600_000, notice: "failing" });
    const still = afterCheck(failing, "pending", t0 + 7_200_000);
    expect(still).toMatchObject({ status: "misconfigured", serving: true, failingSince: t0 + 3_600_000, notice: null });
    expect(still.nextCheckAt).toBeLessThanOrEqual(t0 + 3_600_000 + GRACE_PERIOD_MS);
    const removed = afterCheck(still, "misconfigured", t0 + 3_600_000 + GRACE_PERIOD_MS);
    expect(removed).toMatchObject({ status: "removed", serving: false, notice: "stopped" });
    expect(afterCheck(removed, "pending", t0 + GRACE_PERIOD_MS * 2)).toMatchObject({ status: "removed", serving: false, notice: null });
    const restored = afterCheck(removed, "verified", t0 + GRACE_PERIOD_MS * 2);
    expect(restored).toMatchObject({ status: "verified", serving: true });
    expect(restored.failingSince).toBeUndefined();
    // Never verified: no grace, no mail, checked often at first.
    const fresh = afterCheck({ status: "pending", serving: false, createdAt: t0 }, "misconfigured", t0 + 1000);
    expect(fresh).toMatchObject({ status: "misconfigured", serving: false, notice: null, nextCheckAt: t0 + 1000 + 30_000 });
  });
});

describe("custom domains on the server", () => {
  let t: Backend;
  let ana: TestUser;

  const setPlan = (user: TestUser, plan: "free" | "pro" | "business") => t.mutation(internal.users.setPlan, { email: user.email, plan });
  const rowsOf = () => t.run((ctx) => ctx.db.query("customDomains").collect());
  const rowOf = async (hostname: string, user?: TestUser) => (await rowsOf()).find((r) => r.hostname === hostname && (!user || r.userId === user.userId))!;
  /** Publishes the records this row needs in the fake DNS (addresses default to the platform's). */
  const publish = async (hostname: string, user?: TestUser, a = ["127.0.0.1"]) => {
    const row = await rowOf(hostname, user);
    fakeDns.set(hostname, { ...none, txt: [...(fakeDns.get(hostname)?.txt ?? []), verificationValue(row.token)], a });
  };
  /** Runs the checks that are scheduled (adding a domain, "Check now", the cron). */
  const runChecks = () => t.finishAllScheduledFunctions(vi.runAllTimers);
  const checkNow = async (user: TestUser, id: Id<"customDomains">) => {
    vi.advanceTimersByTime(11_000);
    await user.as.mutation(api.customDomains.check, { id });
    await runChecks();
  };
  const scheduledMail = async () =>
    (await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect()))
      .filter((job) => job.name.startsWith("mail"))
      .map((job) => job.args[0] as { to: string; subject: string; text: string })
      // Not the confirmation link mailed at sign-up.
      .filter((mail) => !mail.text.includes("/confirm-email/"));

  beforeEach(async () => {
    vi.useFakeTimers();
    fakeDns.clear();
    process.env.CUSTOM_DOMAIN_CNAME = "";
    process.env.CUSTOM_DOMAIN_IPV4 = "127.0.0.1";
    t = await setupBackend();
    ana = await signedUpUser(t, "ana@example.com");
    await setPlan(ana, "pro");
    await ana.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name: "Ana Ortiz" }) });
  });
  afterEach(() => {
    delete process.env.CUSTOM_DOMAIN_CNAME;
    delete process.env.CUSTOM_DOMAIN_IPV4;
    vi.useRealTimers();
  });

  test("add → waiting for DNS → records published → verified: the domain serves the page and the platform forwards to it", async () => {
    const { id, hostname } = await ana.as.mutation(api.customDomains.add, { domain: "Ana.Test." });
    expect(hostname).toBe("ana.test");
    await runChecks();
    let list = await ana.as.query(api.customDomains.list, {});
    expect(list).toMatchObject({ allowed: true, limit: 1, configured: true });
    expect(list!.domains[0]).toMatchObject({ hostname: "ana.test", status: "pending", serving: false, verdict: { ownership: "missing", routing: "missing" } });
    const records = list!.domains[0].records;
    expect(records).toEqual([
      { type: "A", name: "ana.test", value: "127.0.0.1", purpose: "routing" },
      { type: "TXT", name: "_portfolio-builder.ana.test", value: expect.stringMatching(/^portfolio-builder-verify=[0-9a-f]{32}$/), purpose: "ownership" },
    ]);
    expect(await t.query(api.portfolios.getPublicByDomain, { host: "ana.test" })).toEqual({ status: "not-found" });
    expect(await t.query(api.customDomains.tlsAllowed, { host: "ana.test" })).toBe(false);
    expect(await t.run((ctx) => ctx.db.query("sitemapEntries").collect())).toHaveLength(1);

    fakeDns.set("ana.test", { ...none, txt: [records[1].value], a: ["127.0.0.1"] });
    await checkNow(ana, id);
    list = await ana.as.query(api.customDomains.list, {});
    expect(list!.domains[0]).toMatchObject({ status: "verified", serving: true, primary: true, verdict: { ownership: "ok", routing: "ok" } });

    const page = await t.query(api.portfolios.getPublicByDomain, { host: "ANA.TEST:443" });
    expect(page).toMatchObject({ status: "published", userId: ana.userId, customDomain: "ana.test", slug: "ana-ortiz", content: { name: "Ana Ortiz" } });
    expect(await t.query(api.portfolios.getPublicBySlug, { slug: "ana-ortiz" })).toMatchObject({ status: "published", customDomain: "ana.test" });
    expect(await t.query(api.customDomains.tlsAllowed, { host: "ana.test" })).toBe(true);
    expect(await t.query(api.customDomains.tlsAllowed, { host: "other.test" })).toBe(false);
    // The owner's dashboard and the next publish name the address to share.
    expect((await ana.as.query(api.portfolios.dashboard, {}))!.published).toMatchObject({ customDomain: "ana.test" });
    expect(await ana.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name: "Ana Ortiz" }) })).toMatchObject({
      customDomain: "ana.test",
    });
    // The domain's own sitemap lists the page; the platform's no longer does.
    expect(await t.run((ctx) => ctx.db.query("sitemapEntries").collect())).toHaveLength(0);

    await ana.as.mutation(api.customDomains.remove, { id });
    expect(await t.query(api.portfolios.getPublicByDomain, { host: "ana.test" })).toEqual({ status: "not-found" });
    expect(await t.query(api.portfolios.getPublicBySlug, { slug: "ana-ortiz" })).toMatchObject({ status: "published", customDomain: null });
    expect(await t.run((ctx) => ctx.db.query("sitemapEntries").collect())).toHaveLength(1);
  });

  test("only Pro and Business, up to the plan's limit; names refused with a message for the field", async () => {
    const free = await signedUpUser(t, "free@example.com");
    expect(await rejectionData(free.as.mutation(api.customDomains.add, { domain: "free.test" }))).toMatchObject({
      code: "domain/plan",
      message: "Custom domains come with the Pro and Business plans.",
    });
    expect(await free.as.query(api.customDomains.list, {})).toMatchObject({ allowed: false, limit: 0, domains: [] });

    await ana.as.mutation(api.customDomains.add, { domain: "ana.test" });
    expect(await rejectionData(ana.as.mutation(api.customDomains.add, { domain: "ANA.test" }))).toMatchObject({
      code: "domain/duplicate",
      fields: { domain: "You have already added this domain." },
    });
    expect(await rejectionData(ana.as.mutation(api.customDomains.add, { domain: "www.ana.test" }))).toMatchObject({
      code: "domain/limit",
      message: "Your plan connects up to 1 domain. Remove one to add another.",
    });
    await setPlan(ana, "business");
    await ana.as.mutation(api.customDomains.add, { domain: "www.ana.test" });
    await ana.as.mutation(api.customDomains.add, { domain: "bücher.test" });
    expect((await rowsOf()).map((r) => r.hostname).sort()).toEqual(["ana.test", "www.ana.test", "xn--bcher-kva.test"]);
    expect(await rejectionData(ana.as.mutation(api.customDomains.add, { domain: "four.test" }))).toMatchObject({
      code: "domain/limit",
      message: "Your plan connects up to 3 domains. Remove one to add another.",
    });

    const bob = await signedUpUser(t, "bob@example.com");
    await setPlan(bob, "pro");
    for (const [domain, code] of [
      ["localhost", "domain/reserved"],
      ["www.example.com", "domain/reserved"],
      ["co.uk", "domain/reserved"],
      ["bob.github.io", "domain/shared-hosting"],
      ["bob.appspot.com", "domain/shared-hosting"],
      ["ｂｏｂ.github.io", "domain/shared-hosting"],
      ["127.0.0.1", "domain/invalid"],
      ["bob.test:8080", "domain/invalid"],
      ["*.bob.test", "domain/invalid"],
    ] as const) {
      expect(await rejectionData(bob.as.mutation(api.customDomains.add, { domain })), domain).toMatchObject({ code, fields: { domain: expect.any(String) } });
    }
    expect(await rowsOf()).toHaveLength(3);
  });

  test("the platform's own names (and names under them) are refused", async () => {
    process.env.CUSTOM_DOMAIN_CNAME = "sites.portfolio.test";
    process.env.SITE_URL = "https://portfolio.test/portfolio-builder";
    try {
      for (const domain of ["portfolio.test", "WWW.Portfolio.Test", "sites.portfolio.test", "ana.sites.portfolio.test"]) {
        expect(await rejectionData(ana.as.mutation(api.customDomains.add, { domain })), domain).toMatchObject({
          code: "domain/reserved",
          message: expect.stringContaining("belongs to Portfolio Builder itself"),
        });
      }
    } finally {
      process.env.SITE_URL = "http://127.0.0.1:3210";
    }
  });

  test("owner only: others, the signed-out and malformed ids get nothing", async () => {
    const { id } = await ana.as.mutation(api.customDomains.add, { domain: "ana.test" });
    const eve = await signedUpUser(t, "eve@example.com");
    await setPlan(eve, "business");
    for (const call of [
      eve.as.mutation(api.customDomains.check, { id }),
      eve.as.mutation(api.customDomains.remove, { id }),
      eve.as.mutation(api.customDomains.remove, { id: "not-an-id" }),
    ]) {
      expect(await rejectionData(call)).toEqual({ code: "domain/not-found", message: "This domain is not connected to your portfolio." });
    }
    expect((await eve.as.query(api.customDomains.list, {}))!.domains).toEqual([]);
    // "Download my data" holds the owner's domains, and only theirs.
    expect((await ana.as.query(api.dataExport.get, {}))!.account.customDomains).toEqual([
      { domain: "ana.test", status: "pending", connectedAt: expect.any(Number), verifiedAt: null },
    ]);
    expect((await eve.as.query(api.dataExport.get, {}))!.account.customDomains).toEqual([]);
    expect(await t.query(api.customDomains.list, {})).toBeNull();
    expect(await rejectionData(t.mutation(api.customDomains.add, { domain: "x.test" }))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await rowsOf()).toHaveLength(1);
  });

  test("one name serves one portfolio: only the account whose token is published verifies, and a serving name cannot be added", async () => {
    const eve = await signedUpUser(t, "eve@example.com");
    await setPlan(eve, "pro");
    await eve.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ name: "Eve" }) });
    // Eve claims Ana's name first: a claim alone proves nothing.
    const eveClaim = await eve.as.mutation(api.customDomains.add, { domain: "ana.test" });
    const anaClaim = await ana.as.mutation(api.customDomains.add, { domain: "ana.test" });
    await publish("ana.test", ana);
    await checkNow(ana, anaClaim.id);
    await checkNow(eve, eveClaim.id);
    expect(await rowOf("ana.test", ana)).toMatchObject({ status: "verified", serving: true });
    expect(await rowOf("ana.test", eve)).toMatchObject({ status: "misconfigured", serving: false, verdict: { ownership: "wrong" } });
    // Even with her own token published beside Ana's, Eve cannot take a name that serves.
    await publish("ana.test", eve);
    await checkNow(eve, eveClaim.id);
    expect(await rowOf("ana.test", eve)).toMatchObject({ status: "misconfigured", serving: false, verdict: { ownership: "ok", conflict: true } });
    expect(await t.query(api.portfolios.getPublicByDomain, { host: "ana.test" })).toMatchObject({ userId: ana.userId });
    const mallory = await signedUpUser(t, "mallory@example.com");
    await setPlan(mallory, "pro");
    expect(await rejectionData(mallory.as.mutation(api.customDomains.add, { domain: "ANA.TEST" }))).toMatchObject({ code: "domain/taken" });
  });

  test("records that stop matching: mail, grace period, then it stops serving with mail; fixing them brings it back", async () => {
    const { id } = await ana.as.mutation(api.customDomains.add, { domain: "ana.test" });
    await publish("ana.test");
    await runChecks();
    expect(await rowOf("ana.test")).toMatchObject({ status: "verified", serving: true });

    fakeDns.set("ana.test", { ...none, a: ["198.51.100.9"] });
    await checkNow(ana, id);
    const failing = await ana.as.query(api.customDomains.list, {});
    expect(failing!.domains[0]).toMatchObject({
      status: "misconfigured",
      serving: true,
      found: { a: ["198.51.100.9"] },
      verdict: { ownership: "missing", routing: "wrong" },
    });
    expect(failing!.domains[0].graceEndsAt).toBe((await rowOf("ana.test")).failingSince! + GRACE_PERIOD_MS);
    expect(await t.query(api.portfolios.getPublicByDomain, { host: "ana.test" })).toMatchObject({ status: "published" });
    let mail = await scheduledMail();
    // Fixed subjects: the domain is the owner's own text, named in the body (issue 37).
    expect(mail).toEqual([expect.objectContaining({ to: "ana@example.com", subject: "Your custom domain no longer points to your portfolio" })]);
    expect(mail[0].text).toContain("We checked ana.test and its DNS records no longer match");
    expect(mail[0].text).toContain("/dashboard");

    // The scheduled re-checks run through the cron until the grace period is over.
    for (let hour = 0; hour <= GRACE_PERIOD_MS / 3_600_000; hour++) {
      vi.advanceTimersByTime(3_600_000);
      await t.mutation(internal.customDomains.startDueChecks, {});
      await runChecks();
    }
    expect(await rowOf("ana.test")).toMatchObject({ status: "removed", serving: false });
    mail = await scheduledMail();
    expect(mail.map((m) => m.subject)).toEqual(["Your custom domain no longer points to your portfolio", "Your custom domain stopped showing your portfolio"]);
    expect(mail[1].text).toContain("so ana.test no longer shows it");
    expect(await t.query(api.portfolios.getPublicByDomain, { host: "ana.test" })).toEqual({ status: "not-found" });
    expect(await t.query(api.customDomains.tlsAllowed, { host: "ana.test" })).toBe(false);
    expect(await t.run((ctx) => ctx.db.query("sitemapEntries").collect())).toHaveLength(1);

    await publish("ana.test");
    await checkNow(ana, id);
    expect(await rowOf("ana.test")).toMatchObject({ status: "verified", serving: true });
  });

  test("a failed lookup concludes nothing; Check now is rate-limited", async () => {
    const { id } = await ana.as.mutation(api.customDomains.add, { domain: "ana.test" });
    await publish("ana.test");
    await runChecks();
    fakeDns.set("ana.test", { ...none, lookupError: "A: ETIMEOUT" });
    await checkNow(ana, id);
    expect(await rowOf("ana.test")).toMatchObject({ status: "verified", serving: true, found: { lookupError: "A: ETIMEOUT" } });
    expect(await rejectionData(ana.as.mutation(api.customDomains.check, { id }))).toMatchObject({ code: "domain/rate-limited" });
  });

  test("a plan without domains pauses them: nothing served, no certificate, no forwarding", async () => {
    await ana.as.mutation(api.customDomains.add, { domain: "ana.test" });
    await publish("ana.test");
    await runChecks();
    await setPlan(ana, "free");
    expect(await t.query(api.portfolios.getPublicByDomain, { host: "ana.test" })).toEqual({ status: "not-found" });
    expect(await t.query(api.customDomains.tlsAllowed, { host: "ana.test" })).toBe(false);
    expect(await t.query(api.portfolios.getPublicBySlug, { slug: "ana-ortiz" })).toMatchObject({ customDomain: null });
    expect(await t.run((ctx) => ctx.db.query("sitemapEntries").collect())).toHaveLength(1);
    expect((await ana.as.query(api.customDomains.list, {}))!.domains[0]).toMatchObject({ serving: false });
  });

  test("a portfolio's other domains forward to its first one; an unpublished page is not served", async () => {
    await setPlan(ana, "business");
    await ana.as.mutation(api.customDomains.add, { domain: "ana.test" });
    vi.advanceTimersByTime(1000);
    await ana.as.mutation(api.customDomains.add, { domain: "www.ana.test" });
    await publish("ana.test");
    await publish("www.ana.test");
    await runChecks();
    expect(await t.query(api.portfolios.getPublicByDomain, { host: "www.ana.test" })).toEqual({ status: "moved", hostname: "ana.test" });
    await ana.as.mutation(api.portfolios.unpublish, {});
    expect(await t.query(api.portfolios.getPublicByDomain, { host: "ana.test" })).toEqual({ status: "not-published" });
  });

  test("deleting the account removes its domains", async () => {
    await ana.as.mutation(api.customDomains.add, { domain: "ana.test" });
    await t.mutation(internal.account.removeUser, { userId: ana.userId });
    expect(await rowsOf()).toEqual([]);
  });
});
