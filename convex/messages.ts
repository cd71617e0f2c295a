import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { internalMutation, query, type QueryCtx } from "./_generated/server";
import { settingsOf } from "./audience";
import { authedMutation, currentUser } from "./lib/functions";
import { publishedOwner } from "./lib/publishedPage";
import { rateLimiter } from "./lib/rateLimits";
import {
  INBOX_PAGE,
  MESSAGE_RETENTION_MS,
  newMessageMail,
  pageKeyValidator,
  UNREAD_MAX,
  validateVisitorMessage,
  VISITOR_HASH,
  visitorMessageValidator,
} from "./model/audience";
import { appLanguageOf } from "./model/appLanguages";
import { appError } from "./model/errors";
import { normalizeEmail } from "./model/validation";
import { emitWebhookEvent } from "./lib/webhookEvents";

/**
 * A visitor's message, from the web server only (audienceHttp.ts checks its secret; `visitor` is
 * its salted daily hash of the sender). Lands in the owner's inbox and mails them. Refusals are
 * answers, not errors, so the page can show them.
 */
export const receive = internalMutation({
  args: { key: pageKeyValidator, visitor: v.string(), message: visitorMessageValidator },
  handler: async (ctx, { key, visitor, message }) => {
    const userId = await publishedOwner(ctx, key);
    if (userId === null || !VISITOR_HASH.test(visitor) || (await settingsOf(ctx, userId))?.contactForm !== true) return { status: "closed" as const };
    const fields = validateVisitorMessage(message);
    if (Object.keys(fields).length > 0) return { status: "invalid" as const, fields };

    // The visitor's own allowance first: a refused visitor never spends the page's, so one
    // address cannot close the form for everyone else.
    if (!(await rateLimiter.limit(ctx, "visitorMessagesPerVisitor", { key: `${userId}:${visitor}` })).ok) return { status: "rate-limited" as const };
    if (!(await rateLimiter.limit(ctx, "visitorMessagesPerPage", { key: userId })).ok) return { status: "rate-limited" as const };

    const now = Date.now();
    const clean = { name: message.name.trim(), email: normalizeEmail(message.email), message: message.message.trim() };
    const id = await ctx.db.insert("visitorMessages", { userId, ...clean, visitor, read: false, createdAt: now });
    await emitWebhookEvent(ctx, userId, "message.received", { id, ...clean, createdAt: now });
    const owner = await ctx.db.get("users", userId);
    // eslint-disable-next-line @convex-dev/no-process-env -- the app's public URL, for the inbox link
    const inboxUrl = `${(process.env.SITE_URL ?? "").replace(/\/+$/, "")}/dashboard`;
    if (owner?.email) await ctx.scheduler.runAfter(0, internal.mail.send, newMessageMail(owner.email, clean, inboxUrl, appLanguageOf(owner.language)));
    return { status: "sent" as const };
  },
});

/** The caller's inbox, newest first (the latest INBOX_PAGE), and how many are unread (capped). */
export const inbox = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    return user === null ? null : await inboxOf(ctx, user._id);
  },
});

/** `userId`'s inbox (inbox, and the API's through apiData.ts). */
export async function inboxOf(ctx: QueryCtx, userId: Id<"users">) {
  const messages = await ctx.db
    .query("visitorMessages")
    .withIndex("by_userId_and_createdAt", (q) => q.eq("userId", userId))
    .order("desc")
    .take(INBOX_PAGE);
  const unread = await ctx.db
    .query("visitorMessages")
    .withIndex("by_userId_and_read", (q) => q.eq("userId", userId).eq("read", false))
    .take(UNREAD_MAX + 1);
  return { unread: unread.length, messages: messages.map(messageView) };
}

export const messageView = (m: Doc<"visitorMessages">) => ({
  id: m._id,
  name: m.name,
  email: m.email,
  message: m.message,
  read: m.read,
  createdAt: m.createdAt,
});

/** The caller's own message or `message/not-found` (other users' ids and malformed ones alike). */
export async function ownMessage(ctx: Parameters<typeof currentUser>[0], userId: string, id: string) {
  const messageId = ctx.db.normalizeId("visitorMessages", id);
  const message = messageId === null ? null : await ctx.db.get("visitorMessages", messageId);
  if (message === null || message.userId !== userId) throw appError("message/not-found", "This message no longer exists.");
  return message;
}

export const markRead = authedMutation({
  args: { id: v.string(), read: v.boolean() },
  handler: async (ctx, { id, read }) => {
    const message = await ownMessage(ctx, ctx.user._id, id);
    await ctx.db.patch("visitorMessages", message._id, { read });
    return null;
  },
});

export const remove = authedMutation({
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    const message = await ownMessage(ctx, ctx.user._id, id);
    await ctx.db.delete("visitorMessages", message._id);
    return null;
  },
});

/** Messages are kept 180 days; the daily cron removes older ones in batches. */
export const purgeOld = internalMutation({
  args: {},
  handler: async (ctx) => {
    const old = await ctx.db
      .query("visitorMessages")
      .withIndex("by_createdAt", (q) => q.lt("createdAt", Date.now() - MESSAGE_RETENTION_MS))
      .take(200);
    for (const message of old) await ctx.db.delete("visitorMessages", message._id);
    if (old.length === 200) await ctx.scheduler.runAfter(0, internal.messages.purgeOld, {});
    return old.length;
  },
});
