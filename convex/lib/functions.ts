import { customMutation, customCtx } from "convex-helpers/server/customFunctions";
import type { Doc } from "../_generated/dataModel";
import { mutation, type QueryCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { activeSession } from "./sessions";

/** The signed-in user's document, or null when nobody is signed in or the session has ended. */
export async function currentUser(ctx: QueryCtx): Promise<Doc<"users"> | null> {
  const active = await activeSession(ctx);
  return active === null ? null : await ctx.db.get("users", active.userId);
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
