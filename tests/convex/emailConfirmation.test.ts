import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { AccountFields } from "../../convex/model/account";
import { CONFIRMATION_MS, UNCONFIRMED_MESSAGE } from "../../convex/model/emailConfirmation";
import {
  confirmationToken,
  confirmedUser,
  deleteAccountForGood,
  passwordSignIn,
  rejectionData,
  scheduledMailsTo,
  setupBackend,
  signedUpUser,
  type Backend,
} from "./setup";

/** Issue 37 item 2: an address counts only once proven, at sign-up and on every change. */

const fields = (overrides: Partial<AccountFields> = {}): AccountFields => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0001",
  dob: "1990-12-10",
  gender: "female",
  address: "12 St James's Square, London",
  ...overrides,
});

const signsIn = async (t: Backend, email: string, password = "correct horse") =>
  (await passwordSignIn(t, email, password, "signIn").catch(() => null))?.tokens?.token !== undefined;

afterEach(() => {
  vi.useRealTimers();
});

describe("confirming the address of a new account", () => {
  test("sign-up signs in at once with the address unconfirmed; its mailed link confirms it, once", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ email: "ada@example.com", emailConfirmed: false, pendingEmail: null });
    const [mail] = await scheduledMailsTo(t, "ada@example.com");
    expect(mail.subject).toBe("Confirm your email address for Portfolio Builder");
    expect(mail.text).toMatch(/^http:\/\/127\.0\.0\.1:3210\/confirm-email\/[A-Za-z0-9_-]{43}$/m);
    const token = await confirmationToken(t, ada.email);
    // Only the token's hash is stored.
    expect(JSON.stringify(await t.run((ctx) => ctx.db.query("emailConfirmations").collect()))).not.toContain(token);

    expect(await t.mutation(api.emailConfirmations.confirm, { token })).toEqual({ email: "ada@example.com", changed: false });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ emailConfirmed: true });
    expect(await rejectionData(t.mutation(api.emailConfirmations.confirm, { token }))).toMatchObject({ code: "auth/invalid-code" });
    expect(await rejectionData(ada.as.mutation(api.emailConfirmations.resend, {}))).toMatchObject({ code: "validation/invalid" });
  });

  test("an expired or made-up link confirms nothing; Resend mails a new one, a few at most", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const token = await confirmationToken(t, ada.email);
    vi.setSystemTime(Date.now() + CONFIRMATION_MS + 1);
    expect(await rejectionData(t.mutation(api.emailConfirmations.confirm, { token }))).toMatchObject({ code: "auth/invalid-code" });
    expect(await rejectionData(t.mutation(api.emailConfirmations.confirm, { token: "x".repeat(43) }))).toMatchObject({ code: "auth/invalid-code" });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ emailConfirmed: false });

    expect(await ada.as.mutation(api.emailConfirmations.resend, {})).toEqual({ email: "ada@example.com" });
    const fresh = await confirmationToken(t, ada.email);
    expect(fresh).not.toBe(token);
    // A day after sign-up the account has its 3 again: this one and two more, then the next one waits.
    await ada.as.mutation(api.emailConfirmations.resend, {});
    await ada.as.mutation(api.emailConfirmations.resend, {});
    expect(await rejectionData(ada.as.mutation(api.emailConfirmations.resend, {}))).toMatchObject({
      code: "email/rate-limited",
      message: expect.stringMatching(/^Too many confirmation mails\. Please wait \d+ seconds and try again\.$/),
    });
    // Each new link replaces the last.
    expect(await rejectionData(t.mutation(api.emailConfirmations.confirm, { token: fresh }))).toMatchObject({ code: "auth/invalid-code" });
    await t.mutation(api.emailConfirmations.confirm, { token: await confirmationToken(t, ada.email) });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ emailConfirmed: true });
  });

  test("accounts from before confirmation existed count as unconfirmed", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await t.run((ctx) => ctx.db.patch("users", ada.userId, { emailVerificationTime: undefined }));
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("emailConfirmations").collect()) await ctx.db.delete("emailConfirmations", row._id);
    });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ emailConfirmed: false });
    await ada.as.mutation(api.emailConfirmations.resend, {});
    await t.mutation(api.emailConfirmations.confirm, { token: await confirmationToken(t, ada.email) });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ emailConfirmed: true });
  });
});

describe("changing the address", () => {
  test("updateAccount keeps the address until the new one is confirmed; then it is the sign-in email", async () => {
    const t = await setupBackend();
    const ada = await confirmedUser(t);
    expect(await ada.as.mutation(api.users.updateAccount, { fields: fields({ email: "Ada.L@Example.com" }) })).toEqual({ pendingEmail: "ada.l@example.com" });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({
      email: "ada@example.com",
      emailConfirmed: true,
      pendingEmail: "ada.l@example.com",
      name: "Ada Lovelace",
    });
    expect(await signsIn(t, "ada.l@example.com")).toBe(false);
    expect(await signsIn(t, "ada@example.com")).toBe(true);
    const [mail] = await scheduledMailsTo(t, "ada.l@example.com");
    expect(mail.text).toContain("asked to use this address");

    // Saving the form again (the field back at the current address) keeps the change waiting.
    expect(await ada.as.mutation(api.users.updateAccount, { fields: fields() })).toEqual({ pendingEmail: "ada.l@example.com" });
    expect(await t.mutation(api.emailConfirmations.confirm, { token: await confirmationToken(t, "ada.l@example.com") })).toEqual({
      email: "ada.l@example.com",
      changed: true,
    });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ email: "ada.l@example.com", emailConfirmed: true, pendingEmail: null });
    expect(await signsIn(t, "ada.l@example.com")).toBe(true);
    expect(await signsIn(t, "ada@example.com")).toBe(false);
  });

  test("a taken address is refused, at the request and at the confirmation; a change can be cancelled", async () => {
    const t = await setupBackend();
    const ada = await confirmedUser(t);
    await signedUpUser(t, "bob@example.com");
    expect(await rejectionData(ada.as.mutation(api.users.updateAccount, { fields: fields({ email: "Bob@example.com" }) }))).toMatchObject({
      code: "auth/email-already-in-use",
    });
    await ada.as.mutation(api.users.updateAccount, { fields: fields({ email: "cy@example.com" }) });
    const token = await confirmationToken(t, "cy@example.com");
    await signedUpUser(t, "cy@example.com");
    expect(await rejectionData(t.mutation(api.emailConfirmations.confirm, { token }))).toMatchObject({ code: "auth/email-already-in-use" });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ email: "ada@example.com" });

    await ada.as.mutation(api.users.updateAccount, { fields: fields({ email: "di@example.com" }) });
    const cancelled = await confirmationToken(t, "di@example.com");
    await ada.as.mutation(api.emailConfirmations.cancelChange, {});
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ email: "ada@example.com", pendingEmail: null });
    expect(await rejectionData(t.mutation(api.emailConfirmations.confirm, { token: cancelled }))).toMatchObject({ code: "auth/invalid-code" });
  });

  test("a trial is remembered under the confirmed new address too", async () => {
    const t = await setupBackend();
    const ada = await confirmedUser(t);
    await ada.as.mutation(api.billing.startTrial, { plan: "pro" });
    await ada.as.mutation(api.users.updateAccount, { fields: fields({ email: "new@example.com" }) });
    await t.mutation(api.emailConfirmations.confirm, { token: await confirmationToken(t, "new@example.com") });
    await deleteAccountForGood(t, ada);
    for (const email of ["ada@example.com", "new@example.com"]) {
      const again = await signedUpUser(t, email, "another horse");
      expect(await again.as.query(api.users.current, {})).toMatchObject({ trialAvailable: false });
    }
    expect(await t.run((ctx) => ctx.db.query("emailConfirmations").collect())).toHaveLength(2);
  });
});

describe("invitations wait for a confirmed address", () => {
  async function invitation(t: Backend, to: string) {
    const ana = await confirmedUser(t, "ana@example.com");
    await t.mutation(internal.users.setPlan, { email: ana.email, plan: "business" });
    await ana.as.mutation(api.members.invite, { email: to, role: "publisher" });
    const mail = (await scheduledMailsTo(t, to)).find((m) => m.text.includes("/invite/"))!;
    return mail.text.match(/\/invite\/([A-Za-z0-9_-]{43})/)![1];
  }

  test("a stranger holding the link cannot take an invitation by changing their email to the invited one", async () => {
    const t = await setupBackend();
    const token = await invitation(t, "victim@example.com");
    const mallory = await confirmedUser(t, "mallory@example.com");
    await mallory.as.mutation(api.users.updateAccount, { fields: fields({ email: "victim@example.com" }) });
    expect(await rejectionData(mallory.as.mutation(api.members.accept, { token }))).toMatchObject({ code: "auth/forbidden" });
    expect(await mallory.as.query(api.members.sharedWithMe, {})).toEqual([]);
  });

  test("signing up with the invited address is not enough: accepting waits for its link", async () => {
    const t = await setupBackend();
    const token = await invitation(t, "vic@example.com");
    const vic = await signedUpUser(t, "vic@example.com");
    expect(await vic.as.query(api.members.invitation, { token })).toMatchObject({ problem: null, emailConfirmed: false });
    expect(await rejectionData(vic.as.mutation(api.members.accept, { token }))).toEqual({ code: "email/unconfirmed", message: UNCONFIRMED_MESSAGE });
    await t.mutation(api.emailConfirmations.confirm, { token: await confirmationToken(t, vic.email) });
    await vic.as.mutation(api.members.accept, { token });
    expect(await vic.as.query(api.members.sharedWithMe, {})).toHaveLength(1);
  });

  test("an unconfirmed account sends no invitation", async () => {
    const t = await setupBackend();
    const ana = await signedUpUser(t, "ana@example.com");
    await t.mutation(internal.users.setPlan, { email: ana.email, plan: "business" });
    expect(await rejectionData(ana.as.mutation(api.members.invite, { email: "zoe@example.com", role: "editor" }))).toMatchObject({
      code: "email/unconfirmed",
    });
    expect(await scheduledMailsTo(t, "zoe@example.com")).toEqual([]);
  });
});

describe("sign-up flood limits", () => {
  test("attempts are limited per address, then from everyone together, before any hashing", async () => {
    // The clock stands still: the buckets refill as time passes.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
    const t = await setupBackend();
    const attempt = (email: string) => rejectionData(passwordSignIn(t, email, "x", "signUp"));
    for (let i = 0; i < 5; i++) expect(await attempt("ada@example.com")).toMatchObject({ code: "auth/weak-password" });
    expect(await attempt("ada@example.com")).toMatchObject({
      code: "auth/too-many-requests",
      message: expect.stringMatching(/^Too many sign-up attempts for this email\. Please wait \d+ seconds? and try again\.$/),
    });
    for (let i = 0; i < 5; i++) expect(await attempt(`p${i}@example.com`)).toMatchObject({ code: "auth/weak-password" });
    expect(await attempt("late@example.com")).toMatchObject({
      code: "auth/too-many-requests",
      message: expect.stringMatching(/^Too many sign-ups right now\. Please wait 2 seconds and try again\.$/),
    });
  });
});
