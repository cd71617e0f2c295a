import { customMutation, customCtx } from "convex-helpers/server/customFunctions";
import type { Doc } from "../_generated/dataModel";
import { mutation, type QueryCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { activeSession } from "./sessions";

/**
 * The signed-in user's document, or null when nobody is signed in, the session has ended or the
 * account is deleted (waiting out its undo days: whatever signed in, it is refused here).
 */
export async function currentUser(ctx: QueryCtx): Promise<Doc<"users"> | null> {
  const active = await activeSession(ctx);
  const user = active === null ? null : await ctx.db.get("users", active.userId);
  return user === null || user.deletedAt !== undefined ? null : user;
}

async function requireUser(ctx: QueryCtx): Promise<Doc<"users">> {
  const user = await currentUser(ctx);
  if (user === null) throw appError("auth/unauthenticated", "Please log in to continue.");
  return user;
}

/** A mutation only a signed-in user may call; ctx.user is the caller. */
export const authedMutation = customMutation(
  mutation,
  customCtx(async (ctx) => ({ user: await requireUser(ctx) })),
);
