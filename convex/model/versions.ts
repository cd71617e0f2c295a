/** Publish history: how many versions each user keeps (older ones are pruned by a cron). */
export const MAX_VERSIONS = 50;
