import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { lowestPlanWith } from "../../convex/model/plans";
import { PAGE_PASSWORD_PLAN_MESSAGE, type UnlockOutcome } from "../../convex/model/pagePassword";
import type { PageKey } from "../../convex/model/audience";
import { passwordHasher } from "../../convex/lib/passwordHash";
import { formData, rejectionData, setupBackend, signedUpUser, type Backend, type TestUser } from "./setup";

const SECRET = "s".repeat(40);
const visitor = (n: number) => n.toString(16).padStart(64, "0");

beforeAll(() => {
  process.env.AUDIENCE_SECRET = SECRET;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function proOwner(t: Backend, email = "ada@example.com", name = "Ada Lovelace") {
  const owner = await signedUpUser(t, email);
  await owner.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ name, bio: "Secret bio text" }) });
  await t.mutation(internal.users.setPlan, { email, plan: "pro" });
  return owner;
}

async function protect(owner: TestUser, password = "open sesame", name = "Ada's portfolio") {
  await owner.as.action(api.pagePasswords.set, { password, name });
}

async function unlock(t: Backend, key: PageKey, password: string, who = 1): Promise<UnlockOutcome> {
  const response = await t.fetch("/page-password/unlock", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${SECRET}` },
    body: JSON.stringify({ key, visitor: visitor(who), password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as UnlockOutcome;
}

async function tokenFor(t: Backend, owner: TestUser, password = "open sesame", who = 1) {
  const outcome = await unlock(t, { userId: owner.userId }, password, who);
  if (outcome.status !== "unlocked") throw new Error(`not unlocked: ${outcome.status}`);
  return outcome.token;
}

describe("password-protected pages", () => {
  test("a protected page answers only the chosen name to every public query until unlocked", async () => {
    const t = await setupBackend();
    const ada = await proOwner(t);
    await protect(ada);
    const byId = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(byId).toMatchObject({ status: "locked", name: "Ada's portfolio", templateId: "minimalist" });
    expect(JSON.stringify(byId)).not.toMatch(/Lovelace|Secret bio/);
    const bySlug = await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace" });
    expect(bySlug.status).toBe("locked");
    expect(JSON.stringify(bySlug)).not.toMatch(/Lovelace|Secret bio/);
    // Out of the sitemap while protected, back once open.
    expect((await t.query(api.portfolios.sitemap, { paginationOpts: { numItems: 10, cursor: null } })).page).toEqual([]);
    const token = await tokenFor(t, ada);
    const open = await t.query(api.portfolios.getPublic, { userId: ada.userId, unlock: token });
    expect(open).toMatchObject({ status: "published", content: { bio: "Secret bio text" } });
    // The page script's own token unlocks the live query too.
    const live = open.status === "published" ? open.liveToken : undefined;
    expect(live).toMatch(/\.live\./);
    expect((await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace", unlock: live })).status).toBe("published");
    // The owner sees their own page (the dashboard's search preview).
    expect((await ada.as.query(api.portfolios.getPublic, { userId: ada.userId })).status).toBe("published");
    await ada.as.mutation(api.pagePasswords.remove, {});
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId })).status).toBe("published");
    expect((await t.query(api.portfolios.sitemap, { paginationOpts: { numItems: 10, cursor: null } })).page.map((e) => e.slug)).toEqual(["ada-lovelace"]);
  });

  test("changing or removing the password logs out every unlocked visitor", async () => {
    const t = await setupBackend();
    const ada = await proOwner(t);
    await protect(ada);
    const token = await tokenFor(t, ada);
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId, unlock: token });
    const live = page.status === "published" ? page.liveToken : "";
    await protect(ada, "a new secret");
    for (const old of [token, live]) expect((await t.query(api.portfolios.getPublic, { userId: ada.userId, unlock: old })).status).toBe("locked");
    expect((await unlock(t, { userId: ada.userId }, "open sesame")).status).toBe("wrong-password");
    const fresh = await tokenFor(t, ada, "a new secret");
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId, unlock: fresh })).status).toBe("published");
    // Removing and protecting again: the earlier cookie stays void.
    await ada.as.mutation(api.pagePasswords.remove, {});
    await protect(ada, "a new secret");
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId, unlock: fresh })).status).toBe("locked");
  });

  test("a token for another page, a forged one or an expired one is refused", async () => {
    const t = await setupBackend();
    const ada = await proOwner(t);
    const grace = await proOwner(t, "grace@example.com", "Grace Hopper");
    await protect(ada);
    await protect(grace, "open sesame");
    const adaToken = await tokenFor(t, ada);
    expect((await t.query(api.portfolios.getPublic, { userId: grace.userId, unlock: adaToken })).status).toBe("locked");
    // Naming Grace's page in Ada's signed token breaks the signature.
    const forged = adaToken.replace(ada.userId, grace.userId);
    expect((await t.query(api.portfolios.getPublic, { userId: grace.userId, unlock: forged })).status).toBe("locked");
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId, unlock: `${adaToken.slice(0, -2)}AA` })).status).toBe("locked");
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId, unlock: "garbage" })).status).toBe("locked");
    vi.useFakeTimers({ now: Date.now() + 31 * 24 * 60 * 60 * 1000 });
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId, unlock: adaToken })).status).toBe("locked");
  });

  test("wrong passwords are throttled per visitor and page; the right one clears the visitor's count", async () => {
    const t = await setupBackend();
    const ada = await proOwner(t);
    const grace = await proOwner(t, "grace@example.com", "Grace Hopper");
    await protect(ada);
    await protect(grace);
    // The real hash check costs a second here; what matters is how often it runs.
    const verify = vi.spyOn(passwordHasher, "verify").mockImplementation(async (password) => password === "open sesame");
    for (let i = 0; i < 5; i++) expect((await unlock(t, { userId: ada.userId }, "wrong guess")).status).toBe("wrong-password");
    const limited = await unlock(t, { userId: ada.userId }, "open sesame");
    expect(limited).toMatchObject({ status: "rate-limited" });
    // Refused before any hashing work.
    expect(verify).toHaveBeenCalledTimes(5);
    expect(limited.status === "rate-limited" && limited.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    // Another visitor on the same page, and the same visitor on another page, are not held back.
    expect((await unlock(t, { userId: ada.userId }, "open sesame", 2)).status).toBe("unlocked");
    expect((await unlock(t, { userId: grace.userId }, "open sesame", 1)).status).toBe("unlocked");
    // After a few minutes one more try; the right one empties the count again.
    vi.useFakeTimers({ now: Date.now() + 3 * 60 * 1000 + 1000 });
    expect((await unlock(t, { userId: ada.userId }, "open sesame")).status).toBe("unlocked");
    for (let i = 0; i < 4; i++) expect((await unlock(t, { userId: ada.userId }, "wrong guess")).status).toBe("wrong-password");
  });

  test("the unlock door takes only the web server's secret, and answers for pages by slug", async () => {
    const t = await setupBackend();
    const ada = await proOwner(t);
    const refused = await t.fetch("/page-password/unlock", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer wrong" },
      body: JSON.stringify({ key: { userId: ada.userId }, visitor: visitor(1), password: "x" }),
    });
    expect(refused.status).toBe(401);
    expect((await unlock(t, { slug: "ada-lovelace" }, "open sesame")).status).toBe("not-protected");
    await protect(ada);
    expect((await unlock(t, { slug: "ada-lovelace" }, "open sesame")).status).toBe("unlocked");
    expect((await unlock(t, { slug: "nobody" }, "open sesame")).status).toBe("not-found");
  });

  test("setting a password needs Pro or Business; removing it never does; the rule is checked on the server", async () => {
    const t = await setupBackend();
    expect(lowestPlanWith("passwordProtection")).toBe("pro");
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ name: "Ada Lovelace" }) });
    expect(await rejectionData(ada.as.action(api.pagePasswords.set, { password: "open sesame", name: "Ada" }))).toMatchObject({
      code: "plan/required",
      message: PAGE_PASSWORD_PLAN_MESSAGE,
    });
    expect(await ada.as.query(api.pagePasswords.status, {})).toEqual({ allowed: false, protected: false, name: "Ada Lovelace" });
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "pro" });
    expect(await rejectionData(ada.as.action(api.pagePasswords.set, { password: "short", name: " " }))).toMatchObject({
      code: "validation/invalid",
      fields: { password: "Use at least 6 characters.", name: "Enter the name visitors see on the locked page." },
    });
    await protect(ada, "open sesame", "  Ada   L. ");
    expect(await ada.as.query(api.pagePasswords.status, {})).toEqual({ allowed: true, protected: true, name: "Ada L." });
    // Stored as a hash (the account passwords' scrypt), never as typed.
    const row = await t.run(async (ctx) => await ctx.db.query("pagePasswords").first());
    expect(row!.hash).not.toContain("open sesame");
    expect(row!.hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    // The plan lapses: the page stays protected, the owner can still remove it but not change it.
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "free" });
    expect((await rejectionData(ada.as.action(api.pagePasswords.set, { password: "another one", name: "Ada" }))).code).toBe("plan/required");
    await ada.as.mutation(api.pagePasswords.remove, {});
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId })).status).toBe("published");
    expect((await rejectionData(t.action(api.pagePasswords.set, { password: "open sesame", name: "x" }))).code).toBe("auth/unauthenticated");
  });
});
