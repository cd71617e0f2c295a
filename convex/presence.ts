import { v } from "convex/values";
import { mutation } from "./_generated/server";
import { presence } from "./lib/presenceRooms";

/*
 * Presence sessions of both kinds, through Convex's presence component (lib/presenceRooms.ts): the
 * builder's collaborators (builderPresence.ts) and a published page's visitors (audience.ts) beat
 * in their own functions; either one's tab ends its session here.
 */

const TOKEN_MAX = 64;

/**
 * A builder or a published page's tab was closed: its session ends at once rather than 2.5
 * heartbeats later. Anyone may call it (a page going away sends it as a beacon, without a
 * sign-in): the session token its heartbeat returned is the secret.
 */
export const leave = mutation({
  args: { sessionToken: v.string() },
  handler: async (ctx, { sessionToken }) => {
    if (sessionToken.length <= TOKEN_MAX) await presence.disconnect(ctx, sessionToken);
    return null;
  },
});
