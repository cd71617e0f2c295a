import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { CHART_DAYS } from "../../convex/model/audience";
import { decodeJwt } from "jose";
import { formData, passwordSignIn, setupBackend, signedUpUser, type Backend } from "./setup";

const SECRET = "s".repeat(40);
const visitor = (n: number) => n.toString(16).padStart(64, "0");
const DAY = 24 * 60 * 60 * 1000;

beforeAll(() => {
  process.env.AUDIENCE_SECRET = SECRET;
});
afterEach(() => {
  vi.useRealTimers();
});

const post = (t: Backend, path: string, body: unknown) =>
  t.fetch(path, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${SECRET}` }, body: JSON.stringify(body) });

async function publishedWithForm(t: Backend, email: string, name: string) {
  const owner = await signedUpUser(t, email);
  await owner.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ name }) });
  await owner.as.mutation(api.audience.setContactForm, { enabled: true });
  return owner;
}

async function signedInAgain(t: Backend, email: string, password: string) {
  const { tokens } = await passwordSignIn(t, email, password, "signIn");
  return t.withIdentity({ subject: decodeJwt(tokens!.token).sub!, issuer: process.env.CONVEX_SITE_URL });
}

const view = (t: Backend, slug: string, who: number, referrer: string | null = null) =>
  post(t, "/audience/view", { views: [{ key: { slug }, visitor: visitor(who), referrer }] });
const send = (t: Backend, slug: string, who: number, name: string, message: string) =>
  post(t, "/audience/message", { key: { slug }, visitor: visitor(who), message: { name, email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, message } });

describe("download my data: the page's audience", () => {
  test("holds the owner's view counts (total, per day, per site) and visitors' messages, page by page; no one else's", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 2, 10, 12));
    const t = await setupBackend();
    const ada = await publishedWithForm(t, "ada@example.com", "Ada Lovelace");
    const grace = await publishedWithForm(t, "grace@example.com", "Grace Hopper");

    await view(t, "ada-lovelace", 1, "github.com");
    await view(t, "ada-lovelace", 2);
    await view(t, "grace-hopper", 3);
    expect(await (await send(t, "ada-lovelace", 1, "Grace Hopper", "Loved the compiler notes.")).json()).toEqual({ status: "sent" });
    vi.setSystemTime(Date.UTC(2026, 2, 11, 9));
    await view(t, "ada-lovelace", 4, "github.com");
    await view(t, "ada-lovelace", 5, "news.ycombinator.com");
    await view(t, "ada-lovelace", 6, "news.ycombinator.com");
    await send(t, "ada-lovelace", 2, "Charles Babbage", "About the engine…");
    await send(t, "grace-hopper", 3, "Someone Else", "For Grace only");

    const exported = (await ada.as.query(api.dataExport.get, {}))!;
    expect(exported.views).toEqual({
      total: 5,
      days: [
        { day: "2026-03-10", views: 2 },
        { day: "2026-03-11", views: 3 },
      ],
      // Most views first; ties by name.
      referrers: [
        { domain: "github.com", views: 2 },
        { domain: "news.ycombinator.com", views: 2 },
      ],
    });

    // Messages, oldest first, a page at a time: sender name, email, message and date.
    const first = await ada.as.query(api.dataExport.messages, { paginationOpts: { numItems: 1, cursor: null } });
    expect(first.page).toEqual([
      { name: "Grace Hopper", email: "grace@example.com", message: "Loved the compiler notes.", receivedAt: "2026-03-10T12:00:00.000Z", read: false },
    ]);
    expect(first.isDone).toBe(false);
    const rest = await ada.as.query(api.dataExport.messages, { paginationOpts: { numItems: 10, cursor: first.continueCursor } });
    expect(rest.page).toEqual([
      { name: "Charles Babbage", email: "charles@example.com", message: "About the engine…", receivedAt: "2026-03-11T09:00:00.000Z", read: false },
    ]);
    expect(rest.isDone).toBe(true);
    // A page size out of range still reads a bounded page.
    expect((await ada.as.query(api.dataExport.messages, { paginationOpts: { numItems: 0, cursor: null } })).page).toHaveLength(1);

    // Grace's export holds her page's figures and messages only; signed out there is nothing.
    expect((await grace.as.query(api.dataExport.get, {}))!.views).toEqual({ total: 1, days: [{ day: "2026-03-10", views: 1 }], referrers: [] });
    const graces = await grace.as.query(api.dataExport.messages, { paginationOpts: { numItems: 100, cursor: null } });
    expect(graces.page.map((m) => m.message)).toEqual(["For Grace only"]);
    expect(await t.query(api.dataExport.messages, { paginationOpts: { numItems: 100, cursor: null } })).toEqual({ page: [], isDone: true, continueCursor: "" });
    const bob = await signedUpUser(t, "bob@example.com");
    expect((await bob.as.query(api.dataExport.get, {}))!.views).toEqual({ total: 0, days: [], referrers: [] });
  });

  test("days the daily cleanup removed are gone from the days but stay in the total", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 2, 10, 12));
    const t = await setupBackend();
    const ada = await publishedWithForm(t, "ada@example.com", "Ada Lovelace");
    await view(t, "ada-lovelace", 1);
    vi.setSystemTime(Date.UTC(2026, 2, 10, 12) + CHART_DAYS * DAY);
    await view(t, "ada-lovelace", 2);
    await t.mutation(internal.audience.forgetExpired, {});
    // A month on, the first session has expired: sign in again.
    const again = await signedInAgain(t, ada.email, ada.password);
    expect((await again.query(api.dataExport.get, {}))!.views).toEqual({ total: 2, days: [{ day: "2026-04-09", views: 1 }], referrers: [] });
  });
});
