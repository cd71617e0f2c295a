import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import {
  CUSTOM_DOMAIN_LIMITS,
  DAY_MS,
  daysLeft,
  lowestPlanWith,
  planAllows,
  planInEffect,
  PLANS,
  TRIAL_DAYS,
  TRIAL_USED_MESSAGE,
  yearlySaving,
  type Capability,
  type Plan,
} from "../../convex/model/plans";
import { trialEndedMail } from "../../convex/model/billingMail";
import { isPremium, PREMIUM_MESSAGE, TEMPLATES } from "../../convex/model/templates";
import { deleteAccountForGood, formData, rejectionData, setupBackend, signedUpUser, type Backend } from "./setup";

afterEach(() => {
  vi.useRealTimers();
});

describe("plans: one source of prices and capabilities", () => {
  test("Free costs nothing, Pro keeps the spec's $10, Business costs more; yearly saves two months", () => {
    expect(PLANS.map((p) => [p.id, p.monthly, p.yearly])).toEqual([
      ["free", 0, 0],
      ["pro", 10, 100],
      ["business", 24, 240],
    ]);
    expect(yearlySaving(PLANS[1])).toBe(20);
    expect(yearlySaving(PLANS[2])).toBe(48);
  });

  test("every line on a card is a capability the plan has (Free's branding line: one it lacks)", () => {
    for (const plan of PLANS) {
      for (const line of plan.features) expect([plan.id, line.text, planAllows(plan.id, line.capability)]).toEqual([plan.id, line.text, !line.lacks]);
    }
  });

  test("the lines' counts match the catalogue and the domain limits", () => {
    const free = TEMPLATES.filter((t) => !isPremium(t)).length;
    const premium = TEMPLATES.filter(isPremium).length;
    expect(PLANS[0].features[0].text).toBe(`${free} basic templates`);
    expect(PLANS[1].features[0].text).toBe(`All ${TEMPLATES.length} templates, ${premium} of them premium`);
    expect(PLANS[1].features[1].text).toContain(`(${CUSTOM_DOMAIN_LIMITS.pro} domain)`);
    expect(PLANS[2].features[1].text).toContain(`up to ${CUSTOM_DOMAIN_LIMITS.business} domains`);
    // Nothing promises what the product does not have; collaboration only where the plan has it
    // (members:invite and lib/access.ts refuse it without; tests/convex/members.test.ts).
    expect(PLANS.flatMap((p) => p.features.map((f) => f.text)).join(" ")).not.toMatch(/10\+|unlimited/i);
    const promisesCollaboration = PLANS.filter((p) => p.features.some((f) => /collaboration/i.test(f.text)));
    expect(promisesCollaboration.map((p) => p.id)).toEqual(["business"]);
    expect(promisesCollaboration.every((p) => p.features.some((f) => /collaboration/i.test(f.text) && f.capability === "collaboration"))).toBe(true);
  });

  test("what each plan may do", () => {
    const table = (["free", "pro", "business"] as Plan[]).map((plan) =>
      (["premiumTemplates", "customDomains", "analytics", "noBranding", "seoTools", "collaboration"] as Capability[]).map((c) => planAllows(plan, c)),
    );
    expect(table).toEqual([
      [false, false, false, false, false, false],
      [true, true, true, true, false, false],
      [true, true, true, true, true, true],
    ]);
    expect(lowestPlanWith("premiumTemplates")).toBe("pro");
    expect(lowestPlanWith("seoTools")).toBe("business");
  });

  test("the plan in effect: a running trial lifts the account's own plan, an ended or past one does not", () => {
    const trial = { plan: "business" as const, startedAt: 0, endsAt: 10 * DAY_MS };
    expect(planInEffect({})).toBe("free");
    expect(planInEffect({ plan: "pro", trial })).toBe("business");
    expect(planInEffect({ plan: "pro", trial }, 11 * DAY_MS)).toBe("pro");
    expect(planInEffect({ trial: { ...trial, endedAt: 1 } })).toBe("free");
    expect(planInEffect({ plan: "business", trial: { ...trial, plan: "pro" } })).toBe("business");
    expect(daysLeft(10 * DAY_MS, 10 * DAY_MS - 2 * 3_600_000)).toBe(1);
    expect(daysLeft(10 * DAY_MS, 0)).toBe(10);
  });
});

/** Mail goes to the outbox URL; the test plays the outbox. */
function captureMail() {
  const sent: { to: string; subject: string; text: string }[] = [];
  process.env.MAIL_OUTBOX_URL = "http://outbox.test/mail";
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const mail = JSON.parse(String(init.body)) as { to: string; subject: string; text: string };
      // The confirmation link mailed at sign-up is emailConfirmation.test.ts's subject, not this file's.
      if (!mail.text.includes("/confirm-email/")) sent.push(mail);
      return new Response("{}", { status: 200 });
    }),
  );
  return sent;
}

const sweepAt = (t: Backend, now: number) => t.mutation(internal.billing.sweep, { now });

describe("the free trial", () => {
  test("one trial per account: Pro for 14 days, then no second one of any plan", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ plan: "free", trial: null, trialAvailable: true });
    const { endsAt } = await ada.as.mutation(api.billing.startTrial, { plan: "pro" });
    expect(endsAt).toBe(Date.now() + TRIAL_DAYS * DAY_MS);
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ plan: "pro", trial: { plan: "pro", endsAt }, trialAvailable: false });
    expect(await rejectionData(ada.as.mutation(api.billing.startTrial, { plan: "pro" }))).toMatchObject({ code: "billing/has-plan" });
    expect(await rejectionData(ada.as.mutation(api.billing.startTrial, { plan: "business" }))).toMatchObject({ code: "billing/trial-used" });
    await sweepAt(t, endsAt + 1);
    expect(await rejectionData(ada.as.mutation(api.billing.startTrial, { plan: "pro" }))).toMatchObject({ code: "billing/trial-used" });
  });

  test("deleting the account and signing up again with the same address gives no second trial", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com", "correct horse");
    await ada.as.mutation(api.billing.startTrial, { plan: "pro" });
    await deleteAccountForGood(t, ada);
    const again = await signedUpUser(t, "ada@example.com", "another horse");
    expect(await again.as.query(api.users.current, {})).toMatchObject({ plan: "free", trial: null, trialAvailable: false });
    expect(await again.as.query(api.portfolios.dashboard, {})).toMatchObject({ trialAvailable: false });
    for (const plan of ["pro", "business"] as const) {
      expect(await rejectionData(again.as.mutation(api.billing.startTrial, { plan }))).toEqual({ code: "billing/trial-used", message: TRIAL_USED_MESSAGE });
    }
    expect((await again.as.query(api.users.current, {}))!.plan).toBe("free");
    // Another address still has its trial, and only hashes are kept.
    const bob = await signedUpUser(t, "bob@example.com");
    await bob.as.mutation(api.billing.startTrial, { plan: "business" });
    const kept = await t.run((ctx) => ctx.db.query("usedTrials").collect());
    expect(kept).toHaveLength(2);
    expect(JSON.stringify(kept)).not.toMatch(/ada|bob|example/);
  });

  test("anonymous callers and unknown plans are refused", async () => {
    const t = await setupBackend();
    expect(await rejectionData(t.mutation(api.billing.startTrial, { plan: "pro" }))).toMatchObject({ code: "auth/unauthenticated" });
    const ada = await signedUpUser(t);
    // @ts-expect-error -- "free" is not a trial plan: the validator refuses it.
    await expect(ada.as.mutation(api.billing.startTrial, { plan: "free" })).rejects.toThrow(/Validator/);
  });

  test("a trial of Pro publishes with a premium template; the sweep mails 3 days before and at the end; the page stays up, premium turns read-only", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-03-01T12:00:00Z").getTime();
    vi.setSystemTime(start);
    const sent = captureMail();
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await rejectionData(ada.as.mutation(api.templates.use, { templateId: "bold" }))).toEqual({ code: "template/premium", message: PREMIUM_MESSAGE });
    const { endsAt } = await ada.as.mutation(api.billing.startTrial, { plan: "pro" });
    await ada.as.mutation(api.templates.use, { templateId: "bold" });
    await ada.as.mutation(api.drafts.save, { templateId: "bold", formData: formData(), baseRevision: 0 });
    await ada.as.mutation(api.portfolios.publish, { templateId: "bold", formData: formData() });
    expect((await ada.as.query(api.audience.summary, {}))?.chart).not.toBeNull();

    // Ten days in: nothing to say yet. Eleven days and a bit: the reminder, once.
    await sweepAt(t, start + 10 * DAY_MS);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(sent).toEqual([]);
    await sweepAt(t, endsAt - 3 * DAY_MS + 60_000);
    await sweepAt(t, endsAt - 2 * DAY_MS);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([["ada@example.com", "Your Pro trial ends in 3 days"]]);

    // Past the end, before the sweep: the server already refuses what needs the plan.
    vi.setSystemTime(endsAt + 1000);
    expect(await rejectionData(ada.as.mutation(api.templates.use, { templateId: "artistic" }))).toMatchObject({ code: "template/premium" });
    await sweepAt(t, endsAt + 1000);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(sent.map((m) => m.subject)).toEqual(["Your Pro trial ends in 3 days", "Your Pro trial has ended"]);
    expect(sent[1].text).toContain("still online");
    // Back on Free, the page shows the branding link again: the mail does not promise it is unchanged.
    expect(sent[1].text).toContain('shows the "Made with Portfolio Builder" link again');
    expect(sent[1].text).not.toContain("exactly as you published it");

    expect(await ada.as.query(api.users.current, {})).toMatchObject({ plan: "free", trial: null, trialAvailable: false });
    // The published page is exactly as published.
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page).toMatchObject({ status: "published", templateId: "bold" });
    // What needs the plan is refused on the server: the premium draft, publishing it, analytics, domains.
    expect(await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "bold", formData: formData({ bio: "x" }), baseRevision: 1 }))).toMatchObject({
      code: "template/premium",
    });
    expect(await rejectionData(ada.as.mutation(api.portfolios.publish, { templateId: "bold", formData: formData() }))).toMatchObject({
      code: "template/premium",
    });
    expect(await ada.as.query(api.audience.summary, {})).toMatchObject({ plan: "free", chart: null, referrers: null });
    expect(await rejectionData(ada.as.mutation(api.customDomains.add, { domain: "ada.design" }))).toMatchObject({ code: "domain/plan" });
    // A second sweep has nothing left to do.
    expect(await sweepAt(t, endsAt + 2000)).toEqual({ ended: 0, lapsed: 0 });
  });

  test("an operator's plan outlives a trial; users:setPlan still sets the account's own plan", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const { endsAt } = await ada.as.mutation(api.billing.startTrial, { plan: "business" });
    await t.mutation(internal.users.setPlan, { email: "ada@example.com", plan: "pro" });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ plan: "business" });
    await sweepAt(t, endsAt);
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ plan: "pro", trial: null });
    await ada.as.mutation(api.templates.use, { templateId: "bold" });
  });
});

describe("platform branding", () => {
  test("the trial-end mail says the branding link returns only when the account's own plan shows it", () => {
    const backOnFree = trialEndedMail("ada@example.com", "pro", "https://app.example").text;
    expect(backOnFree).toContain('on the Free plan it shows the "Made with Portfolio Builder" link again');
    const backOnPro = trialEndedMail("ada@example.com", "business", "https://app.example", "pro").text;
    expect(backOnPro).toContain("still online as you published it");
    expect(backOnPro).not.toContain("Made with Portfolio Builder");
  });

  test("the public page says only whether to show the link: Free yes, a trial or paid plan no", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData() });
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page).toMatchObject({ status: "published", branding: true });
    // A boolean, and no account field rides along with it.
    expect(JSON.stringify(page)).not.toMatch(/"plan"|"trial"|ada@example\.com/);
    const { endsAt } = await ada.as.mutation(api.billing.startTrial, { plan: "pro" });
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toMatchObject({ branding: false });
    await sweepAt(t, endsAt);
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toMatchObject({ branding: true });
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "business" });
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toMatchObject({ branding: false });
  });
});

describe("SEO tools (Business)", () => {
  const settings = { title: "Ada Lovelace, analytical engines", description: "Notes on the first program.", image: "photo" as const };

  test("only Business (a trial counts) may save; the public page carries the settings, and keeps them when the plan lapses", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData() });
    expect(await ada.as.query(api.seo.settings, {})).toMatchObject({ allowed: false, settings: { title: "", description: "", image: "card" } });
    expect(await rejectionData(ada.as.mutation(api.seo.save, { settings }))).toEqual({
      code: "plan/required",
      message: "SEO tools come with the Business plan.",
    });
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "pro" });
    expect(await rejectionData(ada.as.mutation(api.seo.save, { settings }))).toMatchObject({ code: "plan/required" });

    const { endsAt } = await ada.as.mutation(api.billing.startTrial, { plan: "business" });
    await ada.as.mutation(api.seo.save, { settings: { ...settings, title: `  ${settings.title}\n` } });
    expect(await ada.as.query(api.seo.settings, {})).toMatchObject({ allowed: true, settings });
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toMatchObject({ seo: settings });

    await sweepAt(t, endsAt);
    expect(await ada.as.query(api.seo.settings, {})).toMatchObject({ allowed: false, settings });
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toMatchObject({ seo: settings });
    expect(await rejectionData(ada.as.mutation(api.seo.save, { settings: { ...settings, title: "x" } }))).toMatchObject({ code: "plan/required" });
  });

  test("limits are checked on the server too; anonymous callers are refused", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "business" });
    expect(await rejectionData(ada.as.mutation(api.seo.save, { settings: { ...settings, title: "x".repeat(121) } }))).toMatchObject({
      code: "validation/invalid",
      fields: { title: expect.stringContaining("120") },
    });
    expect(await rejectionData(ada.as.mutation(api.seo.save, { settings: { ...settings, description: "x".repeat(321) } }))).toMatchObject({
      fields: { description: expect.stringContaining("320") },
    });
    expect(await rejectionData(t.mutation(api.seo.save, { settings }))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await t.query(api.seo.settings, {})).toBeNull();
  });
});
