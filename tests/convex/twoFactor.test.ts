import { afterEach, describe, expect, test, vi } from "vitest";
import { Secret, TOTP } from "otpauth";
import { api } from "../../convex/_generated/api";
import { RATE_LIMITS } from "../../convex/lib/rateLimits";
import { RECOVERY_CODE_COUNT, TWO_FACTOR_TICKET_MINUTES } from "../../convex/model/twoFactor";
import { passwordSignIn, rejectionData, scheduledMailsTo, setupBackend, signedUpUser, type Backend } from "./setup";

afterEach(() => vi.useRealTimers());

/** The code an authenticator app shows for `secret` at `at`. */
const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
/** On to the next 30-second step: a code is accepted once. */
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

/** A user with two-factor on, its secret and recovery codes. */
async function protectedUser() {
  vi.useFakeTimers({ toFake: ["Date"] });
  const t = await setupBackend();
  const user = await signedUpUser(t);
  const { secret, uri } = await user.as.mutation(api.twoFactor.begin, {});
  expect(uri).toMatch(/^otpauth:\/\/totp\/Portfolio%20Builder:ada%40example\.com\?/);
  const recoveryCodes = await user.as.action(api.twoFactor.enable, { code: codeFor(secret) });
  nextStep();
  return { t, user, secret, recoveryCodes };
}

/** The first step's ticket: the right password, then `auth/two-factor-required`. */
async function ticketFor(t: Backend, email: string, password: string): Promise<string> {
  const data = await rejectionData(passwordSignIn(t, email, password, "signIn"));
  expect(data).toMatchObject({ code: "auth/two-factor-required", ticket: expect.any(String) });
  return data.ticket as string;
}

const secondStep = (t: Backend, ticket: string, code: string) =>
  t.action(api.auth.signIn, { provider: "password", params: { flow: "two-factor", ticket, code } });

describe("turning two-factor on", () => {
  test("needs a first code from the app; gives ten recovery codes once, stored only as hashes", async () => {
    const { t, user, recoveryCodes } = await protectedUser();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const stored = await t.run((ctx) => ctx.db.query("recoveryCodes").collect());
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0].replace("-", ""));
    expect(await user.as.query(api.twoFactor.status, {})).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  test("a wrong first code leaves it off, and guessing is throttled", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t = await setupBackend();
    const user = await signedUpUser(t);
    const { secret } = await user.as.mutation(api.twoFactor.begin, {});
    const wrong = codeFor(secret) === "000000" ? "111111" : "000000";
    for (let i = 0; i < RATE_LIMITS.passwordFailures.capacity; i++) {
      expect(await rejectionData(user.as.action(api.twoFactor.enable, { code: wrong }))).toMatchObject({ code: "auth/invalid-code" });
    }
    expect(await rejectionData(user.as.action(api.twoFactor.enable, { code: codeFor(secret) }))).toMatchObject({ code: "auth/too-many-requests" });
    expect(await user.as.query(api.twoFactor.status, {})).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // Password sign-in is not affected while it is off.
    expect((await passwordSignIn(t, user.email, user.password, "signIn")).tokens).toBeTruthy();
  });
});

describe("the password sign-in's second step", () => {
  test("the right password asks for a code; the code signs in; the ticket is single-use", async () => {
    const { t, user, secret } = await protectedUser();
    const ticket = await ticketFor(t, user.email, user.password);
    const result = await secondStep(t, ticket, codeFor(secret));
    expect(result.tokens?.token).toEqual(expect.any(String));
    nextStep();
    expect(await rejectionData(secondStep(t, ticket, codeFor(secret)))).toMatchObject({
      code: "auth/invalid-code",
      message: expect.stringContaining("Log in again"),
    });
  });

  test("a wrong password never reaches the second step", async () => {
    const { t, user } = await protectedUser();
    expect(await rejectionData(passwordSignIn(t, user.email, "wrong horse", "signIn"))).toEqual({
      code: "auth/invalid-credential",
      message: "Invalid email or password.",
    });
  });

  test("a code is accepted once: the same code again is refused", async () => {
    const { t, user, secret } = await protectedUser();
    const code = codeFor(secret);
    expect((await secondStep(t, await ticketFor(t, user.email, user.password), code)).tokens).toBeTruthy();
    expect(await rejectionData(secondStep(t, await ticketFor(t, user.email, user.password), code))).toMatchObject({ code: "auth/invalid-code" });
  });

  test("codes out of the window (a step either side) are refused; a step's drift is accepted", async () => {
    const { t, user, secret } = await protectedUser();
    const ticket = await ticketFor(t, user.email, user.password);
    expect(await rejectionData(secondStep(t, ticket, codeFor(secret, Date.now() - 90_000)))).toMatchObject({ code: "auth/invalid-code" });
    expect(await rejectionData(secondStep(t, ticket, codeFor(secret, Date.now() + 90_000)))).toMatchObject({ code: "auth/invalid-code" });
    expect((await secondStep(t, ticket, codeFor(secret, Date.now() + 30_000))).tokens).toBeTruthy();
  });

  test("guessing is throttled like passwords: after five misses even the right code waits", async () => {
    const { t, user, secret } = await protectedUser();
    const ticket = await ticketFor(t, user.email, user.password);
    const right = codeFor(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < RATE_LIMITS.passwordFailures.capacity; i++) {
      expect(await rejectionData(secondStep(t, ticket, wrong))).toMatchObject({ code: "auth/invalid-code" });
    }
    expect(await rejectionData(secondStep(t, ticket, right))).toMatchObject({ code: "auth/too-many-requests" });
    // A minute later, one more try: the right code goes through.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await secondStep(t, await ticketFor(t, user.email, user.password), codeFor(secret))).tokens).toBeTruthy();
  });

  test("a ticket expires", async () => {
    const { t, user, secret } = await protectedUser();
    const ticket = await ticketFor(t, user.email, user.password);
    vi.setSystemTime(Date.now() + TWO_FACTOR_TICKET_MINUTES * 60_000 + 1);
    expect(await rejectionData(secondStep(t, ticket, codeFor(secret)))).toMatchObject({ code: "auth/invalid-code" });
    expect(await rejectionData(secondStep(t, "made-up", codeFor(secret)))).toMatchObject({ code: "auth/invalid-code" });
  });

  test("a recovery code works once, in any case and with or without its dash", async () => {
    const { t, user, recoveryCodes } = await protectedUser();
    const [code] = recoveryCodes;
    expect((await secondStep(t, await ticketFor(t, user.email, user.password), ` ${code.toUpperCase().replace("-", "")} `)).tokens).toBeTruthy();
    expect(await rejectionData(secondStep(t, await ticketFor(t, user.email, user.password), code))).toMatchObject({ code: "auth/invalid-code" });
    expect(await user.as.query(api.twoFactor.status, {})).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  test("a password reset by mail does not skip the code", async () => {
    const { t, user, secret } = await protectedUser();
    await t.action(api.auth.signIn, { provider: "password", params: { email: user.email, flow: "reset" } });
    const [mail] = await scheduledMailsTo(t, user.email).then((mails) => mails.filter((m) => /reset code/.test(m.subject)));
    const code = /Your code: (\d{8})/.exec(mail.text)![1];
    const reset = t.action(api.auth.signIn, {
      provider: "password",
      params: { email: user.email, code, newPassword: "purple monkey dishwasher", flow: "reset-verification" },
    });
    expect(await rejectionData(reset)).toMatchObject({ code: "auth/two-factor-required", message: expect.stringContaining("Your password was changed") });
    // The new password is set, and still asks for a code.
    const ticket = await ticketFor(t, user.email, "purple monkey dishwasher");
    expect((await secondStep(t, ticket, codeFor(secret))).tokens).toBeTruthy();
  });
});

describe("turning two-factor off", () => {
  test("needs a current code or the password; then the password alone signs in", async () => {
    const { t, user, secret } = await protectedUser();
    expect(await rejectionData(user.as.action(api.twoFactor.disableWithPassword, { password: "wrong horse" }))).toMatchObject({ code: "auth/wrong-password" });
    expect(await rejectionData(user.as.action(api.twoFactor.disableWithCode, { code: "12345" }))).toMatchObject({ code: "auth/invalid-code" });
    await user.as.action(api.twoFactor.disableWithCode, { code: codeFor(secret) });
    expect(await user.as.query(api.twoFactor.status, {})).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await t.run((ctx) => ctx.db.query("recoveryCodes").collect())).toEqual([]);
    expect((await passwordSignIn(t, user.email, user.password, "signIn")).tokens).toBeTruthy();
  });

  test("with the password", async () => {
    const { t, user } = await protectedUser();
    await user.as.action(api.twoFactor.disableWithPassword, { password: user.password });
    expect((await passwordSignIn(t, user.email, user.password, "signIn")).tokens).toBeTruthy();
  });

  test("signed out, nothing can be turned on or off", async () => {
    const { t } = await protectedUser();
    expect(await rejectionData(t.action(api.twoFactor.disableWithCode, { code: "123456" }))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await rejectionData(t.mutation(api.twoFactor.begin, {}))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await t.query(api.twoFactor.status, {})).toBeNull();
  });
});
