import { defineApp } from "convex/server";
import presence from "@convex-dev/presence/convex.config";
import rateLimiter from "@convex-dev/rate-limiter/convex.config";
import shardedCounter from "@convex-dev/sharded-counter/convex.config";
import workpool from "@convex-dev/workpool/convex.config";

/** Convex components this app installs; `npm run codegen` reads this file for `components`. */
const app = defineApp();
app.use(rateLimiter);
app.use(shardedCounter);
app.use(presence);
// Webhook deliveries, retried with backoff (lib/webhookEvents.ts).
app.use(workpool, { name: "webhookWorkpool" });

export default app;
