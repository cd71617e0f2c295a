import { describe, expect, test, vi, afterEach } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { sha256Hex } from "../../convex/lib/sha256";
import { MAX_TOKENS } from "../../convex/model/apiTokens";
import { DAY_MS } from "../../convex/model/plans";
import { rejectionData, setupBackend, signedUpUser, type Backend, type TestUser } from "./setup";

afterEach(() => vi.useRealTimers());

async function proUser(t: Backend, email = "ada@example.com") {
  const user = await signedUpUser(t, email);
  await t.mutation(internal.users.setPlan, { email, plan: "pro" });
  return user;
}

const create = (user: TestUser, scopes: ("read" | "write_draft" | "publish" | "messages")[] = ["read"], name = "CI") =>
  user.as.mutation(api.apiTokens.create, { name, scopes, expiresInDays: 30 });

const authenticate = (t: Backend, secret: string, scope?: "read" | "write_draft" | "publish" | "messages") =>
  t.mutation(internal.apiTokens.authenticate, { secret, ...(scope ? { scope } : {}) });

describe("personal access tokens", () => {
  test("the secret is shown once and only its SHA-256 is stored; it authenticates its owner", async () => {
    const t = await setupBackend();
    const ada = await proUser(t);
    const { secret } = await create(ada);
    expect(secret).toMatch(/^pb_[A-Za-z0-9_-]{43}$/);
    const rows = await t.run((ctx) => ctx.db.query("apiTokens").collect());
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(await sha256Hex(secret));
    expect(JSON.stringify(rows)).not.toContain(secret.slice(8));
    const listed = await ada.as.query(api.apiTokens.list, {});
    expect(listed?.tokens).toEqual([expect.objectContaining({ name: "CI", scopes: ["read"], hint: secret.slice(0, 7), lastUsedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const result = await authenticate(t, secret, "read");
    expect(result).toMatchObject({ ok: true, userId: ada.userId, scopes: ["read"] });
    expect((await ada.as.query(api.apiTokens.list, {}))?.tokens[0].lastUsedAt).toEqual(expect.any(Number));
  });

  test("a token works only for its scopes", async () => {
    const t = await setupBackend();
    const ada = await proUser(t);
    const { secret } = await create(ada, ["read", "messages"]);
    expect(await authenticate(t, secret, "messages")).toMatchObject({ ok: true });
    expect(await authenticate(t, secret, "write_draft")).toMatchObject({ ok: false, status: 403, code: "auth/forbidden" });
    expect(await authenticate(t, secret, "publish")).toMatchObject({ ok: false, status: 403 });
  });

  test("an expired token is refused", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t = await setupBackend();
    const ada = await proUser(t);
    const { secret } = await create(ada);
    vi.setSystemTime(Date.now() + 30 * DAY_MS - 1000);
    expect(await authenticate(t, secret, "read")).toMatchObject({ ok: true });
    vi.setSystemTime(Date.now() + 2000);
    expect(await authenticate(t, secret, "read")).toMatchObject({ ok: false, status: 401, message: "This token has expired." });
  });

  test("a revoked token is refused at once; others' tokens cannot be revoked", async () => {
    const t = await setupBackend();
    const ada = await proUser(t);
    const bob = await proUser(t, "bob@example.com");
    const { secret } = await create(ada);
    const id = (await ada.as.query(api.apiTokens.list, {}))!.tokens[0].id;
    expect((await rejectionData(bob.as.mutation(api.apiTokens.revoke, { id }))).code).toBe("api/token-not-found");
    await ada.as.mutation(api.apiTokens.revoke, { id });
    expect(await authenticate(t, secret, "read")).toMatchObject({ ok: false, status: 401 });
    expect((await ada.as.query(api.apiTokens.list, {}))?.tokens).toEqual([]);
  });

  test("the API is a paid-plan feature: Free cannot create tokens, and a lapsed plan's tokens stop working", async () => {
    const t = await setupBackend();
    const free = await signedUpUser(t, "free@example.com");
    expect((await rejectionData(create(free))).code).toBe("plan/required");
    const ada = await proUser(t);
    const { secret } = await create(ada);
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "free" });
    expect(await authenticate(t, secret, "read")).toMatchObject({ ok: false, status: 403, code: "plan/required" });
  });

  test(`at most ${MAX_TOKENS} tokens per account, names and scopes required`, async () => {
    const t = await setupBackend();
    const ada = await proUser(t);
    expect((await rejectionData(create(ada, ["read"], "  "))).fields).toEqual({ name: "Give the token a name." });
    expect((await rejectionData(create(ada, []))).fields).toEqual({ scopes: "Choose at least one permission." });
    for (let i = 0; i < MAX_TOKENS; i++) await create(ada, ["read"], `token ${i}`);
    expect((await rejectionData(create(ada))).code).toBe("api/token-limit");
  });

  test("guessing: malformed and unknown tokens are refused alike, and past a shared budget answered 429", async () => {
    const t = await setupBackend();
    const ada = await proUser(t);
    const { secret } = await create(ada);
    const wrong = secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A");
    expect(await authenticate(t, wrong, "read")).toMatchObject({ ok: false, status: 401, message: "Missing or unknown access token." });
    expect(await authenticate(t, "nonsense", "read")).toMatchObject({ ok: false, status: 401, message: "Missing or unknown access token." });
    let last;
    for (let i = 0; i < 70; i++) last = await authenticate(t, `pb_${String(i).padStart(43, "x")}`, "read");
    expect(last).toMatchObject({ ok: false, status: 429, code: "api/rate-limited", retryAfterSeconds: expect.any(Number) });
    // The owner's real token still works: failures never lock a valid token out.
    expect(await authenticate(t, secret, "read")).toMatchObject({ ok: true });
  });

  test("each token has its own request allowance", async () => {
    const t = await setupBackend();
    const ada = await proUser(t);
    const one = (await create(ada, ["read"], "one")).secret;
    const two = (await create(ada, ["read"], "two")).secret;
    let last;
    for (let i = 0; i < 61; i++) last = await authenticate(t, one, "read");
    expect(last).toMatchObject({ ok: false, status: 429, retryAfterSeconds: expect.any(Number) });
    expect(await authenticate(t, two, "read")).toMatchObject({ ok: true, remaining: 59 });
  });
});
