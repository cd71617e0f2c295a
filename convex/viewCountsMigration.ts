import type { GenericDatabaseWriter, GenericDataModel } from "convex/server";
import type { GenericId } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalMutation } from "./_generated/server";
import { noteDay, noteSite } from "./audience";
import { addReferrals, addViews, viewCounter } from "./lib/viewCounters";

/**
 * Once after upgrading a deployment that counted views in the app's own shard tables: moves their
 * counts into the sharded-counter component and deletes the old rows, with the old presence
 * tables' rows (short-lived: nothing to move), a bounded step at a time, rescheduling itself.
 * `npx convex run viewCountsMigration:migrate '{}'`; then the four tables are empty and can be
 * deleted in the dashboard. The tables are gone from schema.ts, so they are read untyped here.
 */

type OldCount = { _id: string; userId: Id<"users">; day: string; count: number };
type OldReferrer = { _id: string; userId: Id<"users">; domain: string; count: number };

const STEP = 200;

export const migrate = internalMutation({
  args: {},
  handler: async (ctx) => {
    const db = ctx.db as unknown as GenericDatabaseWriter<GenericDataModel>;
    const take = async <Row>(table: string) => (await db.query(table).take(STEP)) as Row[];
    const counts = await take<OldCount>("viewCounts");
    for (const row of counts) {
      if (row.day === "all") await addViews(ctx, viewCounter.total(row.userId), row.count);
      else {
        await addViews(ctx, viewCounter.day(row.userId, row.day), row.count);
        await noteDay(ctx, row.userId, row.day);
      }
    }
    const referrers = await take<OldReferrer>("viewReferrers");
    for (const row of referrers) if (await noteSite(ctx, row.userId, row.domain)) await addReferrals(ctx, viewCounter.site(row.userId, row.domain), row.count);
    const tabs = await take<{ _id: string }>("presence");
    const builders = await take<{ _id: string }>("builderPresence");
    const done = { viewCounts: counts, viewReferrers: referrers, presence: tabs, builderPresence: builders };
    for (const [table, rows] of Object.entries(done)) for (const row of rows) await db.delete(table, row._id as GenericId<string>);
    if (Object.values(done).some((rows) => rows.length === STEP)) await ctx.scheduler.runAfter(0, internal.viewCountsMigration.migrate, {});
    return { moved: counts.length + referrers.length, deleted: tabs.length + builders.length };
  },
});
