import { afterEach, describe, expect, test, vi } from "vitest";
import { Webhook } from "standardwebhooks";
import { api, internal } from "../../convex/_generated/api";
import { DISABLE_AFTER_FAILURES, WEBHOOK_RETRY, webhookUrlError } from "../../convex/model/webhooks";
import { connectedTo, fakeHosts } from "./fakeWebhookDelivery";
import { formData, scheduledMailsTo, setupBackend, signedUpUser, type Backend } from "./setup";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fakeHosts.clear();
  connectedTo.length = 0;
});

async function owner(t: Backend) {
  const ada = await signedUpUser(t);
  await t.mutation(internal.users.setPlan, { email: ada.email, plan: "pro" });
  return ada;
}

/** A receiver answering with `statuses` in turn (then 200), recording what arrived. */
function receiver(statuses: number[]) {
  const calls: { url: string; headers: Record<string, string>; body: string; at: number }[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: init?.headers as Record<string, string>, body: String(init?.body), at: Date.now() });
    return new Response("ok", { status: statuses.shift() ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

const runAll = (t: Backend) => t.finishAllScheduledFunctions(() => vi.runAllTimers());

describe("webhooks", () => {
  test("addresses: HTTPS only, no private, loopback or local names; loopback only with the test flag", () => {
    expect(webhookUrlError("https://hooks.example.com/in", false)).toBeNull();
    for (const url of [
      "http://hooks.example.com/in",
      "https://127.0.0.1/x",
      "https://10.1.2.3/x",
      "https://[::1]/x",
      "https://localhost/x",
      "https://printer.local/x",
      "https://169.254.169.254/x",
      "https://192.168.0.1/x",
      "https://172.16.5.5/x",
      "https://intranet/x",
    ]) {
      expect(webhookUrlError(url, false), url).not.toBeNull();
    }
    expect(webhookUrlError("http://127.0.0.1:8080/x", true)).toBeNull();
    expect(webhookUrlError("http://10.0.0.1/x", true)).not.toBeNull();
  });

  test("a saved draft is delivered signed to the Standard Webhooks spec, retried after a failure, and logged", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await owner(t);
    const { id } = await ada.as.mutation(api.webhooks.create, { url: "https://hooks.example.com/in", events: ["draft.changed"] });
    const calls = receiver([500]);
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 });
    await runAll(t);

    expect(calls).toHaveLength(2);
    const endpoint = (await ada.as.query(api.webhooks.list, {}))!.endpoints[0];
    expect(endpoint.id).toBe(id);
    const wh = new Webhook(endpoint.secret);
    // Verified as the receiver would when each arrived (the fake clock has moved on since).
    for (const call of calls) {
      vi.setSystemTime(call.at);
      expect(wh.verify(call.body, call.headers)).toMatchObject({ type: "draft.changed", data: { revision: 1 } });
    }
    // The same message id on the retry, so a receiver can drop repeats.
    expect(calls[0].headers["webhook-id"]).toBe(calls[1].headers["webhook-id"]);
    expect(() => new Webhook(`whsec_${btoa("another secret of enough length")}`).verify(calls[1].body, calls[1].headers)).toThrow();
    expect(endpoint.deliveries).toEqual([
      expect.objectContaining({ event: "draft.changed", status: "succeeded", attempts: 2, lastStatus: 200, responseMs: expect.any(Number) }),
    ]);
    expect(endpoint.failures).toBe(0);
  });

  test("the POST goes to the address that was checked, not to a second DNS answer", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await owner(t);
    await ada.as.mutation(api.webhooks.create, { url: "https://pinned.example.com/in", events: ["draft.changed"] });
    fakeHosts.set("pinned.example.com", ["93.184.216.34", "2606:2800:220:1::1"]);
    const calls = receiver([]);
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 });
    await runAll(t);
    expect(calls).toHaveLength(1);
    expect(connectedTo).toEqual(["93.184.216.34"]);
  });

  test("a name that resolves to a private address at delivery time is not called", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await owner(t);
    await ada.as.mutation(api.webhooks.create, { url: "https://rebind.example.com/in", events: ["draft.changed"] });
    fakeHosts.set("rebind.example.com", ["10.0.0.7"]);
    const calls = receiver([]);
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 });
    await runAll(t);
    expect(calls).toHaveLength(0);
    const delivery = (await ada.as.query(api.webhooks.list, {}))!.endpoints[0].deliveries[0];
    expect(delivery).toMatchObject({ status: "failed", attempts: WEBHOOK_RETRY.maxAttempts, lastError: "The address resolves to a private network." });
  });

  test("an endpoint failing delivery after delivery is turned off and its owner mailed; test events reach one endpoint", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await owner(t);
    const { id } = await ada.as.mutation(api.webhooks.create, { url: "https://down.example.com/in", events: ["draft.changed"] });
    receiver(Array(100).fill(503));
    for (let i = 0; i < DISABLE_AFTER_FAILURES; i++) await ada.as.mutation(api.webhooks.sendTest, { id });
    await runAll(t);
    const endpoint = (await ada.as.query(api.webhooks.list, {}))!.endpoints[0];
    expect(endpoint).toMatchObject({ enabled: false, failures: DISABLE_AFTER_FAILURES });
    expect(endpoint.deliveries.every((d) => d.status === "failed" && d.event === "webhook.test")).toBe(true);
    expect((await scheduledMailsTo(t, ada.email)).map((mail) => mail.subject)).toContain("A webhook endpoint was turned off");
  });

  test("Free accounts cannot add endpoints; others' endpoints cannot be touched", async () => {
    const t = await setupBackend();
    const free = await signedUpUser(t, "free@example.com");
    await expect(free.as.mutation(api.webhooks.create, { url: "https://hooks.example.com/in", events: ["draft.changed"] })).rejects.toThrow(/Pro/);
    const ada = await owner(t);
    const { id } = await ada.as.mutation(api.webhooks.create, { url: "https://hooks.example.com/in", events: ["message.received"] });
    await expect(free.as.mutation(api.webhooks.remove, { id })).rejects.toThrow(/no longer exists/);
  });
});
