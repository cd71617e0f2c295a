import { defineApp } from "convex/server";
import presence from "@convex-dev/presence/convex.config";
import rateLimiter from "@convex-dev/rate-limiter/convex.config";
import shardedCounter from "@convex-dev/sharded-counter/convex.config";

/** Convex components this app installs; `npm run codegen` reads this file for `components`. */
const app = defineApp();
app.use(rateLimiter);
app.use(shardedCounter);
app.use(presence);

export default app;
