import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import { passwordHasher } from "../../convex/lib/passwordHash";
import { RATE_LIMITS } from "../../convex/lib/rateLimits";
import { passwordSignIn, rejectionData, setupBackend, signedUpUser, type Backend } from "./setup";

const signInWith = (t: Backend, email: string, password: string, device?: string) =>
  t.action(api.auth.signIn, { provider: "password", params: { email, password, flow: "signIn", ...(device ? { device } : {}) } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("sign-in leaks nothing", () => {
  test("an unknown email and a wrong password cost one hash check each and get the same answer", async () => {
    const t = await setupBackend();
    await signedUpUser(t, "ada@example.com", "correct horse");
    const verify = vi.spyOn(passwordHasher, "verify");

    const wrong = await rejectionData(signInWith(t, "ada@example.com", "wrong horse"));
    expect(verify).toHaveBeenCalledTimes(1);
    const unknown = await rejectionData(signInWith(t, "nobody@example.com", "wrong horse"));
    expect(verify).toHaveBeenCalledTimes(2);
    expect(wrong).toEqual({ code: "auth/invalid-credential", message: "Invalid email or password." });
    expect(unknown).toEqual(wrong);

    // The right password: also exactly one check.
    expect((await signInWith(t, "ada@example.com", "correct horse")).tokens?.token).toEqual(expect.any(String));
    expect(verify).toHaveBeenCalledTimes(3);
  });

  test("an over-long password or a malformed email is refused without hashing, the same for every email", async () => {
    const t = await setupBackend();
    await signedUpUser(t, "ada@example.com", "correct horse");
    const verify = vi.spyOn(passwordHasher, "verify");
    const long = "x".repeat(129);
    expect(await rejectionData(signInWith(t, "ada@example.com", long))).toMatchObject({ code: "auth/invalid-credential" });
    expect(await rejectionData(signInWith(t, "nobody@example.com", long))).toMatchObject({ code: "auth/invalid-credential" });
    // Nor is a malformed (or huge) email: no work.
    expect(await rejectionData(signInWith(t, "x".repeat(10_000), "correct horse"))).toMatchObject({ code: "auth/invalid-credential" });
    expect(verify).not.toHaveBeenCalled();
    // Refusals without a check spend none of the owner's free tries.
    for (let i = 0; i < RATE_LIMITS.passwordFailures.capacity + 1; i++) await rejectionData(signInWith(t, "ada@example.com", long));
    expect((await signInWith(t, "ada@example.com", "correct horse")).tokens?.token).toEqual(expect.any(String));
  });
});

// Each failed try does a real scrypt check.
const SLOW = 60_000;

describe("throttling", () => {
  test(
    "known and unknown emails are slowed alike after a few failures, to one try a minute, never a lock",
    async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const t = await setupBackend();
      await signedUpUser(t, "ada@example.com", "correct horse");
      for (const email of ["ada@example.com", "nobody@example.com"]) {
        for (let i = 0; i < RATE_LIMITS.passwordFailures.capacity; i++) {
          expect(await rejectionData(signInWith(t, email, "wrong horse"))).toMatchObject({ code: "auth/invalid-credential" });
        }
      }
      const verify = vi.spyOn(passwordHasher, "verify");
      const known = await rejectionData(signInWith(t, "ada@example.com", "correct horse"));
      const unknown = await rejectionData(signInWith(t, "nobody@example.com", "correct horse"));
      expect(known).toEqual({ code: "auth/too-many-requests", message: "Too many failed attempts. Please wait 60 seconds and try again." });
      expect(unknown).toEqual(known);
      expect(verify).not.toHaveBeenCalled();

      // A minute on, one more try; failing it means another minute, never longer.
      vi.advanceTimersByTime(60_000);
      expect(await rejectionData(signInWith(t, "ada@example.com", "wrong horse"))).toMatchObject({ code: "auth/invalid-credential" });
      expect(await rejectionData(signInWith(t, "ada@example.com", "correct horse"))).toMatchObject({
        message: "Too many failed attempts. Please wait 60 seconds and try again.",
      });
      vi.advanceTimersByTime(30_000);
      expect(await rejectionData(signInWith(t, "ada@example.com", "correct horse"))).toMatchObject({
        message: "Too many failed attempts. Please wait 30 seconds and try again.",
      });
      vi.advanceTimersByTime(30_000);
      expect((await signInWith(t, "ada@example.com", "correct horse")).tokens?.token).toEqual(expect.any(String));
      // Success gives the free tries back.
      for (let i = 0; i < RATE_LIMITS.passwordFailures.capacity; i++) {
        expect(await rejectionData(signInWith(t, "ada@example.com", "wrong horse"))).toMatchObject({ code: "auth/invalid-credential" });
      }
    },
    SLOW,
  );

  test(
    "a stranger's failures do not slow the owner on a browser they signed in from before",
    async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const t = await setupBackend();
      const ada = await signedUpUser(t, "ada@example.com", "correct horse");
      const device = "ada-laptop-0123456789abcdef";
      await ada.as.mutation(api.account.rememberDevice, { token: device });

      for (let i = 0; i < RATE_LIMITS.passwordFailures.capacity + 3; i++) await rejectionData(signInWith(t, "ada@example.com", `guess ${i}`));
      expect(await rejectionData(signInWith(t, "ada@example.com", "correct horse"))).toMatchObject({ code: "auth/too-many-requests" });
      // A made-up device token does not help the stranger.
      expect(await rejectionData(signInWith(t, "ada@example.com", "correct horse", "made-up-token-0123456789ab"))).toMatchObject({
        code: "auth/too-many-requests",
      });
      // The owner's browser has its own bucket.
      expect((await signInWith(t, "ada@example.com", "correct horse", device)).tokens?.token).toEqual(expect.any(String));
      // Another account's device token does not count for Ada.
      const bob = await signedUpUser(t, "bob@example.com", "correct horse");
      await bob.as.mutation(api.account.rememberDevice, { token: "bob-phone-0123456789abcdef" });
      expect(await rejectionData(signInWith(t, "ada@example.com", "correct horse", "bob-phone-0123456789abcdef"))).toMatchObject({
        code: "auth/too-many-requests",
      });
    },
    SLOW,
  );

  test("rememberDevice needs a signed-in caller and a well-formed token", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await rejectionData(t.mutation(api.account.rememberDevice, { token: "a".repeat(30) }))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await rejectionData(ada.as.mutation(api.account.rememberDevice, { token: "short" }))).toMatchObject({ code: "validation/invalid" });
    expect(await rejectionData(ada.as.mutation(api.account.rememberDevice, { token: "a".repeat(129) }))).toMatchObject({ code: "validation/invalid" });
    for (let i = 0; i < 30; i++) await ada.as.mutation(api.account.rememberDevice, { token: `device-${i}-0123456789abcdefghij` });
    expect(await t.run((ctx) => ctx.db.query("knownDevices").collect())).toHaveLength(20);
  });
});

describe("password rules on sign-up", () => {
  test.each([
    ["short", "Password must be at least 8 characters."],
    ["        ", "Password cannot be only spaces."],
    ["x".repeat(129), "Password must be at most 128 characters."],
    ["12345678", "This password is too common. Choose one that is harder to guess."],
    ["P@ssw0rd", "This password is too common. Choose one that is harder to guess."],
    ["Ada@Example.com", "Password cannot be your email address."],
  ])("%j is refused", async (password, message) => {
    const t = await setupBackend();
    expect(await rejectionData(passwordSignIn(t, "ada@example.com", password, "signUp"))).toEqual({ code: "auth/weak-password", message });
    expect(await t.run((ctx) => ctx.db.query("users").collect())).toEqual([]);
  });

  test("a 128-character password is accepted", async () => {
    const t = await setupBackend();
    const password = "correct horse battery staple ".repeat(5).slice(0, 128);
    expect((await passwordSignIn(t, "ada@example.com", password, "signUp")).tokens?.token).toEqual(expect.any(String));
    expect((await passwordSignIn(t, "ada@example.com", password, "signIn")).tokens?.token).toEqual(expect.any(String));
  });
});
