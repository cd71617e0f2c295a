import { appLanguageOf } from "./model/appLanguages";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { internalMutation, query, type MutationCtx, type QueryCtx } from "./_generated/server";
import { membershipOf, ownerAllowsMembers, portfolioAccessOrNull, requireOwnPortfolio } from "./lib/access";
import { draftSummaryOf } from "./lib/draftSummaries";
import { authedMutation, currentUser } from "./lib/functions";
import { checkInviteAllowed } from "./lib/inviteLimits";
import { isEmailConfirmed, requireConfirmedEmail } from "./lib/emailConfirmations";
import { newLinkToken } from "./lib/linkTokens";
import { leaveBuilderRoom } from "./lib/presenceRooms";
import { sha256Hex } from "./lib/sha256";
import { appError } from "./model/errors";
import { type InvitationPreview } from "./model/invitationLink";
import { mailSafeName } from "./model/mail";
import {
  INVITATION_KEPT_MS,
  INVITATION_MESSAGES,
  INVITATION_MS,
  INVITATION_TOKEN_RE,
  invitationMail,
  invitationPath,
  MAX_MEMBERS,
  memberRoleValidator,
  type InvitationProblem,
} from "./model/members";
import { lowestPlanWith, planAllows, planInEffect, planName } from "./model/plans";
import { isEmail, normalizeEmail } from "./model/validation";

/**
 * Members of a portfolio (an owner invites others to work on it). Only the owner invites, changes roles and removes; an
 * invitation is accepted once, before it expires, by the account whose email it was sent to.
 */

const displayName = (user: Doc<"users"> | null) => user?.name || user?.email || "Someone";

/**
 * The owner's invitations not yet used, latest expiry first: the pending ones (at most
 * MAX_MEMBERS, the cap keeps them so) always come before the expired ones still kept.
 */
function unusedInvitationsOf(ctx: QueryCtx, ownerId: Id<"users">) {
  return ctx.db
    .query("portfolioInvitations")
    .withIndex("by_ownerId_and_usedAt_and_expiresAt", (q) => q.eq("ownerId", ownerId).eq("usedAt", undefined))
    .order("desc")
    .take(2 * MAX_MEMBERS);
}

function membersOf(ctx: QueryCtx, ownerId: Id<"users">) {
  return ctx.db
    .query("portfolioMembers")
    .withIndex("by_ownerId", (q) => q.eq("ownerId", ownerId))
    .take(MAX_MEMBERS + 1);
}

/** The owner's members panel: members (with name and email) and pending invitations; null when signed out. */
export const list = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const now = Date.now();
    const members = await membersOf(ctx, user._id);
    const invitations = await unusedInvitationsOf(ctx, user._id);
    return {
      allowed: planAllows(planInEffect(user), "collaboration"),
      members: await Promise.all(
        members.map(async (member) => {
          const person = await ctx.db.get("users", member.userId);
          return { id: member._id, name: displayName(person), email: person?.email ?? "", role: member.role, addedAt: member.addedAt };
        }),
      ),
      invitations: invitations.map((invitation) => ({
        id: invitation._id,
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
        expired: invitation.expiresAt <= now,
      })),
    };
  },
});

/**
 * Invites `email` to the caller's portfolio as `role` and mails the link. Inviting an address
 * again replaces its pending invitation (the old link stops working). Needs Business.
 */
export const invite = authedMutation({
  args: { email: v.string(), role: memberRoleValidator },
  handler: async (ctx, args) => {
    const now = Date.now();
    if (!planAllows(planInEffect(ctx.user, now), "collaboration")) {
      throw appError("plan/required", `Inviting people needs the ${planName(lowestPlanWith("collaboration"))} plan.`);
    }
    // Mail goes out in this account's name: only from a proven address.
    requireConfirmedEmail(ctx.user);
    const email = normalizeEmail(args.email);
    if (!isEmail(email)) throw appError("validation/invalid", "Enter a valid email address.", { fields: { email: "Enter a valid email address." } });
    if (email === normalizeEmail(ctx.user.email ?? "")) {
      throw appError("validation/invalid", "That is your own address: you own this portfolio.", { fields: { email: "That is your own address." } });
    }
    const portfolio = await requireOwnPortfolio(ctx, ctx.user);
    const members = await membersOf(ctx, ctx.user._id);
    for (const member of members) {
      const person = await ctx.db.get("users", member.userId);
      if (person?.email !== undefined && normalizeEmail(person.email) === email) {
        throw appError("validation/invalid", "This person is already a member.", { fields: { email: "This person is already a member." } });
      }
    }
    const unused = await unusedInvitationsOf(ctx, ctx.user._id);
    const pending = unused.filter((invitation) => invitation.expiresAt > now);
    const again = unused.find((invitation) => invitation.email === email);
    if (!(again && again.expiresAt > now) && members.length + pending.length >= MAX_MEMBERS) {
      throw appError("validation/invalid", `A portfolio can have at most ${MAX_MEMBERS} people invited or working on it.`);
    }
    // Each invitation mails someone who did not ask for it: the mails sent are counted per account
    // and per address, and withdrawing an invitation does not give its mail back.
    await checkInviteAllowed(ctx, ctx.user._id, email);
    if (again) await ctx.db.delete("portfolioInvitations", again._id);
    const token = newLinkToken();
    await ctx.db.insert("portfolioInvitations", {
      portfolioId: portfolio._id,
      ownerId: ctx.user._id,
      email,
      role: args.role,
      tokenHash: await sha256Hex(token),
      createdAt: now,
      expiresAt: now + INVITATION_MS,
    });
    // eslint-disable-next-line @convex-dev/no-process-env -- the app's public URL, for the link in the mail
    const link = `${(process.env.SITE_URL ?? "").replace(/\/+$/, "")}${invitationPath(token)}`;
    // In the invitee's language when they have an account that chose one (English otherwise).
    const invitee = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .first();
    const mail = invitationMail(email, { ownerName: ctx.user.name ?? "", role: args.role, link }, appLanguageOf(invitee?.language));
    await ctx.scheduler.runAfter(0, internal.mail.send, mail);
    return null;
  },
});

/** Withdraws a pending invitation of the caller's portfolio. */
export const revokeInvitation = authedMutation({
  args: { invitationId: v.string() },
  handler: async (ctx, args) => {
    const id = ctx.db.normalizeId("portfolioInvitations", args.invitationId);
    const invitation = id === null ? null : await ctx.db.get("portfolioInvitations", id);
    if (invitation === null || invitation.ownerId !== ctx.user._id) throw appError("portfolio/not-found", "That invitation no longer exists.");
    await ctx.db.delete("portfolioInvitations", invitation._id);
    return null;
  },
});

async function ownMember(ctx: MutationCtx & { user: Doc<"users"> }, rawId: string) {
  const id = ctx.db.normalizeId("portfolioMembers", rawId);
  const member = id === null ? null : await ctx.db.get("portfolioMembers", id);
  if (member === null || member.ownerId !== ctx.user._id) throw appError("portfolio/not-found", "That person is no longer a member.");
  return member;
}

export const changeRole = authedMutation({
  args: { memberId: v.string(), role: memberRoleValidator },
  handler: async (ctx, { memberId, role }) => {
    const member = await ownMember(ctx, memberId);
    await ctx.db.patch("portfolioMembers", member._id, { role });
    return null;
  },
});

/** Removes a member at once: their open pages see it through their live queries, their next call is refused. */
export const remove = authedMutation({
  args: { memberId: v.string() },
  handler: async (ctx, { memberId }) => {
    const member = await ownMember(ctx, memberId);
    await ctx.db.delete("portfolioMembers", member._id);
    await leaveBuilderRoom(ctx, member.ownerId, member.userId);
    return null;
  },
});

/** A member leaves a portfolio shared with them. */
export const leave = authedMutation({
  args: { portfolioId: v.string() },
  handler: async (ctx, args) => {
    const id = ctx.db.normalizeId("portfolios", args.portfolioId);
    const member = id === null ? null : await membershipOf(ctx, id, ctx.user._id);
    if (member !== null) {
      await ctx.db.delete("portfolioMembers", member._id);
      await leaveBuilderRoom(ctx, member.ownerId, ctx.user._id);
    }
    return null;
  },
});

/** The invitation a link's token names, through its hash; malformed tokens are not looked up. */
async function invitationByToken(ctx: QueryCtx, token: string) {
  if (!INVITATION_TOKEN_RE.test(token)) return null;
  // The lookup is by the token's SHA-256, so its timing says nothing about the token itself.
  const tokenHash = await sha256Hex(token);
  return await ctx.db
    .query("portfolioInvitations")
    .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
    .unique();
}

function problemWith(invitation: Doc<"portfolioInvitations"> | null, user: Doc<"users"> | null, now: number): InvitationProblem | null {
  if (invitation === null) return "not-found";
  if (invitation.usedAt !== undefined) return "used";
  if (invitation.expiresAt <= now) return "expired";
  if (user !== null && normalizeEmail(user.email ?? "") !== invitation.email) return "wrong-account";
  return null;
}

/**
 * What the invitation page shows for a token: who invites, as what, and whether the signed-in
 * caller can accept (`problem` says why not). Nothing for a token that names no invitation.
 */
export const invitation = query({
  args: { token: v.string() },
  handler: async (ctx, { token }) => {
    const user = await currentUser(ctx);
    const invitation = await invitationByToken(ctx, token);
    const problem = problemWith(invitation, user, Date.now());
    if (invitation === null || problem === "not-found") return { problem: "not-found" as const, message: INVITATION_MESSAGES["not-found"] };
    const owner = await ctx.db.get("users", invitation.ownerId);
    return {
      problem,
      message: problem === null ? null : INVITATION_MESSAGES[problem],
      ownerName: displayName(owner),
      role: invitation.role,
      signedIn: user !== null,
      // Accepting waits for a confirmed address (the page offers to send its link).
      emailConfirmed: user !== null && isEmailConfirmed(user),
      // Only to the invited person themselves, or while signed out (it is in their link's mail anyway).
      email: problem === "wrong-account" ? null : invitation.email,
    };
  },
});

/**
 * For /login and /signup on the way back to an invitation link: the inviter's name and the portfolio's,
 * cleaned as the invitation mail cleans a name (whoever holds the link reads them on the product's
 * own page). Null for a token that names no usable invitation (unknown, used, expired); never an
 * address or an id. Open to signed-out callers: the 256-bit token is the secret.
 */
export const invitationPreview = query({
  args: { token: v.string() },
  handler: async (ctx, { token }): Promise<InvitationPreview | null> => {
    const invitation = await invitationByToken(ctx, token);
    if (problemWith(invitation, null, Date.now()) !== null || invitation === null) return null;
    const owner = await ctx.db.get("users", invitation.ownerId);
    if (owner === null) return null;
    const draft = await draftSummaryOf(ctx, invitation.ownerId);
    return { inviterName: mailSafeName(owner.name ?? ""), portfolioName: mailSafeName(draft?.name ?? "") };
  },
});

/** Accepts an invitation: the signed-in account's email must be the one invited; the link then never works again. */
export const accept = authedMutation({
  args: { token: v.string() },
  handler: async (ctx, { token }) => {
    const invitation = await invitationByToken(ctx, token);
    const problem = problemWith(invitation, ctx.user, Date.now());
    if (invitation === null || problem !== null) {
      const code = problem === "wrong-account" ? "auth/forbidden" : "portfolio/not-found";
      throw appError(code, INVITATION_MESSAGES[problem ?? "not-found"]);
    }
    // The invitation names an address: only its proven owner may take it.
    requireConfirmedEmail(ctx.user);
    await ctx.db.patch("portfolioInvitations", invitation._id, { usedAt: Date.now() });
    const existing = await membershipOf(ctx, invitation.portfolioId, ctx.user._id);
    if (existing !== null) await ctx.db.patch("portfolioMembers", existing._id, { role: invitation.role });
    else {
      await ctx.db.insert("portfolioMembers", {
        portfolioId: invitation.portfolioId,
        ownerId: invitation.ownerId,
        userId: ctx.user._id,
        role: invitation.role,
        addedAt: Date.now(),
      });
    }
    return { portfolioId: invitation.portfolioId };
  },
});

/** Portfolios "Shared with you" lists at most. */
const SHARED_MAX = 50;

/**
 * The dashboard's "Shared with you": portfolios the caller is a member of, with their owner and the
 * caller's role. It reads the memberships, each owner's account and each draft's small summary
 * (lib/draftSummaries.ts), never a whole draft or portfolio.
 */
export const sharedWithMe = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const memberships = await ctx.db
      .query("portfolioMembers")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .take(SHARED_MAX);
    const rows = await Promise.all(
      memberships.map(async (member) => {
        // Every role may read, so a membership gives access while the owner's plan allows members.
        const owner = await ctx.db.get("users", member.ownerId);
        if (owner === null || !ownerAllowsMembers(owner)) return null;
        const draft = await draftSummaryOf(ctx, member.ownerId);
        return {
          portfolioId: member.portfolioId,
          ownerName: displayName(owner),
          role: member.role,
          templateId: draft?.templateId ?? null,
          name: draft?.name ?? "",
          updatedAt: draft?.updatedAt ?? null,
          // The revision a restore from this portfolio's history would replace.
          revision: draft?.revision ?? 0,
        };
      }),
    );
    return rows.filter((row) => row !== null);
  },
});

/**
 * The caller's role on a portfolio (live: a removed member's builder turns read-only from it),
 * with the owner's name; null when the caller may not open it.
 */
export const access = query({
  args: { portfolioId: v.string() },
  handler: async (ctx, { portfolioId }) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const access = await portfolioAccessOrNull(ctx, user, portfolioId, "read");
    return access === null ? null : { role: access.role, ownerName: displayName(access.owner), portfolioId: access.portfolioId };
  },
});

/** Invitations deleted per run; a full batch runs again at once. */
const PURGE_BATCH = 200;

/**
 * Cron (crons.ts): deletes invitations INVITATION_KEPT_MS past their expiry, used or not, in
 * bounded batches that reschedule themselves while more remain. `now` lets a test purge as of
 * another time. (The mails counted live in the rate limiter, whose own cron forgets them.)
 */
export const purgeInvitations = internalMutation({
  args: { now: v.optional(v.number()) },
  handler: async (ctx, args) => {
    const now = args.now ?? Date.now();
    const old = await ctx.db
      .query("portfolioInvitations")
      .withIndex("by_expiresAt", (q) => q.lt("expiresAt", now - INVITATION_KEPT_MS))
      .take(PURGE_BATCH);
    for (const invitation of old) await ctx.db.delete("portfolioInvitations", invitation._id);
    if (old.length === PURGE_BATCH) await ctx.scheduler.runAfter(0, internal.members.purgeInvitations, args);
    return { deleted: old.length };
  },
});
