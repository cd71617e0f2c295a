import { Presence } from "@convex-dev/presence";
import { components } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

/**
 * Who is here now, kept by Convex's presence component: a heartbeat moves a session's deadline
 * and the component's one worker marks sessions offline once it passes, so heartbeats schedule
 * nothing and lists change only when someone arrives or leaves. Two kinds of room per owner:
 * the builder (users are account ids, with where they are as data) and the published page
 * (users are tabs' random tokens).
 */
export const presence = new Presence(components.presence);

export const builderRoom = (ownerId: Id<"users">) => `builder/${ownerId}`;
export const pageRoom = (ownerId: Id<"users">) => `page/${ownerId}`;

/** Takes a person out of a builder's room (they left the portfolio or lost access); nothing if they are not in it. */
export async function leaveBuilderRoom(ctx: MutationCtx, ownerId: Id<"users">, userId: Id<"users">) {
  const room = builderRoom(ownerId);
  const rooms = await presence.listUser(ctx, userId, false, ROOMS_PER_PERSON);
  if (rooms.some((entry) => entry.roomId === room)) await presence.removeRoomUser(ctx, room, userId);
}

/** Account deletion: the owner's own rooms, and the person's places in other people's builders. */
export async function removePresenceOf(ctx: MutationCtx, userId: Id<"users">) {
  await presence.removeRoom(ctx, builderRoom(userId));
  await presence.removeRoom(ctx, pageRoom(userId));
  for (const { roomId } of await presence.listUser(ctx, userId, false, ROOMS_PER_PERSON)) await presence.removeRoomUser(ctx, roomId, userId);
}

/** A person is in their own builder and at most the shared portfolios they work on (50, members.sharedWithMe). */
const ROOMS_PER_PERSON = 64;
