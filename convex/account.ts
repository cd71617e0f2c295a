import { appLanguageOf } from "./model/appLanguages";
import { domainsOf } from "./lib/customDomainRows";
import { modifyAccountCredentials } from "@convex-dev/auth/server";
import { deleteApiTokens } from "./apiTokens";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { action, internalMutation, mutation, type MutationCtx } from "./_generated/server";
import { authedMutation } from "./lib/functions";
import { deleteDraftSummary } from "./lib/draftSummaries";
import { syncPageFacts } from "./lib/pageFacts";
import { variantsOf } from "./lib/images";
import { endMemberships } from "./lib/memberships";
import { requireAccountProof, requireCurrentPassword, requireNewPassword } from "./lib/passwordCheck";
import { activeSession, endSessions, forgetDevices } from "./lib/sessions";
import { rateLimiter } from "./lib/rateLimits";
import { deleteOldestVersions } from "./lib/versions";
import { sha256Hex } from "./lib/sha256";
import { rememberTrial } from "./lib/trials";
import { dropConfirmations } from "./lib/emailConfirmations";
import { deleteSignInFactors } from "./lib/signInFactors";
import { appError } from "./model/errors";
import { SAME_PASSWORD_MESSAGE } from "./model/password";
import { pagePasswordOf } from "./lib/pageUnlock";
import { newLinkToken } from "./lib/linkTokens";
import { portfolioOf } from "./lib/portfolioRows";
import { refreshSitemapEntry } from "./lib/sitemapEntries";
import { deleteTrashContent, EMPTY_BYTES, EMPTY_ITEMS } from "./lib/trash";
import { accountDeletedMail, accountUndoPath, UNDO_FAILED_MESSAGE, UNDO_TOKEN_RE } from "./model/accountDeletion";
import { ACCOUNT_UNDO_MS } from "./model/trash";

/** Account security and lifecycle: devices, sessions, password change, deletion. */

const MAX_DEVICES_PER_USER = 20;

/**
 * Remembers this browser for the signed-in user: its later sign-ins get a throttle bucket of
 * their own (see credentials.ts). The browser keeps `token` (random, at least 128 bits); only
 * its hash is stored.
 */
export const rememberDevice = authedMutation({
  args: { token: v.string() },
  handler: async (ctx, { token }) => {
    if (!/^[A-Za-z0-9_-]{22,128}$/.test(token)) throw appError("validation/invalid", "Invalid device token.");
    const tokenHash = await sha256Hex(token);
    const existing = await ctx.db
      .query("knownDevices")
      .withIndex("by_tokenHash_and_userId", (q) => q.eq("tokenHash", tokenHash).eq("userId", ctx.user._id))
      .unique();
    if (existing !== null) {
      await ctx.db.patch("knownDevices", existing._id, { lastUsedAt: Date.now() });
      return null;
    }
    await ctx.db.insert("knownDevices", { userId: ctx.user._id, tokenHash, lastUsedAt: Date.now() });
    // Keep the most recently used few.
    const devices = await ctx.db
      .query("knownDevices")
      .withIndex("by_userId_and_lastUsedAt", (q) => q.eq("userId", ctx.user._id))
      .order("desc")
      .take(MAX_DEVICES_PER_USER + 5);
    for (const old of devices.slice(MAX_DEVICES_PER_USER)) await ctx.db.delete("knownDevices", old._id);
    return null;
  },
});

/** Signs the caller out on every device, this one included. */
export const signOutEverywhere = authedMutation({
  args: {},
  handler: async (ctx) => {
    // This session goes first, so the caller is signed out even while other steps finish.
    const active = await activeSession(ctx);
    await endSessions(ctx, ctx.user._id, { first: active?.session._id });
    await forgetDevices(ctx, ctx.user._id);
    return null;
  },
});

/** Changes the password (the current one is required); every other session ends. */
export const changePassword = action({
  args: { currentPassword: v.string(), newPassword: v.string() },
  handler: async (ctx, { currentPassword, newPassword }) => {
    const caller = await requireCurrentPassword(ctx, currentPassword);
    await requireNewPassword(newPassword, caller.email);
    if (newPassword === currentPassword) throw appError("auth/weak-password", SAME_PASSWORD_MESSAGE);
    await modifyAccountCredentials(ctx, { provider: "password", account: { id: caller.email, secret: newPassword } });
    // In bounded steps (Convex Auth's invalidateSessions deletes them all in one transaction).
    await ctx.runMutation(internal.sessions.end, { userId: caller.userId, except: caller.sessionId });
    await ctx.runMutation(internal.credentials.forgetDevices, { userId: caller.userId });
    return null;
  },
});

/**
 * Deletes the caller's account, confirmed with the password: every device is signed out at once,
 * sign-in is refused and the public link answers "gone". The mail confirming it carries a link
 * that brings the account back whole for ACCOUNT_UNDO_DAYS; after that `purgeDeleted` deletes
 * everything the user owns for good.
 */
export const deleteAccount = action({
  args: { password: v.string() },
  handler: async (ctx, { password }) => {
    const caller = await requireAccountProof(ctx, password);
    await ctx.runMutation(internal.account.closeAccount, { userId: caller.userId, token: newLinkToken() });
    return null;
  },
});

/** Closes the account for its undo days (nothing is deleted yet) and mails the undo link; only the token's hash is kept. */
export const closeAccount = internalMutation({
  args: { userId: v.id("users"), token: v.string() },
  handler: async (ctx, { userId, token }) => {
    const user = await ctx.db.get("users", userId);
    if (user === null || user.deletedAt !== undefined) return null;
    const now = Date.now();
    await ctx.db.patch("users", userId, { deletedAt: now });
    await ctx.db.insert("accountDeletions", { userId, tokenHash: await sha256Hex(token), deletedAt: now, expiresAt: now + ACCOUNT_UNDO_MS });
    await endSessions(ctx, userId);
    await forgetDevices(ctx, userId);
    // Tokens and webhooks stop at once and do not come back with an undo (made again if wanted).
    await deleteApiTokens(ctx, userId);
    // Offline at once for views, messages and the sitemap; the rows come back with the account.
    await syncPageFacts(ctx, userId, { isPublished: false, portfolioData: null });
    const entry = await ctx.db
      .query("sitemapEntries")
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .unique();
    if (entry !== null) await ctx.db.delete("sitemapEntries", entry._id);
    if (user.email) {
      // eslint-disable-next-line @convex-dev/no-process-env -- the app's public URL, for the link in the mail
      const link = `${(process.env.SITE_URL ?? "").replace(/\/+$/, "")}${accountUndoPath(token)}`;
      await ctx.scheduler.runAfter(0, internal.mail.send, accountDeletedMail(user.email, link, appLanguageOf(user.language)));
    }
    return null;
  },
});

/**
 * The mail's undo link, signed in or not (the token is the proof): brings the account back with
 * everything, once, within its days. The person then signs in as before.
 */
export const undoDeletion = mutation({
  args: { token: v.string() },
  handler: async (ctx, { token }) => {
    const tokenHash = UNDO_TOKEN_RE.test(token) ? await sha256Hex(token) : null;
    const row =
      tokenHash === null
        ? null
        : await ctx.db
            .query("accountDeletions")
            .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
            .unique();
    const user = row === null ? null : await ctx.db.get("users", row.userId);
    if (row === null || row.expiresAt <= Date.now() || user === null) throw appError("account/undo-invalid", UNDO_FAILED_MESSAGE);
    await ctx.db.delete("accountDeletions", row._id);
    await ctx.db.patch("users", user._id, { deletedAt: undefined });
    await syncPageFacts(ctx, user._id, await portfolioOf(ctx, user._id));
    await refreshSitemapEntry(ctx, user._id);
    return { email: user.email ?? null };
  },
});

/** Cron (hourly): deletes for good, one a step, the accounts whose undo days are over. */
export const purgeDeleted = internalMutation({
  args: {},
  handler: async (ctx) => {
    const due = await ctx.db
      .query("accountDeletions")
      .withIndex("by_expiresAt", (q) => q.lte("expiresAt", Date.now()))
      .first();
    if (due === null) return null;
    await removeUserNow(ctx, due.userId);
    await ctx.scheduler.runAfter(0, internal.account.purgeDeleted, {});
    return null;
  },
});

const UPLOAD_BATCH = 100;

/**
 * Rows other features keep per user and that go with the account: readable addresses (freed for
 * others; the spec's /portfolio-view/<id> link answers 410), the sitemap's row and custom domains
 * (they stop serving at once), the page password.
 */
async function deleteRelatedRows(ctx: MutationCtx, userId: Id<"users">) {
  for (const slug of await ctx.db
    .query("slugs")
    .withIndex("by_userId_and_isCurrent", (q) => q.eq("userId", userId))
    .collect()) {
    await ctx.db.delete("slugs", slug._id);
  }
  for (const entry of await ctx.db
    .query("sitemapEntries")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .collect()) {
    await ctx.db.delete("sitemapEntries", entry._id);
  }
  for (const domain of await domainsOf(ctx, userId)) await ctx.db.delete("customDomains", domain._id);
  const pagePassword = await pagePasswordOf(ctx, userId);
  if (pagePassword !== null) await ctx.db.delete("pagePasswords", pagePassword._id);
}

/**
 * Signing up again with the address of a closed account gives up its undo days: the old account
 * goes for good now, so the address is free (and its used trial stays remembered).
 */
export const releaseClosedAccount = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const account = await ctx.db
      .query("authAccounts")
      .withIndex("providerAndAccountId", (q) => q.eq("provider", "password").eq("providerAccountId", email))
      .unique();
    const user = account && (await ctx.db.get("users", account.userId));
    if (user?.deletedAt !== undefined) await removeUserNow(ctx, user._id);
    return null;
  },
});

export const removeUser = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => await removeUserNow(ctx, userId),
});

/** Deletes the account for good: its rows here, the rest (history, trash, files) in steps scheduled from here. */
async function removeUserNow(ctx: MutationCtx, userId: Id<"users">) {
  for (const row of await ctx.db
    .query("accountDeletions")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(10)) {
    await ctx.db.delete("accountDeletions", row._id);
  }
  await endSessions(ctx, userId);
  const accounts = await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", userId))
    .collect();
  for (const account of accounts) {
    for (const code of await ctx.db
      .query("authVerificationCodes")
      .withIndex("accountId", (q) => q.eq("accountId", account._id))
      .collect()) {
      await ctx.db.delete("authVerificationCodes", code._id);
    }
    // Convex Auth counts failed tries per account id and, for emailed codes, per email.
    for (const identifier of [account._id, account.providerAccountId]) {
      const limit = await ctx.db
        .query("authRateLimits")
        .withIndex("identifier", (q) => q.eq("identifier", identifier))
        .unique();
      if (limit !== null) await ctx.db.delete("authRateLimits", limit._id);
    }
    await ctx.db.delete("authAccounts", account._id);
  }
  await deleteDraftSummary(ctx, userId);
  for (const table of ["drafts", "portfolios", "resumeSettings"] as const) {
    for (const row of await ctx.db
      .query(table)
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .collect()) {
      // The portfolio's link-preview picture goes with it.
      if ("shareImageId" in row && row.shareImageId !== undefined && (await ctx.db.system.get(row.shareImageId)) !== null)
        await ctx.storage.delete(row.shareImageId);
      await ctx.db.delete(table, row._id);
    }
  }
  await syncPageFacts(ctx, userId, null);
  for (const row of await ctx.db
    .query("userTemplates")
    .withIndex("by_userId_and_templateId", (q) => q.eq("userId", userId))
    .collect()) {
    await ctx.db.delete("userTemplates", row._id);
  }
  await forgetDevices(ctx, userId);
  await deleteApiTokens(ctx, userId);
  await dropConfirmations(ctx, userId);
  await deleteSignInFactors(ctx, userId);
  await rateLimiter.reset(ctx, "passwordFailures", { key: `user:${userId}` });
  await deleteRelatedRows(ctx, userId);
  // The owner's members lose access with the portfolio; a member's own memberships end too.
  await endMemberships(ctx, userId);
  await ctx.scheduler.runAfter(0, internal.audience.purgeUser, { userId });
  await ctx.db.insert("deletedUsers", { userId, deletedAt: Date.now() });
  const user = await ctx.db.get("users", userId);
  if (user !== null) {
    // Its address keeps its used trial (also for trials from before addresses were remembered).
    if (user.trial) await rememberTrial(ctx, user, user.trial.startedAt);
    await ctx.db.delete("users", userId);
  }
  // History first, in steps of its own (this one already read the draft and the page), then the
  // trash: the uploads' files go after them, never while a version or a trash item names them.
  await ctx.scheduler.runAfter(0, internal.account.purgeVersions, { userId });
}

/**
 * Deletes the publish history in byte-bounded batches (through the summaries; versions stored
 * before summaries existed go one a step), then the uploaded files.
 */
async function purgeVersionBatch(ctx: MutationCtx, userId: Id<"users">) {
  const { stoppedEarly } = await deleteOldestVersions(ctx, userId, Number.POSITIVE_INFINITY);
  const legacy = stoppedEarly
    ? null
    : await ctx.db
        .query("portfolioVersions")
        .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", userId))
        .first();
  if (legacy !== null) await ctx.db.delete("portfolioVersions", legacy._id);
  if (stoppedEarly || legacy !== null) await ctx.scheduler.runAfter(0, internal.account.purgeVersions, { userId });
  else await ctx.scheduler.runAfter(0, internal.account.purgeTrash, { userId });
}

/** Deletes the trash (payloads and trashed versions) in byte-bounded steps, then the uploaded files. */
export const purgeTrash = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    const items = await ctx.db
      .query("trashItems")
      .withIndex("by_userId_and_deletedAt", (q) => q.eq("userId", userId))
      .take(EMPTY_ITEMS);
    const batch: Doc<"trashItems">[] = [];
    let bytes = 0;
    for (const item of items) {
      if (batch.length > 0 && bytes + item.bytes > EMPTY_BYTES) break;
      batch.push(item);
      bytes += item.bytes;
    }
    // Every upload goes next anyway: no picture checks here.
    await deleteTrashContent(ctx, batch);
    if (batch.length > 0) await ctx.scheduler.runAfter(0, internal.account.purgeTrash, { userId });
    else await purgeUploadBatch(ctx, userId);
  },
});

export const purgeVersions = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => await purgeVersionBatch(ctx, userId),
});

/** Deletes uploaded files in batches, so an account with many files stays within a transaction's limits. */
async function purgeUploadBatch(ctx: MutationCtx, userId: Id<"users">) {
  const batch = await ctx.db
    .query("uploads")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(UPLOAD_BATCH);
  for (const upload of batch) {
    // The processed WebP variants are what was served; the original is usually gone already.
    for (const variant of await variantsOf(ctx, upload.storageId)) {
      if ((await ctx.db.system.get(variant.storageId)) !== null) await ctx.storage.delete(variant.storageId);
      await ctx.db.delete("imageVariants", variant._id);
    }
    if ((await ctx.db.system.get(upload.storageId)) !== null) await ctx.storage.delete(upload.storageId);
    await ctx.db.delete("uploads", upload._id);
  }
  if (batch.length === UPLOAD_BATCH) await ctx.scheduler.runAfter(0, internal.account.purgeUploads, { userId });
}

export const purgeUploads = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => await purgeUploadBatch(ctx, userId),
});
