import { v } from "convex/values";
import { query } from "./_generated/server";
import { portfolioIdArg, presenceOwner } from "./lib/access";
import { authedMutation, currentUser } from "./lib/functions";
import { builderRoom, presence } from "./lib/presenceRooms";
import { rateLimiter } from "./lib/rateLimits";
import { appError } from "./model/errors";
import { ACCESS_MESSAGES, PRESENCE_HEARTBEAT_MS, PRESENCE_SESSION, PRESENCE_TEXT_MAX } from "./model/members";

/**
 * Who has a portfolio's builder open now, and where, through Convex's presence component (one
 * room per portfolio owner, lib/presenceRooms.ts): the builder beats every few seconds, carrying
 * its section and field only when they changed. Only people who may open the portfolio send or
 * see any of it, checked on small documents (lib/access.ts presenceOwner).
 */

const MAX_PEOPLE = 20;
const TOKEN_MAX = 64;

const positionValidator = v.object({ section: v.string(), field: v.optional(v.string()) });

/** → `{roomToken, sessionToken}` (for `list` and presence.ts `leave`), or null when the beat was over the account's allowance. */
export const heartbeat = authedMutation({
  args: { ...portfolioIdArg, session: v.string(), at: v.optional(positionValidator) },
  handler: async (ctx, { portfolioId, session, at }) => {
    if (!PRESENCE_SESSION.test(session) || (at && (at.section.length > PRESENCE_TEXT_MAX || (at.field?.length ?? 0) > PRESENCE_TEXT_MAX)))
      throw appError("validation/invalid", "Invalid section or field.");
    const ownerId = await presenceOwner(ctx, ctx.user, portfolioId, Date.now());
    if (ownerId === null) throw appError("auth/forbidden", ACCESS_MESSAGES.noAccess);
    // Past the account's allowance a beat changes nothing; the builder sends its place again next time.
    if (!(await rateLimiter.limit(ctx, "builderPresencePerAccount", { key: ctx.user._id })).ok) return null;
    const room = builderRoom(ownerId);
    const userId = ctx.user._id;
    // The session id names its room and person, as the component wants it unique for them.
    const tokens = await presence.heartbeat(ctx, room, userId, `${room}/${userId}/${session}`, PRESENCE_HEARTBEAT_MS);
    if (at) {
      const place = { section: at.section, field: at.field ?? null };
      // A beat that repeats the place writes nothing: each write re-runs every open builder's list of the room.
      const mine = (await presence.list(ctx, tokens.roomToken, MAX_PEOPLE)).find((person) => person.userId === userId);
      const known = (mine?.data ?? {}) as { section?: string; field?: string | null };
      if (known.section !== place.section || known.field !== place.field) await presence.updateRoomUser(ctx, room, userId, place);
    }
    return tokens;
  },
});

/**
 * The other people in this portfolio's builder now: name, section and field; empty without
 * access. `roomToken` is what the caller's own heartbeat returned: a room's list is shown only to
 * someone in it, so a token kept from a portfolio one has left shows nothing.
 */
export const list = query({
  args: { ...portfolioIdArg, roomToken: v.string() },
  handler: async (ctx, { portfolioId, roomToken }) => {
    const user = await currentUser(ctx);
    if (user === null || roomToken.length > TOKEN_MAX) return [];
    if ((await presenceOwner(ctx, user, portfolioId)) === null) return [];
    const here = (await presence.list(ctx, roomToken, MAX_PEOPLE)).filter((person) => person.online);
    if (!here.some((person) => person.userId === user._id)) return [];
    const others = here.filter((person) => person.userId !== user._id);
    return await Promise.all(
      others.map(async ({ userId, data }) => {
        const id = ctx.db.normalizeId("users", userId);
        const person = id === null ? null : await ctx.db.get("users", id);
        const at = (data ?? {}) as { section?: string; field?: string | null };
        return { userId, name: person?.name || person?.email || "Someone", section: at.section ?? "", field: at.field ?? null };
      }),
    );
  },
});
