import { decodeJwt } from "jose";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { enabledOAuthProviderIds } from "../../convex/lib/oauthProviders";
import { RATE_LIMITS } from "../../convex/lib/rateLimits";
import { confirmedUser, rejectionData, scheduledMailsTo, setupBackend, signedUpUser, type Backend } from "./setup";

// Both providers on for this file (convex/auth.ts reads them when it is first loaded).
process.env.AUTH_GITHUB_ID = "github-client";
process.env.AUTH_GITHUB_SECRET = "github-secret";
process.env.AUTH_GOOGLE_ID = "google-client";
process.env.AUTH_GOOGLE_SECRET = "google-secret";

afterEach(() => vi.unstubAllEnvs());

type Person = { provider: "github" | "google"; id: string; email?: string; emailVerified?: boolean; name?: string };

let signatures = 0;

/**
 * The provider's callback as Convex Auth runs it once the provider has answered: a verifier
 * (signed in: with the session that started it), then its `userOAuth` step with the profile.
 * Returns the verification code, or Convex Auth's "code" for a refusal.
 */
async function providerAnswers(t: Backend, person: Person, sessionId?: Id<"authSessions">) {
  const signature = `signature-${signatures++}`;
  const verifier = await t.run((ctx) => ctx.db.insert("authVerifiers", { signature, ...(sessionId ? { sessionId } : {}) }));
  const { provider, id, ...profile } = person;
  const code = (await t.mutation(internal.auth.store, {
    args: { type: "userOAuth", provider, providerAccountId: id, profile: { emailVerified: false, ...profile }, signature },
  })) as string;
  return { code, verifier };
}

/** The whole sign-in: the provider's answer, then the browser's code exchange. The user id signed in to. */
async function continueWith(t: Backend, person: Person, sessionId?: Id<"authSessions">) {
  const { code, verifier } = await providerAnswers(t, person, sessionId);
  if (code.startsWith("refused:")) return { refused: code.slice("refused:".length) };
  const { tokens } = await t.action(api.auth.signIn, { params: { code }, verifier });
  return { userId: decodeJwt(tokens!.token).sub!.split("|")[0] as Id<"users"> };
}

const sessionOf = async (user: Awaited<ReturnType<typeof signedUpUser>>) => {
  const sessions = await user.as.run((ctx) => ctx.db.query("authSessions").collect());
  return sessions.find((session) => session.userId === user.userId)!._id;
};

const accounts = (t: Backend) => t.run((ctx) => ctx.db.query("authAccounts").collect());
const users = (t: Backend) => t.run((ctx) => ctx.db.query("users").collect());

describe("a new person", () => {
  test("gets an account as sign-up makes one: Free, an unpublished portfolio, the address confirmed when the provider verified it", async () => {
    const t = await setupBackend();
    const { userId } = await continueWith(t, { provider: "google", id: "g-1", email: "Grace@Example.com", emailVerified: true, name: "Grace Hopper" });
    const user = await t.run((ctx) => ctx.db.get("users", userId!));
    expect(user).toMatchObject({ email: "grace@example.com", name: "Grace Hopper", plan: "free" });
    expect(user!.emailVerificationTime).toEqual(expect.any(Number));
    expect(await t.run((ctx) => ctx.db.query("portfolios").collect())).toMatchObject([{ userId, isPublished: false }]);
    // Nothing to confirm: no confirmation mail.
    expect(await scheduledMailsTo(t, "grace@example.com")).toEqual([]);
    // The same provider account signs in to the same account later.
    expect(await continueWith(t, { provider: "google", id: "g-1", email: "grace@example.com", emailVerified: true })).toEqual({ userId });
    expect(await users(t)).toHaveLength(1);
  });

  test("with an address the provider did not verify: unconfirmed, and the confirmation link is mailed", async () => {
    const t = await setupBackend();
    const { userId } = await continueWith(t, { provider: "github", id: "42", email: "lin@example.com", emailVerified: false });
    expect((await t.run((ctx) => ctx.db.get("users", userId!)))!.emailVerificationTime).toBeUndefined();
    expect(await scheduledMailsTo(t, "lin@example.com")).toHaveLength(1);
  });

  test("without an email address is refused", async () => {
    const t = await setupBackend();
    expect(await continueWith(t, { provider: "github", id: "7" })).toEqual({ refused: "no-email" });
    expect(await users(t)).toEqual([]);
  });

  test("counts against the sign-up limits for the address", async () => {
    const t = await setupBackend();
    for (let i = 0; i < RATE_LIMITS.signUpsPerAddress.capacity; i++) await t.mutation(internal.credentials.takeSignUpSlot, { email: "busy@example.com" });
    expect(await continueWith(t, { provider: "google", id: "g-busy", email: "busy@example.com", emailVerified: true })).toEqual({ refused: "too-many" });
    expect(await users(t)).toEqual([]);
  });
});

describe("an email that belongs to an account with a password", () => {
  test("is refused, confirmed address or not, and nothing is linked or made; the attempt cannot be replayed", async () => {
    const t = await setupBackend();
    const unconfirmed = await signedUpUser(t, "ada@example.com");
    const confirmed = await confirmedUser(t, "bob@example.com");
    for (const [user, id] of [
      [unconfirmed, "g-ada"],
      [confirmed, "g-bob"],
    ] as const) {
      const { code, verifier } = await providerAnswers(t, { provider: "google", id, email: user.email.toUpperCase(), emailVerified: true });
      expect(code).toBe("refused:account-exists");
      // The verifier is spent: the browser's half of this attempt signs nobody in.
      expect(await t.run((ctx) => ctx.db.get("authVerifiers", verifier))).toBeNull();
    }
    expect((await accounts(t)).map((account) => account.provider)).toEqual(["password", "password"]);
    expect(await users(t)).toHaveLength(2);
  });

  test("is linked from the account page (a sign-in started while signed in), and then signs in to it", async () => {
    const t = await setupBackend();
    const ada = await confirmedUser(t, "ada@example.com");
    // The provider's address need not be the account's.
    const linked = await continueWith(
      t,
      { provider: "github", id: "1001", email: "ada@work.example", emailVerified: true, name: "A. L." },
      await sessionOf(ada),
    );
    expect(linked).toEqual({ userId: ada.userId });
    expect(await t.run((ctx) => ctx.db.get("users", ada.userId))).toMatchObject({ email: "ada@example.com" });
    expect(await t.run((ctx) => ctx.db.get("users", ada.userId))).not.toHaveProperty("name", "A. L.");
    expect(await ada.as.query(api.oauth.methods, {})).toEqual({
      password: true,
      providers: [
        { id: "github", name: "GitHub", linked: true, enabled: true },
        { id: "google", name: "Google", linked: false, enabled: true },
      ],
    });
    // Later, signed out: GitHub signs in to Ada's account.
    expect(await continueWith(t, { provider: "github", id: "1001", email: "ada@work.example", emailVerified: true })).toEqual({ userId: ada.userId });
    expect(await users(t)).toHaveLength(1);
  });

  test("a session that has ended links nothing", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const sessionId = await sessionOf(ada);
    await t.run((ctx) => ctx.db.patch("authSessions", sessionId, { expirationTime: Date.now() - 1 }));
    expect(await continueWith(t, { provider: "google", id: "g-ada", email: "ada@example.com", emailVerified: true }, sessionId)).toEqual({
      refused: "account-exists",
    });
  });
});

describe("linking", () => {
  test("a provider account already linked to someone else is refused", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    await continueWith(t, { provider: "github", id: "1001", email: "ada@example.com", emailVerified: true }, await sessionOf(ada));
    expect(await continueWith(t, { provider: "github", id: "1001", email: "ada@example.com", emailVerified: true }, await sessionOf(bob))).toEqual({
      refused: "linked-elsewhere",
    });
    // A second GitHub account for Ada is refused too.
    expect(await continueWith(t, { provider: "github", id: "2002", email: "ada@example.com", emailVerified: true }, await sessionOf(ada))).toEqual({
      refused: "already-linked",
    });
    expect((await accounts(t)).filter((account) => account.provider === "github")).toMatchObject([{ userId: ada.userId, providerAccountId: "1001" }]);
  });

  test("an account made by one provider is joined by another on an address both verified, not on an unverified one", async () => {
    const t = await setupBackend();
    const { userId } = await continueWith(t, { provider: "google", id: "g-1", email: "grace@example.com", emailVerified: true });
    expect(await continueWith(t, { provider: "github", id: "9", email: "grace@example.com", emailVerified: false })).toEqual({ refused: "account-exists" });
    expect(await continueWith(t, { provider: "github", id: "9", email: "grace@example.com", emailVerified: true })).toEqual({ userId });
  });

  test("unlink keeps at least one way in", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    await continueWith(t, { provider: "google", id: "g-ada", email: "ada@example.com", emailVerified: true }, await sessionOf(ada));
    expect(await rejectionData(ada.as.mutation(api.oauth.unlink, { provider: "github" }))).toMatchObject({ code: "validation/invalid" });
    await ada.as.mutation(api.oauth.unlink, { provider: "google" });
    expect((await accounts(t)).map((account) => account.provider)).toEqual(["password"]);

    const { userId } = await continueWith(t, { provider: "google", id: "g-solo", email: "solo@example.com", emailVerified: true });
    const session = (await t.run((ctx) => ctx.db.query("authSessions").collect())).find((row) => row.userId === userId)!;
    const solo = t.withIdentity({ subject: `${userId}|${session._id}`, issuer: process.env.CONVEX_SITE_URL });
    expect(await rejectionData(solo.mutation(api.oauth.unlink, { provider: "google" }))).toMatchObject({
      code: "validation/invalid",
      message: "Google is the only way you sign in. Link another provider first, or keep Google.",
    });
  });
});

describe("which providers are on", () => {
  test("only those with both a client id and a secret", () => {
    vi.stubEnv("AUTH_GITHUB_SECRET", "");
    expect(enabledOAuthProviderIds()).toEqual(["google"]);
    vi.stubEnv("AUTH_GOOGLE_ID", " ");
    expect(enabledOAuthProviderIds()).toEqual([]);
  });

  test("the pages' list, and nothing about methods for a signed-out caller", async () => {
    const t = await setupBackend();
    expect(await t.query(api.oauth.providers, {})).toEqual([
      { id: "github", name: "GitHub" },
      { id: "google", name: "Google" },
    ]);
    expect(await t.query(api.oauth.methods, {})).toBeNull();
  });
});
