import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { referrerDomain } from "../../convex/model/audience";
import { convexSiteUrl, countView, isAutomated, sendVisitorMessage, visitorHash } from "../../src/public-page/audience.server";
import { pageContactAction } from "../../src/public-page/contactAction.server";

const SECRET = "k".repeat(48);
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const context = { convexSiteUrl: "http://127.0.0.1:3211", clientAddress: "203.0.113.7" };
const page = (headers: Record<string, string> = {}, method = "GET", body?: string) =>
  new Request("http://127.0.0.1:3210/portfolio-builder/p/ada", { method, headers: { "User-Agent": CHROME, ...headers }, body });

let calls: { url: string; init: RequestInit }[] = [];
beforeEach(() => {
  process.env.AUDIENCE_SECRET = SECRET;
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ status: "sent", counted: true }), { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete process.env.AUDIENCE_SECRET;
});

describe("the web server's view counting", () => {
  test("views are sent in batches: one call for views that arrive together", async () => {
    await Promise.all([
      countView(page(), context, { slug: "ada" }),
      countView(page(), { ...context, clientAddress: "198.51.100.8" }, { slug: "ada" }),
      countView(page(), { ...context, clientAddress: "198.51.100.9" }, { userId: "abc" }),
    ]);
    expect(calls).toHaveLength(1);
    const { views } = JSON.parse(String(calls[0].init.body)) as { views: { visitor: string }[] };
    expect(views).toHaveLength(3);
    expect(new Set(views.map((v) => v.visitor)).size).toBe(3);
  });

  test("500 loads from one address with a new User-Agent each are one visitor", async () => {
    await Promise.all(Array.from({ length: 500 }, (_, i) => countView(page({ "User-Agent": `${CHROME} Probe/${i}` }), context, { slug: "ada" })));
    const visitors = new Set(calls.flatMap((call) => (JSON.parse(String(call.init.body)) as { views: { visitor: string }[] }).views.map((v) => v.visitor)));
    expect(visitors.size).toBe(1);
  });

  test("known bots, prefetches and HEAD requests are not counted", async () => {
    expect(isAutomated(page({ "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }))).toBe(true);
    expect(isAutomated(page({ "User-Agent": "curl/8.5.0" }))).toBe(true);
    expect(isAutomated(page({ "Sec-Purpose": "prefetch" }))).toBe(true);
    expect(isAutomated(page({}, "HEAD"))).toBe(true);
    expect(isAutomated(page())).toBe(false);
    await countView(page({ "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" }), context, { slug: "ada" });
    expect(calls).toEqual([]);
  });

  test("a person's view goes to the HTTP action with the secret, a visitor hash and the referring domain only", async () => {
    await countView(page({ Referer: "https://www.news.example.org/item?id=42#top" }), context, { slug: "ada" });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("http://127.0.0.1:3211/audience/view");
    expect(new Headers(calls[0].init.headers).get("Authorization")).toBe(`Bearer ${SECRET}`);
    const body = JSON.parse(String(calls[0].init.body)) as Record<string, unknown>;
    expect(body).toEqual({ views: [{ key: { slug: "ada" }, visitor: expect.stringMatching(/^[0-9a-f]{64}$/), referrer: "news.example.org" }] });
    expect(String(calls[0].init.body)).not.toContain("203.0.113.7");
  });

  test("the visitor hash: stable within a day for one address and page whatever its User-Agent, different across days, addresses and pages", () => {
    const day = Date.UTC(2026, 10, 22, 10);
    const hash = (request: Request, address = "203.0.113.7", key = { slug: "ada" }, now = day) =>
      visitorHash(request, { clientAddress: address }, key, SECRET, now);
    expect(hash(page())).toBe(hash(page(), undefined, undefined, day + 60 * 60 * 1000));
    expect(hash(page())).toBe(hash(page(), undefined, { slug: "ADA" }));
    expect(hash(page())).not.toBe(hash(page(), undefined, undefined, day + 24 * 60 * 60 * 1000));
    expect(hash(page())).not.toBe(hash(page(), "203.0.113.8"));
    // The User-Agent is the client's to change at will: it must not make a new visitor.
    expect(hash(page())).toBe(hash(page({ "User-Agent": CHROME + " Edg/131" })));
    expect(hash(page())).not.toBe(hash(page(), undefined, { slug: "grace" }));
    expect(visitorHash(page(), { clientAddress: "203.0.113.7" }, { slug: "ada" }, "another secret that is long enough!!", day)).not.toBe(hash(page()));
  });

  test("behind a proxy the last X-Forwarded-For entry is the visitor (earlier ones are the client's own words)", () => {
    const now = Date.now();
    const forwarded = (value: string) => visitorHash(page({ "X-Forwarded-For": value }), {}, { slug: "ada" }, SECRET, now);
    expect(forwarded("1.1.1.1, 198.51.100.2")).toBe(forwarded("9.9.9.9, 198.51.100.2"));
    expect(forwarded("1.1.1.1, 198.51.100.2")).not.toBe(forwarded("1.1.1.1, 198.51.100.3"));
  });

  test("without the secret nothing is sent; the HTTP actions' origin is known for Convex Cloud", async () => {
    delete process.env.AUDIENCE_SECRET;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await countView(page(), context, { slug: "ada" });
    expect(await sendVisitorMessage(page(), context, { slug: "ada" }, { name: "A", email: "a@b.co", message: "hi" })).toEqual({ status: "unavailable" });
    expect(calls).toEqual([]);
    expect(convexSiteUrl({ convexUrl: "https://happy-otter-123.convex.cloud" }, {})).toBe("https://happy-otter-123.convex.site");
    expect(convexSiteUrl(undefined, { CONVEX_SITE_URL: "http://backend:3211" })).toBe("http://backend:3211");
    expect(convexSiteUrl(undefined, { CONVEX_URL: "http://127.0.0.1:3210" })).toBeNull();
  });

  test("referring sites: domain only, never the site itself or odd schemes", () => {
    expect(referrerDomain("https://www.Google.com/search?q=ada")).toBe("google.com");
    expect(referrerDomain("http://127.0.0.1:3210/portfolio-builder/home", "127.0.0.1")).toBeNull();
    expect(referrerDomain("javascript:alert(1)")).toBeNull();
    expect(referrerDomain("not a url")).toBeNull();
    expect(referrerDomain(null)).toBeNull();
  });
});

describe("the contact form's action", () => {
  const form = (fields: Record<string, string>) =>
    page({ "Content-Type": "application/x-www-form-urlencoded" }, "POST", new URLSearchParams(fields).toString());
  const result = async (response: Promise<unknown>) => {
    const value = (await response) as { data: { contact: unknown }; init: { status?: number } | null };
    return { status: value.init?.status ?? 200, contact: value.data.contact };
  };

  test("a filled honeypot gets a thank-you and nothing is sent", async () => {
    expect(
      await result(
        pageContactAction(form({ name: "Bot", email: "bot@spam.example", message: "Buy", website: "http://spam.example" }), context, { slug: "ada" }),
      ),
    ).toEqual({
      status: 200,
      contact: { status: "sent" },
    });
    expect(calls).toEqual([]);
  });

  test("bad input comes back with its errors and what was typed; good input goes to the deployment", async () => {
    expect(await result(pageContactAction(form({ name: "Grace", email: "nope", message: "" }), context, { slug: "ada" }))).toEqual({
      status: 400,
      contact: {
        status: "invalid",
        fields: { email: "Enter a valid email address.", message: "Message is required." },
        values: { name: "Grace", email: "nope", message: "" },
      },
    });
    expect(calls).toEqual([]);
    expect(await result(pageContactAction(form({ name: "Grace", email: "grace@example.com", message: "Hello" }), context, { slug: "ada" }))).toEqual({
      status: 200,
      contact: { status: "sent" },
    });
    expect(calls.map((call) => call.url)).toEqual(["http://127.0.0.1:3211/audience/message"]);
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({
      key: { slug: "ada" },
      message: { name: "Grace", email: "grace@example.com", message: "Hello" },
    });
  });
});
