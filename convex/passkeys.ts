import { HOUR, MINUTE, RateLimiter } from "@convex-dev/rate-limiter";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { v } from "convex/values";
import { components, internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { action, internalMutation, mutation, query, type MutationCtx } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { relyingParty } from "./lib/passkeyConfig";
import { activeSession } from "./lib/sessions";
import { refuse, unwrap, type Outcome } from "./lib/signInFactors";
import { tooManyAttemptsMessage } from "./lib/rateLimits";
import { appError } from "./model/errors";
import { MAX_PASSKEYS_PER_ACCOUNT, PASSKEY_CHALLENGE_MINUTES, passkeyName } from "./model/passkeys";
import { isEmail, normalizeEmail } from "./model/validation";

/**
 * Passkeys (WebAuthn, by @simplewebauthn/server): added from the account page, used to sign in
 * from /login without an email (discoverable credentials, user verification required), or to
 * sign up instead of a password. Each ceremony takes a challenge made here (single use, five
 * minutes); the answer is checked against SITE_URL's RP id and origin (lib/passkeyConfig.ts),
 * and a sign-in's signature counter must move forward. Signing in goes through Convex Auth (the
 * `passkey` provider in auth.ts), which calls the internal checks below.
 */

/** Challenges anyone may ask for (sign-in and sign-up options): a burst of 60, then 2 a second, for everyone together. */
const challengeLimiter = new RateLimiter(components.rateLimiter, {
  passkeyChallengesAll: { kind: "token bucket", rate: 120, period: MINUTE, capacity: 60 },
  passkeySignUpChallengesPerAddress: { kind: "token bucket", rate: 10, period: HOUR, capacity: 10 },
});

const FAILED = "This passkey could not be checked. Try again, or use your email and password.";
const EXPIRED = "That took too long. Try again.";

type Purpose = Doc<"passkeyChallenges">["purpose"];

/** Stores a challenge and sweeps a few expired ones; its id goes to the browser with the options. */
async function saveChallenge(ctx: MutationCtx, challenge: string, purpose: Purpose, owner: { userId?: Id<"users">; email?: string }) {
  for (const old of await ctx.db
    .query("passkeyChallenges")
    .withIndex("by_expiresAt", (q) => q.lt("expiresAt", Date.now()))
    .take(20)) {
    await ctx.db.delete("passkeyChallenges", old._id);
  }
  return await ctx.db.insert("passkeyChallenges", { challenge, purpose, ...owner, expiresAt: Date.now() + PASSKEY_CHALLENGE_MINUTES * 60_000 });
}

/** Takes a challenge for good (whatever the answer turns out to be): the row, if it was this purpose's and still fresh. */
async function takeChallenge(ctx: MutationCtx, challengeId: string, purpose: Purpose): Promise<Doc<"passkeyChallenges"> | null> {
  const id = ctx.db.normalizeId("passkeyChallenges", challengeId);
  const row = id === null ? null : await ctx.db.get("passkeyChallenges", id);
  if (row === null || row.purpose !== purpose) return null;
  await ctx.db.delete("passkeyChallenges", row._id);
  return row.expiresAt > Date.now() ? row : null;
}

async function spendPublicChallenge(ctx: MutationCtx) {
  const { ok, retryAfter } = await challengeLimiter.limit(ctx, "passkeyChallengesAll");
  if (!ok) throw appError("auth/too-many-requests", tooManyAttemptsMessage(retryAfter, "passkey requests right now"));
}

function parseResponse<T>(json: string): T | null {
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string" ? (value as T) : null;
  } catch {
    return null;
  }
}

const creationOptions = async (userId: Uint8Array<ArrayBuffer>, email: string, exclude: Doc<"passkeys">[]) => {
  const { rpID, rpName } = relyingParty();
  return await generateRegistrationOptions({
    rpName,
    rpID,
    userID: userId,
    userName: email,
    userDisplayName: email,
    attestationType: "none",
    timeout: (PASSKEY_CHALLENGE_MINUTES - 1) * 60_000,
    excludeCredentials: exclude.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    // Discoverable (the sign-in asks for no email) and verified (a PIN or biometric: a second factor in itself).
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
};

/** A verified credential, as stored. */
type NewCredential = { credentialId: string; publicKey: string; counter: number; transports?: string[] };

/** A registration answered for `challenge`: the credential to store, or null. */
async function verifiedCredential(challenge: string, responseJson: string): Promise<NewCredential | null> {
  const response = parseResponse<RegistrationResponseJSON>(responseJson);
  if (response === null) return null;
  const { rpID, origin } = relyingParty();
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports,
    };
  } catch {
    return null;
  }
}

function passkeysOf(ctx: MutationCtx, userId: Id<"users">) {
  return ctx.db
    .query("passkeys")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(MAX_PASSKEYS_PER_ACCOUNT + 1);
}

/** The caller's passkeys: names and dates only. */
export const list = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const rows = await ctx.db
      .query("passkeys")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .take(MAX_PASSKEYS_PER_ACCOUNT + 1);
    return rows.map(({ _id, name, createdAt, lastUsedAt }) => ({ _id, name, createdAt, lastUsedAt: lastUsedAt ?? null }));
  },
});

/** Options for adding a passkey to the caller's account (the browser's navigator.credentials.create). */
export const registrationOptions = authedMutation({
  args: {},
  handler: async (ctx) => {
    const existing = await passkeysOf(ctx, ctx.user._id);
    if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) {
      throw appError("validation/invalid", `An account can have ${MAX_PASSKEYS_PER_ACCOUNT} passkeys. Remove one you no longer use first.`);
    }
    const options = await creationOptions(new TextEncoder().encode(ctx.user._id), ctx.user.email ?? "", existing);
    const challengeId = await saveChallenge(ctx, options.challenge, "register", { userId: ctx.user._id });
    return { challengeId, options };
  },
});

/** Adds the passkey the browser created for `registrationOptions`' challenge. */
export const add = action({
  args: { challengeId: v.string(), response: v.string(), name: v.string() },
  handler: async (ctx, args): Promise<null> => unwrap(await ctx.runMutation(internal.passkeys.store, args)),
});

export const store = internalMutation({
  args: { challengeId: v.string(), response: v.string(), name: v.string() },
  handler: async (ctx, { challengeId, response, name }): Promise<Outcome<null>> => {
    const active = await activeSession(ctx);
    if (active === null) return refuse("auth/unauthenticated", "Please log in to continue.");
    const challenge = await takeChallenge(ctx, challengeId, "register");
    // Another account's challenge is no challenge of this one's.
    if (challenge === null || challenge.userId !== active.userId) return refuse("auth/passkey-failed", EXPIRED);
    const credential = await verifiedCredential(challenge.challenge, response);
    if (credential === null) return refuse("auth/passkey-failed", FAILED);
    const existing = await passkeysOf(ctx, active.userId);
    if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) return refuse("validation/invalid", "Remove a passkey you no longer use first.");
    const taken = await ctx.db
      .query("passkeys")
      .withIndex("by_credentialId", (q) => q.eq("credentialId", credential.credentialId))
      .unique();
    if (taken !== null) return refuse("auth/passkey-failed", "This passkey is already added.");
    await ctx.db.insert("passkeys", { userId: active.userId, ...credential, name: passkeyName(name), createdAt: Date.now() });
    return { ok: true, value: null };
  },
});

/** Removes one of the caller's passkeys (it no longer signs in; the authenticator may still list it). */
export const remove = authedMutation({
  args: { passkeyId: v.id("passkeys") },
  handler: async (ctx, { passkeyId }) => {
    const passkey = await ctx.db.get("passkeys", passkeyId);
    if (passkey === null || passkey.userId !== ctx.user._id) throw appError("validation/invalid", "This passkey was already removed.");
    await ctx.db.delete("passkeys", passkeyId);
    return null;
  },
});

/** Options for signing in with any passkey of this site (no email: the authenticator offers its own). */
export const signInOptions = mutation({
  args: {},
  handler: async (ctx) => {
    await spendPublicChallenge(ctx);
    const options = await generateAuthenticationOptions({
      rpID: relyingParty().rpID,
      userVerification: "required",
      timeout: (PASSKEY_CHALLENGE_MINUTES - 1) * 60_000,
    });
    const challengeId = await saveChallenge(ctx, options.challenge, "signIn", {});
    return { challengeId, options };
  },
});

/** Options for signing up with a passkey instead of a password; the email is still the account's. */
export const signUpOptions = mutation({
  args: { email: v.string() },
  handler: async (ctx, args) => {
    const email = normalizeEmail(args.email);
    if (!isEmail(email)) throw appError("auth/invalid-email", "Enter a valid email address.");
    await spendPublicChallenge(ctx);
    const perAddress = await challengeLimiter.limit(ctx, "passkeySignUpChallengesPerAddress", { key: email });
    if (!perAddress.ok) throw appError("auth/too-many-requests", tooManyAttemptsMessage(perAddress.retryAfter, "sign-up attempts for this email"));
    if (await emailTaken(ctx, email)) throw emailInUse();
    // A random user handle: the account does not exist yet, and the handle must not be the email.
    const options = await creationOptions(crypto.getRandomValues(new Uint8Array(16)), email, []);
    const challengeId = await saveChallenge(ctx, options.challenge, "signUp", { email });
    return { challengeId, options };
  },
});

const emailInUse = () => appError("auth/email-already-in-use", "An account with this email already exists. Log in instead.");

async function emailTaken(ctx: MutationCtx, email: string) {
  return (
    (await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .first()) !== null
  );
}

/** A passkey sign-in (auth.ts): the account whose passkey answered the challenge. */
export const checkSignIn = internalMutation({
  args: { challengeId: v.string(), response: v.string() },
  handler: async (ctx, { challengeId, response: responseJson }): Promise<Outcome<{ userId: Id<"users"> }>> => {
    const challenge = await takeChallenge(ctx, challengeId, "signIn");
    if (challenge === null) return refuse("auth/passkey-failed", EXPIRED);
    const response = parseResponse<AuthenticationResponseJSON>(responseJson);
    if (response === null) return refuse("auth/passkey-failed", FAILED);
    const passkey = await ctx.db
      .query("passkeys")
      .withIndex("by_credentialId", (q) => q.eq("credentialId", response.id))
      .unique();
    if (passkey === null) {
      return refuse("auth/passkey-failed", "This passkey is not on any account here (it may have been removed). Log in with your email and password.");
    }
    const { rpID, origin } = relyingParty();
    let newCounter: number;
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as never,
        },
      });
      if (!verified) return refuse("auth/passkey-failed", FAILED);
      newCounter = authenticationInfo.newCounter;
    } catch {
      // Among others: a counter that did not move forward, the sign of a cloned authenticator.
      return refuse("auth/passkey-failed", FAILED);
    }
    await ctx.db.patch("passkeys", passkey._id, { counter: newCounter, lastUsedAt: Date.now() });
    return { ok: true, value: { userId: passkey.userId } };
  },
});

/** A passkey sign-up, first half (auth.ts): the email and the verified credential; the account is made next. */
export const checkSignUp = internalMutation({
  args: { challengeId: v.string(), response: v.string() },
  handler: async (ctx, { challengeId, response }): Promise<Outcome<{ email: string; credential: NewCredential }>> => {
    const challenge = await takeChallenge(ctx, challengeId, "signUp");
    if (challenge === null || challenge.email === undefined) return refuse("auth/passkey-failed", EXPIRED);
    const credential = await verifiedCredential(challenge.challenge, response);
    if (credential === null) return refuse("auth/passkey-failed", FAILED);
    if (await emailTaken(ctx, challenge.email)) return refuse("auth/email-already-in-use", "An account with this email already exists. Log in instead.");
    return { ok: true, value: { email: challenge.email, credential } };
  },
});

/** A passkey sign-up, second half: the new account's first passkey. */
export const storeFirst = internalMutation({
  args: {
    userId: v.id("users"),
    credentialId: v.string(),
    publicKey: v.string(),
    counter: v.number(),
    transports: v.optional(v.array(v.string())),
  },
  handler: async (ctx, args) => {
    await ctx.db.insert("passkeys", { ...args, name: "Passkey", createdAt: Date.now() });
    return null;
  },
});
