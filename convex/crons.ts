import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

crons.daily("purge old contact messages", { hourUTC: 3, minuteUTC: 17 }, internal.contact.purgeOld, {});

export default crons;
