import { ShardedCounter } from "@convex-dev/sharded-counter";
import { components } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { REFERRER_SHARDS, VIEW_SHARDS } from "../model/audience";

/**
 * A page's view counts, kept by Convex's sharded-counter component: its running total, one
 * counter per UTC day, one per referring site, and how many sites it counts. Each add goes to one
 * random shard, so concurrent view batches rarely write the same document. Which days and sites
 * a page has is in the app's `viewDays`/`referrerSites` tables (the component cannot list names).
 */
const views = new ShardedCounter(components.shardedCounter, { defaultShards: VIEW_SHARDS });
const referrals = new ShardedCounter(components.shardedCounter, { defaultShards: REFERRER_SHARDS });

export const viewCounter = {
  total: (userId: Id<"users">) => `views/${userId}/all`,
  day: (userId: Id<"users">, day: string) => `views/${userId}/day/${day}`,
  site: (userId: Id<"users">, domain: string) => `views/${userId}/site/${domain}`,
  sites: (userId: Id<"users">) => `views/${userId}/sites`,
};

export const addViews = (ctx: MutationCtx, name: string, count: number) => views.add(ctx, name, count);
export const addReferrals = (ctx: MutationCtx, name: string, count: number) => referrals.add(ctx, name, count);
export const countOf = (ctx: QueryCtx, name: string) => views.count(ctx, name);
/** Deletes a counter's shards (a day past the chart, a deleted account's). */
export const resetCounter = (ctx: MutationCtx, name: string) => views.reset(ctx, name);
