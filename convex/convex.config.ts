import { defineApp } from "convex/server";
import rateLimiter from "@convex-dev/rate-limiter/convex.config";

/** Convex components this app installs; `npm run codegen` reads this file for `components`. */
const app = defineApp();
app.use(rateLimiter);

export default app;
