import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

crons.daily("purge old contact messages", { hourUTC: 3, minuteUTC: 17 }, internal.contact.purgeOld, {});

crons.hourly("empty the old sign-in throttle table", { minuteUTC: 41 }, internal.credentials.purgeThrottles, {});

crons.daily("drop rate-limit buckets older than two days", { hourUTC: 3, minuteUTC: 47 }, internal.rateLimits.forgetOld, {});

crons.hourly("delete expired sessions and refresh tokens", { minuteUTC: 47 }, internal.sessions.sweepExpired, {});

crons.hourly("delete uploads never confirmed", { minuteUTC: 53 }, internal.files.sweepOrphans, {});

crons.hourly("prune publish history beyond the newest versions", { minuteUTC: 23 }, internal.portfolioVersions.prune, {});

crons.interval("forget visitors after their 30 minutes", { minutes: 5 }, internal.audience.forgetExpired, {});

crons.daily("purge visitor messages older than 180 days", { hourUTC: 3, minuteUTC: 29 }, internal.messages.purgeOld, {});

crons.interval("start the custom domain checks that are due", { minutes: 1 }, internal.customDomains.startDueChecks, {});

crons.hourly("delete used and expired invitations", { minuteUTC: 53 }, internal.members.purgeInvitations, {});

crons.interval("end free trials that are over and remind before they end", { minutes: 15 }, internal.billing.sweep, {});

crons.daily("empty trash items older than 30 days", { hourUTC: 4, minuteUTC: 11 }, internal.trash.emptyExpired, {});

crons.hourly("delete accounts whose 7 undo days are over", { minuteUTC: 17 }, internal.account.purgeDeleted, {});

export default crons;
