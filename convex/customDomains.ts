import { v } from "convex/values";
import type { Doc, Id } from "./_generated/dataModel";
import { internal } from "./_generated/api";
import { internalMutation, internalQuery, query, type MutationCtx } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { dnsAnswersValidator } from "./lib/customDomainTables";
import { dnsTarget, isRootDomain, isTargetConfigured, platformHosts } from "./lib/customDomainConfig";
import { domainsOf, mayManageDomains, ownerMayUseDomains, primaryDomainOf, servingRow } from "./lib/customDomainRows";
import { refreshSitemapEntry } from "./lib/sitemapEntries";
import { putInTrash } from "./lib/trash";
import { appError } from "./model/errors";
import { planInEffect } from "./model/plans";
import {
  afterCheck,
  canUseCustomDomains,
  checkOutcome,
  customDomainLimit,
  displayDomain,
  GRACE_PERIOD_MS,
  hostFromHeader,
  judgeDns,
  LOOKUP_RETRY_MS,
  MANUAL_CHECK_INTERVAL_MS,
  normalizeDomain,
  platformHostRejection,
  requiredRecords,
} from "./model/customDomains";
import { appLanguageOf } from "./model/appLanguages";
import { domainFailingMail, domainStoppedMail } from "./model/customDomainMail";

/**
 * Custom domains (rules and states: model/customDomains.ts). The owner connects a name, the
 * server checks its DNS records (customDomainChecks.ts, Node) right away, on "Check now" and on a
 * schedule, and the web server asks which portfolio a Host serves (portfolios:getPublicByDomain)
 * and whether a certificate may be issued for it (tlsAllowed).
 */

/** Checks due per cron run; the cron runs every minute. */
const DUE_BATCH = 50;
/** A due check is leased for this long, so the next cron run does not start it twice. */
const CHECK_LEASE_MS = 5 * 60_000;

/** The caller's domains with the records each needs and what the last check found; null when signed out. */
export const list = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const [rows, primary] = await Promise.all([domainsOf(ctx, user._id), primaryDomainOf(ctx, user._id)]);
    const target = dnsTarget();
    return {
      allowed: canUseCustomDomains(planInEffect(user)),
      limit: customDomainLimit(planInEffect(user)),
      configured: isTargetConfigured(target),
      domains: rows
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((row) => ({
          id: row._id,
          hostname: row.hostname,
          display: displayDomain(row.hostname),
          status: row.status,
          serving: row.serving && primary !== null,
          primary: primary?._id === row._id,
          records: requiredRecords(row.hostname, row.token, target, isRootDomain(row.hostname) ?? true),
          verdict: row.verdict ?? null,
          found: row.found ?? null,
          createdAt: row.createdAt,
          checkedAt: row.checkedAt ?? null,
          verifiedAt: row.verifiedAt ?? null,
          graceEndsAt: row.failingSince === undefined ? null : row.failingSince + GRACE_PERIOD_MS,
          stoppedAt: row.stoppedAt ?? null,
          nextCheckAt: row.nextCheckAt,
        })),
    };
  },
});

/**
 * Connects a domain to the caller's portfolio (Pro and Business, up to the plan's limit). Refused
 * with a message for the field: malformed, reserved or the platform's own names, a public suffix
 * or a name under a shared hosting domain, a name the caller already added or one that serves
 * another portfolio. Checked at once.
 */
export const add = authedMutation({
  args: { domain: v.string() },
  handler: async (ctx, { domain }) => {
    const user = ctx.user;
    const plan = planInEffect(user, Date.now());
    if (!canUseCustomDomains(plan)) throw appError("domain/plan", "Custom domains come with the Pro and Business plans.");
    if (!isTargetConfigured(dnsTarget())) throw appError("domain/not-configured", "Custom domains are not set up on this server yet. Please ask its operator.");
    const normalized = normalizeDomain(domain);
    if (!("hostname" in normalized)) throw appError(normalized.code, normalized.message, { fields: { domain: normalized.message } });
    const { hostname } = normalized;
    const refusal = platformHostRejection(hostname, platformHosts());
    if (refusal) throw appError(refusal.code, refusal.message, { fields: { domain: refusal.message } });
    return await connectDomain(ctx, user, hostname, plan, randomToken());
  },
});

/**
 * Connects `hostname` (normalised and allowed) to `user`'s portfolio with its ownership `token`
 * (a new one, or the one it had when it comes back from the trash), checked at once. Refused in
 * words when the plan's limit is reached, the caller has it already or it serves another portfolio.
 */
export async function connectDomain(ctx: MutationCtx, user: Doc<"users">, hostname: string, plan: ReturnType<typeof planInEffect>, token: string) {
  const own = await domainsOf(ctx, user._id);
  if (own.some((row) => row.hostname === hostname)) {
    throw appError("domain/duplicate", "You have already added this domain.", { fields: { domain: "You have already added this domain." } });
  }
  const limit = customDomainLimit(plan);
  if (own.length >= limit) {
    throw appError("domain/limit", `Your plan connects up to ${limit} ${limit === 1 ? "domain" : "domains"}. Remove one to add another.`);
  }
  const serving = await servingRow(ctx, hostname);
  if (serving !== null) {
    const message = "This domain is connected to another portfolio.";
    throw appError("domain/taken", message, { fields: { domain: message } });
  }
  const now = Date.now();
  const id = await ctx.db.insert("customDomains", {
    userId: user._id,
    hostname,
    token,
    status: "pending",
    serving: false,
    createdAt: now,
    nextCheckAt: now + CHECK_LEASE_MS,
  });
  await ctx.scheduler.runAfter(0, internal.customDomainChecks.run, { id });
  return { id, hostname };
}

/** "Check now": the caller's domain is checked at once (at most every few seconds). */
export const check = authedMutation({
  args: { id: v.string() },
  handler: async (ctx, args) => {
    const row = await manageableRow(ctx, ctx.user, args.id);
    const now = Date.now();
    if (row.checkRequestedAt !== undefined && now - row.checkRequestedAt < MANUAL_CHECK_INTERVAL_MS) {
      throw appError("domain/rate-limited", "This domain was checked a moment ago. Try again in a few seconds.");
    }
    await ctx.db.patch("customDomains", row._id, { checkRequestedAt: now });
    await ctx.scheduler.runAfter(0, internal.customDomainChecks.run, { id: row._id });
    return null;
  },
});

/**
 * Disconnects the caller's domain: it stops serving at once; the portfolio's own address serves
 * again. The name and its ownership token go to the trash, so it can come back without new DNS records.
 */
export const remove = authedMutation({
  args: { id: v.string() },
  handler: async (ctx, args) => {
    const row = await manageableRow(ctx, ctx.user, args.id);
    await ctx.db.delete("customDomains", row._id);
    await putInTrash(ctx, row.userId, {
      kind: "domain",
      label: displayDomain(row.hostname),
      imageIds: [],
      bytes: 0,
      restore: { kind: "domain", hostname: row.hostname, token: row.token },
    });
    if (row.serving) await refreshSitemapEntry(ctx, row.userId);
    return null;
  },
});

async function manageableRow(ctx: MutationCtx, user: Doc<"users">, rawId: string): Promise<Doc<"customDomains">> {
  const id = ctx.db.normalizeId("customDomains", rawId);
  const row = id === null ? null : await ctx.db.get("customDomains", id);
  // Someone else's domain looks exactly like a missing one.
  if (row === null || !mayManageDomains(user, row.userId)) throw appError("domain/not-found", "This domain is not connected to your portfolio.");
  return row;
}

/**
 * For the TLS proxy's on-demand `ask` (through the web server): whether a certificate may be
 * obtained for this Host: a verified domain, serving, whose owner's plan includes domains.
 */
export const tlsAllowed = query({
  args: { host: v.string() },
  handler: async (ctx, { host }) => {
    const hostname = hostFromHeader(host);
    if (hostname === null) return false;
    const row = await servingRow(ctx, hostname);
    return row !== null && (await ownerMayUseDomains(ctx, row.userId));
  },
});

/** What the Node check needs to know; null once the domain is gone. */
export const checkTarget = internalQuery({
  args: { id: v.id("customDomains") },
  handler: async (ctx, { id }) => {
    const row = await ctx.db.get("customDomains", id);
    return row === null ? null : { hostname: row.hostname };
  },
});

/**
 * Applies a check's answers: judges them against this domain's token and the platform's target,
 * moves the state (model/customDomains.ts afterCheck), keeps the sitemap in step and mails the
 * owner when the domain starts failing and when it stops serving. A failed lookup concludes
 * nothing: the state stays and the check is tried again soon.
 */
export const recordCheck = internalMutation({
  args: { id: v.id("customDomains"), answers: dnsAnswersValidator },
  handler: async (ctx, { id, answers }) => {
    const row = await ctx.db.get("customDomains", id);
    if (row === null) return null;
    const now = Date.now();
    if (answers.lookupError !== undefined) {
      await ctx.db.patch("customDomains", id, { found: answers, checkedAt: now, nextCheckAt: now + LOOKUP_RETRY_MS });
      return null;
    }
    const verdict = judgeDns(answers, row.token, dnsTarget());
    let outcome = checkOutcome(verdict);
    // One name serves one portfolio: whoever proved it first keeps it.
    const holder = outcome === "verified" ? await servingRow(ctx, row.hostname) : null;
    const conflict = holder !== null && holder._id !== id;
    if (conflict) outcome = "misconfigured";
    const next = afterCheck(row, outcome, now);
    await ctx.db.patch("customDomains", id, {
      status: next.status,
      serving: next.serving,
      verifiedAt: next.verifiedAt,
      failingSince: next.failingSince,
      stoppedAt: next.stoppedAt,
      nextCheckAt: next.nextCheckAt,
      checkedAt: now,
      found: answers,
      verdict: conflict ? { ...verdict, conflict: true } : verdict,
    });
    if (next.serving !== row.serving) await refreshSitemapEntry(ctx, row.userId);
    if (next.notice !== null) await mailOwner(ctx, row.userId, row.hostname, next.notice, next.failingSince ?? now);
    return null;
  },
});

async function mailOwner(ctx: MutationCtx, userId: Id<"users">, hostname: string, notice: "failing" | "stopped", failingSince: number) {
  const owner = await ctx.db.get("users", userId);
  if (!owner?.email) return;
  // eslint-disable-next-line @convex-dev/no-process-env -- the app's public URL, for the dashboard link
  const dashboardUrl = `${(process.env.SITE_URL ?? "").replace(/\/+$/, "")}/dashboard`;
  const language = appLanguageOf(owner.language);
  const mail =
    notice === "failing"
      ? domainFailingMail(owner.email, hostname, failingSince, dashboardUrl, language)
      : domainStoppedMail(owner.email, hostname, dashboardUrl, language);
  await ctx.scheduler.runAfter(0, internal.mail.send, mail);
}

/** Every minute (crons.ts): starts the checks that are due, a batch at a time. */
export const startDueChecks = internalMutation({
  args: {},
  handler: async (ctx) => {
    const now = Date.now();
    const due = await ctx.db
      .query("customDomains")
      .withIndex("by_nextCheckAt", (q) => q.lte("nextCheckAt", now))
      .take(DUE_BATCH);
    for (const row of due) {
      await ctx.db.patch("customDomains", row._id, { nextCheckAt: now + CHECK_LEASE_MS });
      await ctx.scheduler.runAfter(0, internal.customDomainChecks.run, { id: row._id });
    }
    return due.length;
  },
});

/** The TXT record's token: 128 random bits as hex. Public once published; it binds the name to this row. */
function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
