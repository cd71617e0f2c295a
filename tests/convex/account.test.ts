import { afterEach, describe, expect, test, vi } from "vitest";
import { decodeJwt } from "jose";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { deleteAccountForGood, formData, passwordSignIn, rejectionData, runWithScheduled, setupBackend, signedUpUser, uploadAs, type Backend } from "./setup";

/** A second sign-in of an existing user: another device with its own session. */
async function anotherDevice(t: Backend, email: string, password: string) {
  const token = (await passwordSignIn(t, email, password, "signIn")).tokens!.token;
  return t.withIdentity({ subject: decodeJwt(token).sub!, issuer: process.env.CONVEX_SITE_URL });
}

/** Mail goes to the outbox URL; the test plays the outbox. */
function captureMail() {
  const sent: { to: string; subject: string; text: string }[] = [];
  process.env.MAIL_OUTBOX_URL = "http://outbox.test/mail";
  process.env.MAIL_OUTBOX_TOKEN = "outbox-secret";
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe("http://outbox.test/mail");
      expect((init.headers as Record<string, string>).Authorization).toBe("Bearer outbox-secret");
      const mail = JSON.parse(String(init.body)) as { to: string; subject: string; text: string };
      // The confirmation link mailed at sign-up is emailConfirmation.test.ts's subject, not this file's.
      if (!mail.text.includes("/confirm-email/")) sent.push(mail);
      return new Response("{}", { status: 200 });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete process.env.MAIL_OUTBOX_URL;
  delete process.env.MAIL_OUTBOX_TOKEN;
});

const SLOW = 30_000;

describe("sessions end at once", () => {
  test("after signing out, the same token is refused by every function", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await ada.as.query(api.users.current, {})).not.toBeNull();
    await ada.as.action(api.auth.signOut, {});
    expect(await ada.as.query(api.users.current, {})).toBeNull();
    expect(await ada.as.query(api.drafts.get, {})).toBeNull();
    expect(await ada.as.query(api.portfolios.dashboard, {})).toBeNull();
    expect(await rejectionData(ada.as.mutation(api.users.ensureProfile, {}))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await rejectionData(ada.as.mutation(api.files.generateUploadUrl, {}))).toMatchObject({ code: "auth/unauthenticated" });
    const storageId = await t.run((ctx) => ctx.storage.store(new Blob(["x"])));
    expect(await rejectionData(ada.as.action(api.files.confirmUpload, { storageId }))).toMatchObject({ code: "storage/unauthorized" });
    expect(await rejectionData(ada.as.action(api.account.changePassword, { currentPassword: ada.password, newPassword: "a new long pass" }))).toMatchObject({
      code: "auth/unauthenticated",
    });
  });

  test("sign out of all devices ends every session of the caller only", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com", "correct horse");
    const adaPhone = await anotherDevice(t, "ada@example.com", "correct horse");
    await adaPhone.mutation(api.account.rememberDevice, { token: "ada-phone-0123456789abcdef" });
    const bob = await signedUpUser(t, "bob@example.com", "correct horse");
    expect(await rejectionData(t.mutation(api.account.signOutEverywhere, {}))).toMatchObject({ code: "auth/unauthenticated" });
    await ada.as.mutation(api.account.signOutEverywhere, {});
    expect(await ada.as.query(api.users.current, {})).toBeNull();
    expect(await adaPhone.query(api.users.current, {})).toBeNull();
    expect(await bob.as.query(api.users.current, {})).toMatchObject({ email: "bob@example.com" });
    const left = await t.run(async (ctx) => ({
      sessions: await ctx.db.query("authSessions").collect(),
      refreshTokens: await ctx.db.query("authRefreshTokens").collect(),
    }));
    expect(left.sessions.map((s) => s.userId)).toEqual([bob.userId]);
    // A lost device no longer gets its own throttle bucket.
    expect(await t.run((ctx) => ctx.db.query("knownDevices").collect())).toEqual([]);
    expect(new Set(left.refreshTokens.map((r) => r.sessionId))).toEqual(new Set(left.sessions.map((s) => s._id)));
  });
});

describe("password change", () => {
  test(
    "needs the current password; ends the other sessions, keeps this one",
    async () => {
      const t = await setupBackend();
      const ada = await signedUpUser(t, "ada@example.com", "correct horse");
      const adaPhone = await anotherDevice(t, "ada@example.com", "correct horse");
      await adaPhone.mutation(api.account.rememberDevice, { token: "ada-phone-0123456789abcdef" });
      expect(
        await rejectionData(t.action(api.account.changePassword, { currentPassword: "correct horse", newPassword: "purple monkey dishwasher" })),
      ).toMatchObject({
        code: "auth/unauthenticated",
      });
      expect(
        await rejectionData(ada.as.action(api.account.changePassword, { currentPassword: "wrong horse", newPassword: "purple monkey dishwasher" })),
      ).toEqual({
        code: "auth/wrong-password",
        message: "The password is not correct.",
      });
      expect(await rejectionData(ada.as.action(api.account.changePassword, { currentPassword: "correct horse", newPassword: "12345678" }))).toMatchObject({
        code: "auth/weak-password",
      });
      expect(
        await rejectionData(ada.as.action(api.account.changePassword, { currentPassword: "correct horse", newPassword: "ada@example.com" })),
      ).toMatchObject({
        code: "auth/weak-password",
        message: "Password cannot be your email address.",
      });
      await ada.as.action(api.account.changePassword, { currentPassword: "correct horse", newPassword: "purple monkey dishwasher" });
      expect(await ada.as.query(api.users.current, {})).toMatchObject({ email: "ada@example.com" });
      expect(await adaPhone.query(api.users.current, {})).toBeNull();
      expect(await t.run((ctx) => ctx.db.query("knownDevices").collect())).toEqual([]);
      expect(await rejectionData(passwordSignIn(t, "ada@example.com", "correct horse", "signIn"))).toMatchObject({ code: "auth/invalid-credential" });
      expect((await passwordSignIn(t, "ada@example.com", "purple monkey dishwasher", "signIn")).tokens?.token).toEqual(expect.any(String));
    },
    SLOW,
  );

  test(
    "wrong current passwords are throttled per user",
    async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const t = await setupBackend();
      const ada = await signedUpUser(t, "ada@example.com", "correct horse");
      for (let i = 0; i < 5; i++) {
        await rejectionData(ada.as.action(api.account.changePassword, { currentPassword: `guess ${i}`, newPassword: "purple monkey dishwasher" }));
      }
      expect(
        await rejectionData(ada.as.action(api.account.changePassword, { currentPassword: "correct horse", newPassword: "purple monkey dishwasher" })),
      ).toMatchObject({
        code: "auth/too-many-requests",
      });
    },
    SLOW,
  );
});

describe("password reset by emailed code", () => {
  const requestReset = (t: Backend, email: string) => t.action(api.auth.signIn, { provider: "password", params: { email, flow: "reset" } });
  const finishReset = (t: Backend, email: string, code: string, newPassword: string) =>
    t.action(api.auth.signIn, { provider: "password", params: { email, code, newPassword, flow: "reset-verification" } });

  test(
    "a known email gets a code; the code sets a new password and ends the old sessions",
    async () => {
      const t = await setupBackend();
      const sent = captureMail();
      const ada = await signedUpUser(t, "ada@example.com", "correct horse");
      await ada.as.mutation(api.account.rememberDevice, { token: "ada-laptop-0123456789abcdef" });
      expect(await requestReset(t, "Ada@Example.com")).toEqual({ tokens: null });
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ to: "ada@example.com", subject: expect.stringContaining("reset code") });
      const code = /Your code: (\d{8})/.exec(sent[0].text)![1];

      expect(await rejectionData(finishReset(t, "ada@example.com", code, "12345678"))).toMatchObject({ code: "auth/weak-password" });
      expect(await rejectionData(finishReset(t, "ada@example.com", "00000000", "purple monkey dishwasher"))).toEqual({
        code: "auth/invalid-code",
        message: "That code is wrong or has expired. Request a new one.",
      });
      expect(await rejectionData(finishReset(t, "bob@example.com", code, "purple monkey dishwasher"))).toMatchObject({ code: "auth/invalid-code" });
      const result = await finishReset(t, "ada@example.com", code, "purple monkey dishwasher");
      expect(result.tokens?.token).toEqual(expect.any(String));
      expect(await ada.as.query(api.users.current, {})).toBeNull();
      expect(await t.run((ctx) => ctx.db.query("knownDevices").collect())).toEqual([]);
      expect((await passwordSignIn(t, "ada@example.com", "purple monkey dishwasher", "signIn")).tokens?.token).toEqual(expect.any(String));
      expect(await rejectionData(passwordSignIn(t, "ada@example.com", "correct horse", "signIn"))).toMatchObject({ code: "auth/invalid-credential" });
      // A code works once.
      expect(await rejectionData(finishReset(t, "ada@example.com", code, "another fine password"))).toMatchObject({ code: "auth/invalid-code" });
    },
    SLOW,
  );

  test("an unknown email gets the same answer and no mail", async () => {
    const t = await setupBackend();
    const sent = captureMail();
    await signedUpUser(t, "ada@example.com", "correct horse");
    expect(await requestReset(t, "nobody@example.com")).toEqual(await requestReset(t, "ada@example.com"));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.map((m) => m.to)).toEqual(["ada@example.com"]);
    expect(await t.run((ctx) => ctx.db.query("users").collect())).toHaveLength(1);
    expect(await rejectionData(requestReset(t, "not an email"))).toMatchObject({ code: "auth/invalid-email" });
  });
});

describe("account deletion", () => {
  async function populated(t: Backend) {
    const ada = await signedUpUser(t, "ada@example.com", "correct horse");
    const photo = await uploadAs(t, ada);
    const image = await uploadAs(t, ada);
    await ada.as.mutation(api.users.setPhoto, { storageId: photo.storageId });
    await ada.as.mutation(api.templates.use, { templateId: "minimalist" });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ image: image.storageId }), baseRevision: 0 });
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ image: image.storageId }) });
    await ada.as.mutation(api.account.rememberDevice, { token: "ada-laptop-0123456789abcdef" });
    return { ada, files: [photo.storageId, image.storageId] };
  }

  const userRows = (t: Backend, userId: Id<"users">) =>
    t.run(async (ctx) => ({
      user: await ctx.db.get("users", userId),
      accounts: await ctx.db
        .query("authAccounts")
        .withIndex("userIdAndProvider", (q) => q.eq("userId", userId))
        .collect(),
      sessions: await ctx.db
        .query("authSessions")
        .withIndex("userId", (q) => q.eq("userId", userId))
        .collect(),
      drafts: await ctx.db
        .query("drafts")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .collect(),
      portfolios: await ctx.db
        .query("portfolios")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .collect(),
      templates: await ctx.db
        .query("userTemplates")
        .withIndex("by_userId_and_templateId", (q) => q.eq("userId", userId))
        .collect(),
      uploads: await ctx.db
        .query("uploads")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .collect(),
      devices: await ctx.db
        .query("knownDevices")
        .withIndex("by_userId_and_lastUsedAt", (q) => q.eq("userId", userId))
        .collect(),
      slugs: await ctx.db
        .query("slugs")
        .withIndex("by_userId_and_isCurrent", (q) => q.eq("userId", userId))
        .collect(),
      sitemap: await ctx.db
        .query("sitemapEntries")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .collect(),
    }));
  /** The processed files an image is served as (its original is deleted when it is processed). */
  const variantFiles = (t: Backend, imageId: Id<"_storage">) =>
    t.run(async (ctx) =>
      (
        await ctx.db
          .query("imageVariants")
          .withIndex("by_imageId_and_width", (q) => q.eq("imageId", imageId))
          .collect()
      ).map((variant) => variant.storageId),
    );
  const liveFiles = (t: Backend) => t.run(async (ctx) => (await ctx.db.system.query("_storage").collect()).map((file) => file._id));

  test(
    "needs the password; removes everything the user owns; the public link is gone; login is refused",
    async () => {
      const t = await setupBackend();
      const { ada, files } = await populated(t);
      const adaPhone = await anotherDevice(t, "ada@example.com", "correct horse");
      const bob = await signedUpUser(t, "bob@example.com", "correct horse");
      const bobFile = await uploadAs(t, bob);

      expect(await rejectionData(t.action(api.account.deleteAccount, { password: "correct horse" }))).toMatchObject({ code: "auth/unauthenticated" });
      expect(await rejectionData(ada.as.action(api.account.deleteAccount, { password: "wrong horse" }))).toMatchObject({ code: "auth/wrong-password" });
      expect((await t.query(api.portfolios.getPublic, { userId: ada.userId })).status).toBe("published");
      const adaVariants = (await Promise.all(files.map((id) => variantFiles(t, id)))).flat();
      expect(adaVariants.length).toBeGreaterThan(0);

      // Closed at once: signed out everywhere, the page gone, sign-in refused (kept for the undo link).
      await ada.as.action(api.account.deleteAccount, { password: "correct horse" });
      expect(await adaPhone.query(api.users.current, {})).toBeNull();
      expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toEqual({ status: "gone" });
      expect(await rejectionData(passwordSignIn(t, "ada@example.com", "correct horse", "signIn"))).toMatchObject({ code: "auth/invalid-credential" });
      // The undo days pass; the history, the trash and then the files go in steps of their own.
      await t.run(async (ctx) => {
        for (const row of await ctx.db.query("accountDeletions").collect()) await ctx.db.patch("accountDeletions", row._id, { expiresAt: 0 });
      });
      await runWithScheduled(t, internal.account.purgeDeleted);

      expect(await userRows(t, ada.userId)).toEqual({
        user: null,
        accounts: [],
        sessions: [],
        drafts: [],
        portfolios: [],
        templates: [],
        uploads: [],
        devices: [],
        slugs: [],
        sitemap: [],
      });
      for (const id of files) expect(await t.run((ctx) => ctx.storage.getUrl(id))).toBeNull();
      const remaining = await liveFiles(t);
      for (const id of adaVariants) expect(remaining).not.toContain(id);
      expect(await t.run((ctx) => ctx.db.query("imageVariants").collect())).toHaveLength((await variantFiles(t, bobFile.storageId)).length);
      expect(await adaPhone.query(api.users.current, {})).toBeNull();
      expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toEqual({ status: "gone" });
      expect(await rejectionData(passwordSignIn(t, "ada@example.com", "correct horse", "signIn"))).toMatchObject({ code: "auth/invalid-credential" });
      // Bob is untouched.
      expect((await userRows(t, bob.userId)).uploads).toHaveLength(1);
      const bobVariants = await variantFiles(t, bobFile.storageId);
      expect(bobVariants.length).toBeGreaterThan(0);
      for (const id of bobVariants) expect(await t.run((ctx) => ctx.storage.getUrl(id))).not.toBeNull();
      expect(await bob.as.query(api.users.current, {})).toMatchObject({ email: "bob@example.com" });
      // The email can be used again for a new account.
      expect((await passwordSignIn(t, "ada@example.com", "a brand new secret", "signUp")).tokens?.token).toEqual(expect.any(String));
    },
    SLOW,
  );

  test(
    "the address keeps its used trial, even one from before trials were remembered by address; the draft's summary goes",
    async () => {
      const t = await setupBackend();
      const { ada } = await populated(t);
      // A trial started before this version: on the account only.
      await t.run((ctx) => ctx.db.patch("users", ada.userId, { trial: { plan: "pro", startedAt: 1, endsAt: 2, endedAt: 2 } }));
      expect(await t.run((ctx) => ctx.db.query("usedTrials").collect())).toEqual([]);
      expect(await t.run((ctx) => ctx.db.query("draftSummaries").collect())).toHaveLength(1);
      await deleteAccountForGood(t, ada);
      expect(await t.run((ctx) => ctx.db.query("draftSummaries").collect())).toEqual([]);
      expect(await t.run((ctx) => ctx.db.query("usedTrials").collect())).toHaveLength(1);
      const again = await signedUpUser(t, "ada@example.com", "another horse");
      expect(await rejectionData(again.as.mutation(api.billing.startTrial, { plan: "pro" }))).toMatchObject({ code: "billing/trial-used" });
    },
    SLOW,
  );

  test(
    "signing up again with a closed account's address during its undo days gives them up: a new, empty account, and no second trial",
    async () => {
      const t = await setupBackend();
      const { ada } = await populated(t);
      await ada.as.mutation(api.billing.startTrial, { plan: "pro" });
      await ada.as.action(api.account.deleteAccount, { password: ada.password });
      const again = await signedUpUser(t, "ada@example.com", "another horse");
      expect(again.userId).not.toEqual(ada.userId);
      expect(await t.run((ctx) => ctx.db.get("users", ada.userId))).toBeNull();
      expect(await t.run((ctx) => ctx.db.query("accountDeletions").collect())).toEqual([]);
      expect(await rejectionData(again.as.mutation(api.billing.startTrial, { plan: "pro" }))).toMatchObject({ code: "billing/trial-used" });
    },
    SLOW,
  );

  test(
    "an account without a password (passkey or GitHub/Google) deletes itself by typing its email, within 10 minutes of signing in",
    async () => {
      const t = await setupBackend();
      const ada = await signedUpUser(t, "ada@example.com", "correct horse");
      // As if she had only ever signed in with GitHub: no password account.
      await t.run(async (ctx) => {
        const account = await ctx.db
          .query("authAccounts")
          .withIndex("userIdAndProvider", (q) => q.eq("userId", ada.userId).eq("provider", "password"))
          .unique();
        await ctx.db.patch("authAccounts", account!._id, { provider: "github", providerAccountId: "12345", secret: undefined });
      });
      expect(await rejectionData(ada.as.action(api.account.changePassword, { currentPassword: "", newPassword: "a new long pass" }))).toMatchObject({
        code: "auth/no-password",
      });
      expect(await rejectionData(ada.as.action(api.account.deleteAccount, { password: "bob@example.com" }))).toMatchObject({
        code: "auth/wrong-password",
        message: "Type your account's email address to confirm.",
      });
      vi.useFakeTimers({ now: Date.now() + 11 * 60 * 1000, toFake: ["Date"] });
      expect(await rejectionData(ada.as.action(api.account.deleteAccount, { password: "ada@example.com" }))).toMatchObject({ code: "auth/sign-in-again" });
      vi.useRealTimers();
      await ada.as.action(api.account.deleteAccount, { password: " Ada@example.com " });
      expect((await t.run((ctx) => ctx.db.get("users", ada.userId)))?.deletedAt).toBeTypeOf("number");
    },
    SLOW,
  );

  test(
    "many uploads are removed in batches",
    async () => {
      const t = await setupBackend();
      const ada = await signedUpUser(t, "ada@example.com", "correct horse");
      await t.run(async (ctx) => {
        for (let i = 0; i < 230; i++) {
          const storageId = await ctx.storage.store(new Blob([`file ${i}`]));
          await ctx.db.insert("uploads", { userId: ada.userId, storageId, contentType: "image/png", size: 6, createdAt: i });
        }
      });
      await deleteAccountForGood(t, ada);
      expect(await t.run((ctx) => ctx.db.query("uploads").collect())).toEqual([]);
      expect(await t.run((ctx) => ctx.db.system.query("_storage").collect())).toEqual([]);
    },
    SLOW,
  );
});

describe("the mail module", () => {
  test("mail comes from Portfolio Builder: the default sender, and a bare MAIL_FROM address under that name", async () => {
    const { deliverMail } = await import("../../convex/mail");
    const froms: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => (froms.push(JSON.parse(String(init.body)).from), new Response("{}"))),
    );
    process.env.RESEND_API_KEY = "re_test";
    try {
      for (const setting of [undefined, "", "noreply@folio.example", "Ada's Folio <hi@folio.example>"]) {
        if (setting === undefined) delete process.env.MAIL_FROM;
        else process.env.MAIL_FROM = setting;
        await deliverMail({ to: "ada@example.com", subject: "Hi", text: "Hello" });
      }
    } finally {
      delete process.env.RESEND_API_KEY;
      delete process.env.MAIL_FROM;
    }
    expect(froms).toEqual([
      "Portfolio Builder <onboarding@resend.dev>",
      "Portfolio Builder <onboarding@resend.dev>",
      "Portfolio Builder <noreply@folio.example>",
      "Ada's Folio <hi@folio.example>",
    ]);
  });

  test("with RESEND_API_KEY it posts to Resend; with nothing configured it drops the mail without logging its text", async () => {
    const { deliverMail } = await import("../../convex/mail");
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => (calls.push({ url, init }), new Response("{}"))),
    );
    process.env.RESEND_API_KEY = "re_test";
    process.env.MAIL_OUTBOX_URL = "http://outbox.test/mail";
    try {
      expect(await deliverMail({ to: "ada@example.com", subject: "Hi", text: "code 12345678" })).toBe("resend");
      expect(calls[0].url).toBe("https://api.resend.com/emails");
      expect((calls[0].init.headers as Record<string, string>).Authorization).toBe("Bearer re_test");
      expect(JSON.parse(String(calls[0].init.body))).toMatchObject({ to: ["ada@example.com"], subject: "Hi", text: "code 12345678" });
    } finally {
      delete process.env.RESEND_API_KEY;
    }
    delete process.env.MAIL_OUTBOX_URL;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await deliverMail({ to: "ada@example.com", subject: "Hi", text: "code 12345678" })).toBe("dropped");
    expect(String(warn.mock.calls[0][0])).not.toContain("12345678");
    expect(calls).toHaveLength(1);
  });
});

describe("reset requests cannot flood an inbox", () => {
  test(
    "after a few requests per address the next must wait, for addresses with or without an account",
    async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const t = await setupBackend();
      const sent = captureMail();
      await signedUpUser(t, "ada@example.com", "correct horse");
      for (const email of ["ada@example.com", "nobody@example.com"]) {
        for (let i = 0; i < 5; i++) await t.action(api.auth.signIn, { provider: "password", params: { email, flow: "reset" } });
      }
      const known = await rejectionData(t.action(api.auth.signIn, { provider: "password", params: { email: "ada@example.com", flow: "reset" } }));
      const unknown = await rejectionData(t.action(api.auth.signIn, { provider: "password", params: { email: "nobody@example.com", flow: "reset" } }));
      // One more code every 10 minutes after the first few.
      expect(known).toEqual({ code: "auth/too-many-requests", message: "Too many code requests. Please wait 600 seconds and try again." });
      expect(unknown).toEqual(known);
      await vi.waitFor(() => expect(sent).toHaveLength(5));
    },
    SLOW,
  );
});
