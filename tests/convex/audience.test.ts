import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import {
  CHART_DAYS,
  MAX_REFERRER_SITES,
  MESSAGE_LIMITS,
  MESSAGE_RETENTION_MS,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_MAX,
  PRESENCE_TTL_MS,
  VIEW_WINDOW_MS,
  VIEWS_PER_BATCH,
  type PageKey,
} from "../../convex/model/audience";
import { RATE_LIMITS } from "../../convex/lib/rateLimits";
import { componentRows, formData, rejectionData, setupBackend, signedUpUser, type Backend, type TestUser } from "./setup";

const SECRET = "s".repeat(40);
const visitor = (n: number) => n.toString(16).padStart(64, "0");

beforeAll(() => {
  process.env.AUDIENCE_SECRET = SECRET;
});
afterEach(() => {
  vi.useRealTimers();
});

async function publishedOwner(t: Backend, email = "ada@example.com") {
  const owner = await signedUpUser(t, email);
  await owner.as.mutation(api.portfolios.publish, {
    templateId: "minimalist",
    formData: formData({ name: email === "ada@example.com" ? "Ada Lovelace" : "Grace Hopper" }),
  });
  return owner;
}

function post(t: Backend, path: string, body: unknown, secret: string | null = SECRET) {
  return t.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(secret === null ? {} : { Authorization: `Bearer ${secret}` }) },
    body: JSON.stringify(body),
  });
}

async function view(t: Backend, key: PageKey, who: number, referrer: string | null = null, secret: string | null = SECRET) {
  const response = await post(t, "/audience/view", { views: [{ key, visitor: visitor(who), referrer }] }, secret);
  const body = (await response.json()) as { counted?: number };
  return { status: response.status, body: body.counted === undefined ? body : { counted: body.counted === 1 } };
}

/** Whether the public page (by slug or id) is online and shows its contact form. */
async function formShown(t: Backend, key: PageKey) {
  const page =
    "slug" in key ? await t.query(api.portfolios.getPublicBySlug, { slug: key.slug }) : await t.query(api.portfolios.getPublic, { userId: key.userId });
  return page.status === "published" && page.contactForm;
}

const totalViews = async (owner: TestUser) => (await owner.as.query(api.audience.summary, {}))!.totalViews;

describe("page views", () => {
  test("the web server's views count once per visitor per 30 minutes, by slug or user id", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    expect((await view(t, { slug: "ada-lovelace" }, 1)).body).toEqual({ counted: true });
    expect((await view(t, { userId: ada.userId }, 1)).body).toEqual({ counted: false });
    expect((await view(t, { slug: "ada-lovelace" }, 2)).body).toEqual({ counted: true });
    expect(await totalViews(ada)).toBe(2);
    vi.advanceTimersByTime(VIEW_WINDOW_MS + 1);
    expect((await view(t, { slug: "ada-lovelace" }, 1)).body).toEqual({ counted: true });
    expect(await totalViews(ada)).toBe(3);
  });

  test("calls without the server's secret are refused and count nothing; malformed visitors are not counted", async () => {
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    expect((await view(t, { slug: "ada-lovelace" }, 1, null, null)).status).toBe(401);
    expect((await view(t, { slug: "ada-lovelace" }, 1, null, "s".repeat(39) + "x")).status).toBe(401);
    expect(await (await post(t, "/audience/view", { views: [{ key: { slug: "ada-lovelace" }, visitor: "not-a-hash", referrer: null }] })).json()).toEqual({
      counted: 0,
    });
    expect((await post(t, "/audience/view", { nonsense: true })).status).toBe(400);
    expect(await totalViews(ada)).toBe(0);
  });

  test("unpublished, unknown and earlier addresses are not counted", async () => {
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    await ada.as.mutation(api.portfolios.setSlug, { slug: "ada" });
    expect((await view(t, { slug: "ada-lovelace" }, 1)).body).toEqual({ counted: false });
    expect((await view(t, { slug: "nobody" }, 1)).body).toEqual({ counted: false });
    expect((await view(t, { userId: "not-an-id" }, 1)).body).toEqual({ counted: false });
    await ada.as.mutation(api.portfolios.unpublish, {});
    expect((await view(t, { slug: "ada" }, 2)).body).toEqual({ counted: false });
    expect(await totalViews(ada)).toBe(0);
    const grace = await signedUpUser(t, "grace@example.com");
    expect((await view(t, { userId: grace.userId }, 3)).body).toEqual({ counted: false });
  });

  test("a batch counts each new visitor once, across pages, and repeats inside it once", async () => {
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    const grace = await publishedOwner(t, "grace@example.com");
    const views = [1, 2, 2, 3].map((n) => ({ key: { slug: "ada-lovelace" }, visitor: visitor(n), referrer: null }));
    views.push({ key: { slug: "grace-hopper" }, visitor: visitor(1), referrer: null });
    expect(await (await post(t, "/audience/view", { views })).json()).toEqual({ counted: 4 });
    expect(await totalViews(ada)).toBe(3);
    expect(await totalViews(grace)).toBe(1);
    const tooMany = Array.from({ length: VIEWS_PER_BATCH + 1 }, (_, n) => ({ key: { slug: "ada-lovelace" }, visitor: visitor(1000 + n), referrer: null }));
    expect((await post(t, "/audience/view", { views: tooMany })).status).toBe(400);
  });

  test("the counters are the sharded-counter component's: concurrent views spread over several shards and sum exactly", async () => {
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    await Promise.all(Array.from({ length: 60 }, (_, i) => view(t, { slug: "ada-lovelace" }, 100 + i)));
    expect(await totalViews(ada)).toBe(60);
    const shards = await componentRows<{ name: string; value: number }>(t, "shardedCounter", "counters");
    const allTime = shards.filter((row) => row.name === `views/${ada.userId}/all`);
    expect(allTime.length).toBeGreaterThan(4);
    expect(allTime.reduce((sum, row) => sum + row.value, 0)).toBe(60);
  });

  test("days older than the chart are deleted, counters and all; the total keeps their views", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    await view(t, { slug: "ada-lovelace" }, 1);
    const firstDay = new Date().toISOString().slice(0, 10);
    vi.advanceTimersByTime(CHART_DAYS * 24 * 3_600_000);
    await view(t, { slug: "ada-lovelace" }, 2);
    await t.mutation(internal.audience.forgetExpired, {});
    // (The owner's session has long expired: read the counters themselves.)
    const rows = await componentRows<{ name: string; value: number }>(t, "shardedCounter", "counters");
    const sum = (name: string) => rows.filter((row) => row.name === name).reduce((total, row) => total + row.value, 0);
    expect(rows.some((row) => row.name.endsWith(firstDay))).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.run((ctx) => ctx.db.query("viewDays").collect())).map((row) => row.day)).toEqual([today]);
    expect(sum(`views/${ada.userId}/all`)).toBe(2);
    expect(sum(`views/${ada.userId}/day/${today}`)).toBe(1);
  });

  test("a page counts at most MAX_REFERRER_SITES sites; known ones keep counting", { timeout: 90_000 }, async () => {
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    const batch = (from: number, sites: (n: number) => string) =>
      Array.from({ length: VIEWS_PER_BATCH }, (_, n) => ({ key: { slug: "ada-lovelace" }, visitor: visitor(from + n), referrer: sites(from + n) }));
    for (let from = 0; from < MAX_REFERRER_SITES + 100; from += VIEWS_PER_BATCH)
      await t.mutation(internal.audience.recordViews, { views: batch(from, (n) => `site-${n}.example`) });
    await t.mutation(internal.audience.recordViews, { views: batch(10_000, () => "site-0.example") });
    expect(await t.run(async (ctx) => (await ctx.db.query("referrerSites").collect()).length)).toBe(MAX_REFERRER_SITES);
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "pro" });
    expect((await ada.as.query(api.audience.summary, {}))!.referrers![0]).toEqual({ domain: "site-0.example", views: VIEWS_PER_BATCH + 1 });
  });

  test("plan gating: the 30-day chart and top referring sites are for Pro and Business only", async () => {
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    await view(t, { slug: "ada-lovelace" }, 1, "news.ycombinator.com");
    await view(t, { slug: "ada-lovelace" }, 2, "news.ycombinator.com");
    await view(t, { slug: "ada-lovelace" }, 3, "github.com");
    await view(t, { slug: "ada-lovelace" }, 4);
    expect(await ada.as.query(api.audience.summary, {})).toMatchObject({ plan: "free", totalViews: 4, chart: null, referrers: null });

    for (const plan of ["pro", "business"] as const) {
      await t.mutation(internal.users.setPlan, { email: ada.email, plan });
      const summary = (await ada.as.query(api.audience.summary, {}))!;
      expect(summary.chart).toHaveLength(CHART_DAYS);
      expect(summary.chart!.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 4 });
      expect(summary.chart!.slice(0, -1).every((d) => d.views === 0)).toBe(true);
      expect(summary.referrers).toEqual([
        { domain: "news.ycombinator.com", views: 2 },
        { domain: "github.com", views: 1 },
      ]);
    }
  });

  test("figures are the owner's only: signed out gets null, another user sees their own zero", async () => {
    const t = await setupBackend();
    await publishedOwner(t);
    await view(t, { slug: "ada-lovelace" }, 1);
    expect(await t.query(api.audience.summary, {})).toBeNull();
    expect(await t.query(api.audience.viewingNow, {})).toBeNull();
    const grace = await signedUpUser(t, "grace@example.com");
    expect(await totalViews(grace)).toBe(0);
  });

  test("visitor hashes are forgotten once their window is over", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    await publishedOwner(t);
    await view(t, { slug: "ada-lovelace" }, 1);
    expect(await t.mutation(internal.audience.forgetExpired, {})).toBe(0);
    vi.advanceTimersByTime(VIEW_WINDOW_MS + 1);
    expect(await t.mutation(internal.audience.forgetExpired, {})).toBe(1);
    expect(await t.run((ctx) => ctx.db.query("viewVisits").collect())).toEqual([]);
  });
});

describe("viewing now", () => {
  const token = (n: number) => `tab-token-${String(n).padStart(10, "0")}`;
  const beat = (t: Backend, n: number, key: PageKey = { slug: "ada-lovelace" }) => t.mutation(api.audience.heartbeat, { key, token: token(n) });

  /** Lets `ms` pass a second at a time, running what the presence component's worker scheduled. */
  async function pass(t: Backend, ms: number) {
    for (let left = ms; left > 0; left -= 1000) {
      vi.advanceTimersByTime(Math.min(1000, left));
      await t.finishInProgressScheduledFunctions();
    }
  }

  test("a heartbeat counts a tab until it stops beating; renewed tabs stay", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    await beat(t, 1);
    await beat(t, 2, { userId: ada.userId });
    await beat(t, 1);
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(2);

    await pass(t, PRESENCE_TTL_MS / 2);
    await beat(t, 1);
    await pass(t, PRESENCE_TTL_MS / 2 + 2000);
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(1);

    await pass(t, PRESENCE_TTL_MS);
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(0);
  });

  test("heartbeats schedule nothing per tab and do not change what viewing now reads", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    await beat(t, 1);
    await pass(t, 3000);
    const rooms = async () => await componentRows(t, "presence", "presence");
    const before = await rooms();
    for (let i = 0; i < 3; i++) {
      await pass(t, PRESENCE_HEARTBEAT_MS);
      await beat(t, 1);
    }
    // Only the tab's session deadline moved: the rows the query reads are the same documents.
    expect(await rooms()).toEqual(before);
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(1);
  });

  test("a tab's goodbye ends it at once; only its own session token does, and a bad one is ignored", async () => {
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    const first = (await beat(t, 1))!;
    await beat(t, 2);
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(2);
    await t.mutation(api.presence.leave, { sessionToken: "00000000-0000-4000-8000-000000000000" });
    await t.mutation(api.presence.leave, { sessionToken: "x".repeat(65) });
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(2);
    await t.mutation(api.presence.leave, { sessionToken: first.sessionToken });
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(1);
    // A later heartbeat from the same tab (back from the back/forward cache) counts it again.
    await beat(t, 1);
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(2);
  });

  test("tabs gone without a goodbye are cleared as new ones arrive, so a page's room stays small", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    await publishedOwner(t);
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 10; i++) await beat(t, round * 100 + i);
      await pass(t, PRESENCE_TTL_MS + 2000);
    }
    expect((await componentRows(t, "presence", "presence")).length).toBeLessThanOrEqual(20);
  });

  test("made-up tabs cannot push viewing now past what the page's limit lets in", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    const { capacity, rate, period } = RATE_LIMITS.presenceNewTabsPerPage;
    for (let i = 0; i < 655; i++) await beat(t, i);
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(capacity);
    // Kept up for a whole tab lifetime, the most it can reach is the cap the dashboard shows as "N+".
    for (let second = 1; second < PRESENCE_TTL_MS / 1000; second++) {
      await pass(t, 1000);
      for (let i = 0; i < 5; i++) await beat(t, 1000 + second * 10 + i);
    }
    const shown = (await ada.as.query(api.audience.viewingNow, {}))!;
    expect(shown).toBeGreaterThan(capacity);
    expect(shown).toBeLessThanOrEqual(PRESENCE_MAX);
    expect(capacity + (rate * PRESENCE_TTL_MS) / period).toBeLessThanOrEqual(PRESENCE_MAX);
  });

  test("a tab beating faster than its allowance is not renewed", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    await beat(t, 1);
    for (let i = 0; i < RATE_LIMITS.presencePerTab.capacity; i++) expect(await beat(t, 1)).not.toBeNull();
    await pass(t, 1000);
    for (let i = 0; i < 50; i++) expect(await beat(t, 1)).toBeNull();
    // Its last renewal runs out: the tab is gone although it kept beating too fast.
    await pass(t, PRESENCE_TTL_MS + 2000);
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(0);
    // At its normal pace (one beat a heartbeat interval) it is taken again.
    expect(await beat(t, 1)).not.toBeNull();
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(1);
  });

  test("unpublished pages and malformed tokens show nobody", async () => {
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    await t.mutation(api.audience.heartbeat, { key: { slug: "ada-lovelace" }, token: "short" });
    await t.mutation(api.audience.heartbeat, { key: { slug: "ada-lovelace" }, token: "bad token with spaces!!" });
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(0);
    await beat(t, 1);
    await ada.as.mutation(api.portfolios.unpublish, {});
    expect(await beat(t, 1)).toBeNull();
    expect(await beat(t, 2, { userId: ada.userId })).toBeNull();
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(0);
  });
});

describe("messages from visitors", () => {
  const message = { name: "Grace Hopper", email: "Grace@Example.com ", message: "Loved your compiler work!" };
  const send = async (t: Backend, who: number, body: typeof message = message, key: PageKey = { slug: "ada-lovelace" }) =>
    (await (await post(t, "/audience/message", { key, visitor: visitor(who), message: body })).json()) as { status: string; fields?: Record<string, string> };

  async function withForm(t: Backend) {
    const ada = await publishedOwner(t);
    await ada.as.mutation(api.audience.setContactForm, { enabled: true });
    return ada;
  }

  test("the form is opt-in: closed until the owner turns it on, and while unpublished", async () => {
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    expect(await formShown(t, { slug: "ada-lovelace" })).toBe(false);
    expect(await send(t, 1)).toEqual({ status: "closed" });
    await ada.as.mutation(api.audience.setContactForm, { enabled: true });
    expect(await formShown(t, { slug: "ada-lovelace" })).toBe(true);
    expect(await send(t, 1)).toEqual({ status: "sent" });
    await ada.as.mutation(api.portfolios.unpublish, {});
    expect(await formShown(t, { userId: ada.userId })).toBe(false);
    expect(await send(t, 2, message, { userId: ada.userId })).toEqual({ status: "closed" });
    expect((await ada.as.query(api.messages.inbox, {}))!.messages).toHaveLength(1);
  });

  test("a message lands in the owner's inbox, unread, and the owner is mailed", async () => {
    const t = await setupBackend();
    const ada = await withForm(t);
    expect(await send(t, 1)).toEqual({ status: "sent" });
    const inbox = (await ada.as.query(api.messages.inbox, {}))!;
    expect(inbox.unread).toBe(1);
    expect(inbox.messages).toEqual([
      {
        id: expect.any(String),
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "Loved your compiler work!",
        read: false,
        createdAt: expect.any(Number),
      },
    ]);
    const jobs = await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    // (Its sign-up's confirmation link was mailed first.)
    const mail = jobs.find((job) => job.name.startsWith("mail") && !(job.args[0] as { text: string }).text.includes("/confirm-email/"));
    // A fixed subject: the visitor's name is their own text, quoted in the body (issue 37).
    expect(mail?.args[0]).toMatchObject({ to: "ada@example.com", subject: "New message via your portfolio" });
    expect((mail?.args[0] as { text: string }).text).toContain("From: Grace Hopper <grace@example.com>");
    expect((mail?.args[0] as { text: string }).text).toContain("Loved your compiler work!");
  });

  test("bad input is refused field by field, nothing stored", async () => {
    const t = await setupBackend();
    const ada = await withForm(t);
    expect(await send(t, 1, { name: " ", email: "nope", message: "x".repeat(MESSAGE_LIMITS.message + 1) })).toEqual({
      status: "invalid",
      fields: { name: "Name is required.", email: "Enter a valid email address.", message: `Message must be at most ${MESSAGE_LIMITS.message} characters.` },
    });
    expect((await post(t, "/audience/message", { key: { slug: "ada-lovelace" }, visitor: visitor(1), message: { name: "A", email: "a@b.co" } })).status).toBe(
      400,
    );
    expect((await post(t, "/audience/message", { key: { slug: "ada-lovelace" }, visitor: visitor(1), message }, null)).status).toBe(401);
    expect((await ada.as.query(api.messages.inbox, {}))!.messages).toEqual([]);
  });

  test("limits: a few messages per visitor per hour, and a cap per page per day", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await withForm(t);
    const { capacity: perVisitor } = RATE_LIMITS.visitorMessagesPerVisitor;
    for (let i = 0; i < perVisitor; i++) expect(await send(t, 1)).toEqual({ status: "sent" });
    expect(await send(t, 1)).toEqual({ status: "rate-limited" });

    const { capacity: perPage } = RATE_LIMITS.visitorMessagesPerPage;
    let sent = perVisitor;
    for (let who = 100; sent < perPage; who++, sent++) expect(await send(t, who)).toEqual({ status: "sent" });
    expect(await send(t, 999)).toEqual({ status: "rate-limited" });
    expect((await ada.as.query(api.messages.inbox, {}))!.unread).toBe(perPage);

    // An hour on, the visitor's allowance is back, and the page's has refilled by an hour's share.
    vi.advanceTimersByTime(RATE_LIMITS.visitorMessagesPerVisitor.period);
    expect(await send(t, 1)).toEqual({ status: "sent" });
  });

  test("one visitor posting again and again never uses up the page's daily cap", async () => {
    const t = await setupBackend();
    const ada = await withForm(t);
    const outcomes = [];
    for (let i = 0; i < 120; i++) outcomes.push((await send(t, 7)).status);
    expect(outcomes.filter((status) => status === "sent")).toHaveLength(RATE_LIMITS.visitorMessagesPerVisitor.capacity);
    // Another visitor still gets through: the refused posts spent nothing of the page's allowance.
    expect(await send(t, 8)).toEqual({ status: "sent" });
    expect((await ada.as.query(api.messages.inbox, {}))!.unread).toBe(RATE_LIMITS.visitorMessagesPerVisitor.capacity + 1);
  });

  test("the inbox is the owner's alone: others can neither read, mark nor delete", async () => {
    const t = await setupBackend();
    const ada = await withForm(t);
    await send(t, 1);
    const [{ id }] = (await ada.as.query(api.messages.inbox, {}))!.messages;
    const grace = await signedUpUser(t, "grace@example.com");
    expect((await grace.as.query(api.messages.inbox, {}))!.messages).toEqual([]);
    expect(await t.query(api.messages.inbox, {})).toBeNull();
    expect(await rejectionData(grace.as.mutation(api.messages.markRead, { id, read: true }))).toMatchObject({ code: "message/not-found" });
    expect(await rejectionData(grace.as.mutation(api.messages.remove, { id }))).toMatchObject({ code: "message/not-found" });
    expect(await rejectionData(t.mutation(api.messages.remove, { id }))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await rejectionData(ada.as.mutation(api.messages.remove, { id: "nonsense" }))).toMatchObject({ code: "message/not-found" });

    await ada.as.mutation(api.messages.markRead, { id, read: true });
    expect((await ada.as.query(api.messages.inbox, {}))!).toMatchObject({ unread: 0, messages: [{ read: true }] });
    await ada.as.mutation(api.messages.remove, { id });
    expect((await ada.as.query(api.messages.inbox, {}))!.messages).toEqual([]);
  });

  test("nothing about visitors reaches public results", async () => {
    const t = await setupBackend();
    await withForm(t);
    await send(t, 1);
    await view(t, { slug: "ada-lovelace" }, 1, "github.com");
    const page = JSON.stringify(await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace" }));
    expect(page).not.toContain("grace");
    expect(page).not.toContain("github.com");
    expect(page).not.toContain(visitor(1));
    expect(await formShown(t, { slug: "ada-lovelace" })).toBe(true);
  });

  test("messages are kept 180 days; a deleted account takes its audience data along", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await withForm(t);
    await send(t, 1);
    vi.advanceTimersByTime(MESSAGE_RETENTION_MS - 60_000);
    expect(await t.mutation(internal.messages.purgeOld, {})).toBe(0);
    await send(t, 2);
    vi.advanceTimersByTime(120_000);
    expect(await t.mutation(internal.messages.purgeOld, {})).toBe(1);
    // (The owner's session has long expired: read the table itself.)
    expect(await t.run((ctx) => ctx.db.query("visitorMessages").collect())).toHaveLength(1);

    await view(t, { slug: "ada-lovelace" }, 3);
    await t.mutation(internal.audience.purgeUser, { userId: ada.userId });
    const left = await t.run(async (ctx) => [
      ...(await ctx.db.query("visitorMessages").collect()),
      ...(await ctx.db.query("viewDays").collect()),
      ...(await ctx.db.query("referrerSites").collect()),
      ...(await ctx.db.query("viewVisits").collect()),
      ...(await ctx.db.query("audienceSettings").collect()),
    ]);
    expect(left).toEqual([]);
    expect((await componentRows<{ name: string }>(t, "shardedCounter", "counters")).filter((row) => row.name.includes(ada.userId))).toEqual([]);
  });
});

describe("published-page facts", () => {
  const big = (n: number) => formData({ name: `Page ${n}`, about: "x".repeat(60_000) });
  const pageFacts = (t: Backend) => t.run((ctx) => ctx.db.query("pageFacts").collect());

  /** `count` users with a published ~60 KB page, through the benchmarks' seeding (100 a call). */
  async function seedBigPages(t: Backend, count: number) {
    const ids: string[] = [];
    for (let from = 0; from < count; from += 100)
      ids.push(
        ...(await t.mutation(internal.benchmarks.seedPublishedPortfolios, {
          count: Math.min(100, count - from),
          templateId: "minimalist",
          formData: big(from),
        })),
      );
    return ids;
  }

  test("under a deployment's limits, a batch of views over 200 distinct 60 KB pages is counted in full", async () => {
    const t = await setupBackend({ limits: "strict" });
    const ids = await seedBigPages(t, 200);
    // Read in full, these pages are ~12 MB: more than the 8 MiB a transaction may read.
    const views = ids.map((userId, n) => ({ key: { userId }, visitor: visitor(n), referrer: "example.com" }));
    expect(await t.mutation(internal.audience.recordViews, { views })).toEqual({ counted: 200 });
    expect(await t.mutation(internal.audience.recordViews, { views })).toEqual({ counted: 0 });
  });

  test("a visitor heartbeat and a message read no portfolio", async () => {
    // Every call may read 32 KB; the published portfolio is made ~100 KB below.
    const t = await setupBackend({ limits: { bytesRead: 32 * 1024 } });
    const ada = await publishedOwner(t);
    await ada.as.mutation(api.audience.setContactForm, { enabled: true });
    await t.run(async (ctx) => {
      const portfolio = (await ctx.db.query("portfolios").first())!;
      await ctx.db.patch("portfolios", portfolio._id, { portfolioData: formData({ name: "Ada Lovelace", about: "x".repeat(100_000) }) });
    });
    await t.mutation(api.audience.heartbeat, { key: { slug: "ada-lovelace" }, token: "tab-token-0000000001" });
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(1);
    const message = { name: "Grace Hopper", email: "grace@example.com", message: "Hello!" };
    expect(await t.mutation(internal.messages.receive, { key: { slug: "ada-lovelace" }, visitor: visitor(1), message })).toEqual({ status: "sent" });
    expect(await t.mutation(internal.audience.recordViews, { views: [{ key: { userId: ada.userId }, visitor: visitor(1), referrer: null }] })).toEqual({
      counted: 1,
    });
  });

  test("the facts follow publish, unpublish and account deletion", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await pageFacts(t)).toMatchObject([{ userId: ada.userId, published: false }]);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData() });
    expect(await pageFacts(t)).toMatchObject([{ userId: ada.userId, published: true }]);
    await ada.as.mutation(api.portfolios.unpublish, {});
    expect(await pageFacts(t)).toMatchObject([{ userId: ada.userId, published: false }]);
    expect((await view(t, { userId: ada.userId }, 1)).body).toEqual({ counted: false });
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData() });
    await t.mutation(internal.account.removeUser, { userId: ada.userId });
    expect(await pageFacts(t)).toEqual([]);
  });

  test("pages from before the facts fall back to the portfolio within a budget, until the backfill writes them", async () => {
    vi.useFakeTimers();
    const t = await setupBackend({ limits: "strict" });
    const ids = await seedBigPages(t, 120);
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("pageFacts").collect()) await ctx.db.delete("pageFacts", row._id);
    });
    const views = ids.map((userId, n) => ({ key: { userId }, visitor: visitor(n), referrer: null }));
    // Without facts each page costs a whole portfolio: the batch stops reading at its budget instead of failing.
    const { counted } = await t.mutation(internal.audience.recordViews, { views });
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(120);

    await t.mutation(internal.portfolios.backfillPageFacts, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await pageFacts(t)).toHaveLength(120);
    expect((await pageFacts(t)).every((row) => row.published)).toBe(true);
    expect(await t.mutation(internal.audience.recordViews, { views })).toEqual({ counted: 120 - counted });
  });
});

describe("moving counts from the old shard tables", () => {
  test("the migration adds the old rows to the counters, then deletes them and the old presence rows", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await publishedOwner(t);
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "pro" });
    const today = new Date().toISOString().slice(0, 10);
    type Untyped = {
      db: { insert: (table: string, doc: Record<string, unknown>) => Promise<unknown>; query: (table: string) => { collect: () => Promise<unknown[]> } };
    };
    await t.run(async (ctx) => {
      const db = (ctx as unknown as Untyped).db;
      // 250 shard rows: more than one step.
      for (let shard = 0; shard < 250; shard++) await db.insert("viewCounts", { userId: ada.userId, group: `${ada.userId}/all`, day: "all", shard, count: 2 });
      await db.insert("viewCounts", { userId: ada.userId, group: `${ada.userId}/${today}`, day: today, shard: 0, count: 7 });
      await db.insert("viewReferrers", { userId: ada.userId, group: `${ada.userId}/github.com`, domain: "github.com", shard: 3, count: 4 });
      await db.insert("presence", { userId: ada.userId, token: "tab-token-0000000001", expiresAt: 0 });
    });
    await t.mutation(internal.viewCountsMigration.migrate, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await ada.as.query(api.audience.summary, {})).toMatchObject({ totalViews: 500, referrers: [{ domain: "github.com", views: 4 }] });
    expect((await ada.as.query(api.audience.summary, {}))!.chart!.at(-1)).toEqual({ day: today, views: 7 });
    const left = await t.run(async (ctx) => {
      const db = (ctx as unknown as Untyped).db;
      return [...(await db.query("viewCounts").collect()), ...(await db.query("viewReferrers").collect()), ...(await db.query("presence").collect())];
    });
    expect(left).toEqual([]);
  });
});
