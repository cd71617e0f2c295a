import { afterEach, describe, expect, test, vi } from "vitest";
import { Secret, TOTP } from "otpauth";
import { decodeJwt } from "jose";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { PASSKEY_CHALLENGE_MINUTES } from "../../convex/model/passkeys";
import { SoftAuthenticator } from "../support/softAuthenticator";
import { passwordSignIn, rejectionData, setupBackend, signedUpUser, type Backend } from "./setup";

type User = Awaited<ReturnType<typeof signedUpUser>>;

afterEach(() => vi.useRealTimers());

/** Adds a passkey made by `authenticator` to `user`'s account, as the account page does. */
async function addPasskey(user: User, authenticator: SoftAuthenticator, name = "Laptop") {
  const { challengeId, options } = await user.as.mutation(api.passkeys.registrationOptions, {});
  await user.as.action(api.passkeys.add, { challengeId, response: await authenticator.register(options), name });
}

const signInWithPasskey = (t: Backend, challengeId: string, response: string) =>
  t.action(api.auth.signIn, { provider: "passkey", params: { flow: "signIn", challengeId, response } });

const userOf = (token: string | undefined) => decodeJwt(token!).sub!.split("|")[0];

describe("adding passkeys", () => {
  test("a passkey added from the account page is listed with its name and dates, and signs in without an email", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const authenticator = new SoftAuthenticator();
    await addPasskey(ada, authenticator, "  My   laptop ");
    expect(await ada.as.query(api.passkeys.list, {})).toEqual([
      { _id: expect.any(String), name: "My laptop", createdAt: expect.any(Number), lastUsedAt: null },
    ]);

    const { challengeId, options } = await t.mutation(api.passkeys.signInOptions, {});
    expect(options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    const result = await signInWithPasskey(t, challengeId, await authenticator.authenticate(options));
    expect(userOf(result.tokens?.token)).toBe(ada.userId);
    expect((await ada.as.query(api.passkeys.list, {}))?.[0].lastUsedAt).toEqual(expect.any(Number));
  });

  test("the registration options ask for a discoverable, verified credential on the configured RP", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const { options } = await ada.as.mutation(api.passkeys.registrationOptions, {});
    expect(options.rp).toEqual({ id: "localhost", name: "Portfolio Builder" });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
  });

  test("another account's challenge, a replayed one, one from another origin or without user verification adds nothing", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const bob = await signedUpUser(t, "bob@example.com", "another horse");
    const authenticator = new SoftAuthenticator();

    const adas = await ada.as.mutation(api.passkeys.registrationOptions, {});
    const response = await authenticator.register(adas.options);
    expect(await rejectionData(bob.as.action(api.passkeys.add, { challengeId: adas.challengeId, response, name: "Stolen" }))).toMatchObject({
      code: "auth/passkey-failed",
    });
    // The challenge went with that try: Ada cannot use it either.
    expect(await rejectionData(ada.as.action(api.passkeys.add, { challengeId: adas.challengeId, response, name: "Mine" }))).toMatchObject({
      code: "auth/passkey-failed",
    });

    const fresh = await ada.as.mutation(api.passkeys.registrationOptions, {});
    const elsewhere = new SoftAuthenticator("https://evil.example");
    expect(
      await rejectionData(ada.as.action(api.passkeys.add, { challengeId: fresh.challengeId, response: await elsewhere.register(fresh.options), name: "x" })),
    ).toMatchObject({ code: "auth/passkey-failed" });

    const again = await ada.as.mutation(api.passkeys.registrationOptions, {});
    const unverified = new SoftAuthenticator(undefined, false);
    expect(
      await rejectionData(ada.as.action(api.passkeys.add, { challengeId: again.challengeId, response: await unverified.register(again.options), name: "x" })),
    ).toMatchObject({ code: "auth/passkey-failed" });

    expect(await ada.as.query(api.passkeys.list, {})).toEqual([]);
    expect(await bob.as.query(api.passkeys.list, {})).toEqual([]);
  });

  test("only the owner removes a passkey, and a removed one signs nobody in", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const bob = await signedUpUser(t, "bob@example.com", "another horse");
    const authenticator = new SoftAuthenticator();
    await addPasskey(ada, authenticator);
    const [passkey] = (await ada.as.query(api.passkeys.list, {}))!;
    expect(await rejectionData(bob.as.mutation(api.passkeys.remove, { passkeyId: passkey._id as Id<"passkeys"> }))).toMatchObject({
      code: "validation/invalid",
    });
    await ada.as.mutation(api.passkeys.remove, { passkeyId: passkey._id as Id<"passkeys"> });
    const { challengeId, options } = await t.mutation(api.passkeys.signInOptions, {});
    expect(await rejectionData(signInWithPasskey(t, challengeId, await authenticator.authenticate(options)))).toMatchObject({
      code: "auth/passkey-failed",
      message: expect.stringContaining("not on any account"),
    });
  });
});

describe("signing in with a passkey", () => {
  async function withPasskey() {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const authenticator = new SoftAuthenticator();
    await addPasskey(ada, authenticator);
    return { t, ada, authenticator };
  }

  test("a challenge is single-use: replaying a successful answer is refused", async () => {
    const { t, authenticator } = await withPasskey();
    const { challengeId, options } = await t.mutation(api.passkeys.signInOptions, {});
    const response = await authenticator.authenticate(options);
    expect((await signInWithPasskey(t, challengeId, response)).tokens).toBeTruthy();
    expect(await rejectionData(signInWithPasskey(t, challengeId, response))).toMatchObject({
      code: "auth/passkey-failed",
      message: "That took too long. Try again.",
    });
  });

  test("a challenge expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { t, authenticator } = await withPasskey();
    const { challengeId, options } = await t.mutation(api.passkeys.signInOptions, {});
    const response = await authenticator.authenticate(options);
    vi.setSystemTime(Date.now() + PASSKEY_CHALLENGE_MINUTES * 60_000 + 1);
    expect(await rejectionData(signInWithPasskey(t, challengeId, response))).toMatchObject({ code: "auth/passkey-failed" });
  });

  test("an answer signed for another challenge, or to a registration challenge, is refused", async () => {
    const { t, ada, authenticator } = await withPasskey();
    const first = await t.mutation(api.passkeys.signInOptions, {});
    const second = await t.mutation(api.passkeys.signInOptions, {});
    expect(await rejectionData(signInWithPasskey(t, second.challengeId, await authenticator.authenticate(first.options)))).toMatchObject({
      code: "auth/passkey-failed",
    });
    const registration = await ada.as.mutation(api.passkeys.registrationOptions, {});
    const answer = await authenticator.authenticate({ challenge: registration.options.challenge, rpId: "localhost" });
    expect(await rejectionData(signInWithPasskey(t, registration.challengeId, answer))).toMatchObject({ code: "auth/passkey-failed" });
  });

  test("the signature counter must move forward (a cloned authenticator is refused)", async () => {
    const { t, authenticator } = await withPasskey();
    const first = await t.mutation(api.passkeys.signInOptions, {});
    expect((await signInWithPasskey(t, first.challengeId, await authenticator.authenticate(first.options, { step: 5 }))).tokens).toBeTruthy();
    // The clone still counts from before.
    authenticator.counter = 2;
    const second = await t.mutation(api.passkeys.signInOptions, {});
    expect(await rejectionData(signInWithPasskey(t, second.challengeId, await authenticator.authenticate(second.options)))).toMatchObject({
      code: "auth/passkey-failed",
    });
    // The real one, ahead of the stored count, still signs in.
    authenticator.counter = 5;
    const third = await t.mutation(api.passkeys.signInOptions, {});
    expect((await signInWithPasskey(t, third.challengeId, await authenticator.authenticate(third.options))).tokens).toBeTruthy();
  });

  test("a passkey satisfies two-factor on its own, where the password asks for a code", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { t, ada, authenticator } = await withPasskey();
    const { secret } = await ada.as.mutation(api.twoFactor.begin, {});
    await ada.as.action(api.twoFactor.enable, { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() });
    expect(await rejectionData(passwordSignIn(t, ada.email, ada.password, "signIn"))).toMatchObject({ code: "auth/two-factor-required" });
    const { challengeId, options } = await t.mutation(api.passkeys.signInOptions, {});
    expect(userOf((await signInWithPasskey(t, challengeId, await authenticator.authenticate(options))).tokens?.token)).toBe(ada.userId);
  });
});

describe("signing up with a passkey", () => {
  const signUp = (t: Backend, challengeId: string, response: string) =>
    t.action(api.auth.signIn, { provider: "passkey", params: { flow: "signUp", challengeId, response } });

  test("creates an account with the email and its first passkey, which then signs in", async () => {
    const t = await setupBackend();
    const authenticator = new SoftAuthenticator();
    const { challengeId, options } = await t.mutation(api.passkeys.signUpOptions, { email: " New@Example.com " });
    expect(options.user.name).toBe("new@example.com");
    const result = await signUp(t, challengeId, await authenticator.register(options));
    const userId = userOf(result.tokens?.token) as Id<"users">;
    const user = await t.run((ctx) => ctx.db.get("users", userId));
    expect(user).toMatchObject({ email: "new@example.com", plan: "free" });
    expect(await t.run((ctx) => ctx.db.query("passkeys").collect())).toEqual([expect.objectContaining({ userId, name: "Passkey" })]);

    const signIn = await t.mutation(api.passkeys.signInOptions, {});
    expect(userOf((await signInWithPasskey(t, signIn.challengeId, await authenticator.authenticate(signIn.options))).tokens?.token)).toBe(userId);
    // Its challenge is spent: the same answer makes no second account.
    expect(await rejectionData(signUp(t, challengeId, await authenticator.register(options)))).toMatchObject({ code: "auth/passkey-failed" });
  });

  test("an email that has an account is refused, before and after the ceremony", async () => {
    const t = await setupBackend();
    await signedUpUser(t, "ada@example.com");
    expect(await rejectionData(t.mutation(api.passkeys.signUpOptions, { email: "ADA@example.com" }))).toMatchObject({ code: "auth/email-already-in-use" });
    const { challengeId, options } = await t.mutation(api.passkeys.signUpOptions, { email: "late@example.com" });
    await signedUpUser(t, "late@example.com");
    expect(await rejectionData(signUp(t, challengeId, await new SoftAuthenticator().register(options)))).toMatchObject({ code: "auth/email-already-in-use" });
    expect(await rejectionData(t.mutation(api.passkeys.signUpOptions, { email: "not an email" }))).toMatchObject({ code: "auth/invalid-email" });
  });
});
