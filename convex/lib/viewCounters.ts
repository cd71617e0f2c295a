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
const counters = () => ({
  views: new ShardedCounter(components.shardedCounter, { defaultShards: VIEW_SHARDS }),
  referrals: new ShardedCounter(components.shardedCounter, { defaultShards: REFERRER_SHARDS }),
});

export const viewCounter = {
  total: (userId: Id<"users">) => `views/${userId}/all`,
  day: (userId: Id<"users">, day: string) => `views/${userId}/day/${day}`,
  site: (userId: Id<"users">, domain: string) => `views/${userId}/site/${domain}`,
  sites: (userId: Id<"users">) => `views/${userId}/sites`,
};

/**
 * New counter objects per call: a ShardedCounter keeps the shard it first wrote a name to for
 * its lifetime, and one kept by the module would send every batch of a long-running process
 * (the local backend, a warm isolate) to that one shard.
 */
export const addViews = (ctx: MutationCtx, name: string, count: number) => counters().views.add(ctx, name, count);
export const addReferrals = (ctx: MutationCtx, name: string, count: number) => counters().referrals.add(ctx, name, count);
export const countOf = (ctx: QueryCtx, name: string) => counters().views.count(ctx, name);
/** Deletes a counter's shards (a day past the chart, a deleted account's). */
export const resetCounter = (ctx: MutationCtx, name: string) => counters().views.reset(ctx, name);
