import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

crons.daily("purge old contact messages", { hourUTC: 3, minuteUTC: 17 }, internal.contact.purgeOld, {});

crons.hourly("forget old failed sign-in attempts", { minuteUTC: 41 }, internal.credentials.purgeThrottles, {});

crons.hourly("prune publish history beyond the newest versions", { minuteUTC: 23 }, internal.portfolioVersions.prune, {});

export default crons;
