import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Engine } from "./convexTestAdapter";
import { log } from "./log";
import type { ConvexModules } from "./modules";

type Schedule =
  | { type: "interval"; seconds?: number; minutes?: number; hours?: number }
  | { type: "hourly"; minuteUTC?: number }
  | { type: "daily"; hourUTC: number; minuteUTC?: number }
  | { type: "weekly"; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: "monthly"; day: number; hourUTC: number; minuteUTC?: number }
  | { type: "cron"; cronExpr: string };
type CronJob = { name: string; args: JSONValue[]; schedule: Schedule };

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MAX_TIMER_MS = 2 ** 31 - 1;

/** When a cron schedule next fires after `now` (ms), or null for schedules not supported here. */
export function nextRun(schedule: Schedule, now: number): number | null {
  if (schedule.type === "interval") {
    return now + ((schedule.seconds ?? 0) + (schedule.minutes ?? 0) * 60 + (schedule.hours ?? 0) * 3600) * 1000;
  }
  if (schedule.type === "cron") return null;
  const minute = schedule.minuteUTC ?? 0;
  const start = new Date(now);
  if (schedule.type === "hourly") {
    for (let h = 0; h <= 24; h++) {
      const at = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), start.getUTCHours() + h, minute);
      if (at > now) return at;
    }
  }
  for (let d = 0; d <= 62; d++) {
    const at = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + d, "hourUTC" in schedule ? schedule.hourUTC : 0, minute));
    if (at.getTime() <= now) continue;
    if (schedule.type === "weekly" && DAYS[at.getUTCDay()] !== schedule.dayOfWeek) continue;
    if (schedule.type === "monthly" && at.getUTCDate() !== schedule.day) continue;
    return at.getTime();
  }
  return null;
}

/**
 * Runs convex/crons.ts on its schedule, and scheduled functions saved in the data directory
 * (convex-test itself runs those scheduled while this process is up).
 */
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly engine: Engine,
    private readonly modules: ConvexModules,
  ) {}

  async start() {
    await this.resumeSavedJobs();
    const crons = (await this.modules.load("crons"))?.default as { crons?: Record<string, CronJob> } | undefined;
    for (const [identifier, job] of Object.entries(crons?.crons ?? {})) this.scheduleCron(identifier, job);
  }

  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private at(time: number, task: () => void) {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (Date.now() < time)
          this.at(time, task); // longer than one timer can wait
        else task();
      },
      Math.min(Math.max(0, time - Date.now()), MAX_TIMER_MS),
    );
    timer.unref();
    this.timers.add(timer);
  }

  private scheduleCron(identifier: string, job: CronJob) {
    const next = nextRun(job.schedule, Date.now());
    if (next === null) return log.warn(`Cron "${identifier}" uses a schedule the local backend does not run (${job.schedule.type}).`);
    this.at(next, () => {
      void this.runJob(`cron "${identifier}"`, job.name, jsonToConvex(job.args[0] ?? {}) as Record<string, Value>).finally(() =>
        this.scheduleCron(identifier, job),
      );
    });
  }

  /** Jobs pending when the server stopped run at their time; ones cut off mid-run count as failed. */
  private async resumeSavedJobs() {
    for (const job of this.engine.scheduledJobs()) {
      if (job.state === "inProgress") await this.engine.setJobState(job.id, "failed");
      if (job.state !== "pending") continue;
      this.at(job.scheduledTime, () => {
        void (async () => {
          // It may have been canceled since.
          if (this.engine.scheduledJobs().find((saved) => saved.id === job.id)?.state !== "pending") return;
          await this.engine.setJobState(job.id, "inProgress");
          const ok = await this.runJob(`scheduled ${job.name}`, job.name, job.args);
          await this.engine.setJobState(job.id, ok ? "success" : "failed");
        })();
      });
    }
  }

  private async runJob(what: string, udfPath: string, args: Record<string, Value>): Promise<boolean> {
    const found = await this.modules.find(udfPath, { publicOnly: false });
    if (found === null || found.kind === "query") {
      log.error(`${what}: ${udfPath} is not a mutation or action.`);
      return false;
    }
    try {
      await this.engine.run(found.kind, found.path, args, null);
      log.debug(`${what} ran ${udfPath}`);
      return true;
    } catch (error) {
      log.error(`${what} failed: ${(error as Error).message}`);
      return false;
    }
  }
}
