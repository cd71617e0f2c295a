/**
 * Runs tasks with bounded concurrency, taking turns between lanes (client addresses) instead of
 * first come, first served: one address's thousand queued calls do not sit in front of another's
 * one. Each lane keeps its own FIFO order; a lane with too many waiting tasks is refused at once.
 */
export class FairQueue {
  /** Waiting tasks per lane; a Map keeps insertion order, so moving a lane to the end is a turn. */
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly runningPerLane = new Map<string, number>();
  private running = 0;

  constructor(
    private readonly options: {
      /** Tasks running at once in all. */
      concurrency: number;
      /** Tasks running at once per lane. */
      perLaneRunning?: number;
      /** Tasks waiting per lane before `run` refuses (bounded: true); Infinity = no bound. */
      perLaneWaiting?: number;
    },
  ) {}

  /**
   * Runs `task` on `lane`'s turn. Returns null, without running it, when the lane already has
   * its most waiting tasks and `bounded` is set (the server's own re-runs pass false: they are
   * bounded by the subscription cap instead).
   */
  run<T>(lane: string, task: () => Promise<T>, { bounded = true } = {}): Promise<T> | null {
    const queue = this.waiting.get(lane) ?? [];
    if (bounded && queue.length >= (this.options.perLaneWaiting ?? Infinity)) return null;
    const result = new Promise<T>((resolve, reject) => {
      queue.push(() => {
        this.running++;
        this.runningPerLane.set(lane, (this.runningPerLane.get(lane) ?? 0) + 1);
        void task()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            const left = (this.runningPerLane.get(lane) ?? 1) - 1;
            if (left === 0) this.runningPerLane.delete(lane);
            else this.runningPerLane.set(lane, left);
            this.pump();
          });
      });
    });
    this.waiting.set(lane, queue);
    this.pump();
    return result;
  }

  /** Tasks waiting on `lane` (not yet started). */
  waitingOn(lane: string): number {
    return this.waiting.get(lane)?.length ?? 0;
  }

  private pump() {
    const perLane = this.options.perLaneRunning ?? Infinity;
    let skipped = 0;
    while (this.running < this.options.concurrency && this.waiting.size > skipped) {
      const [lane, queue] = this.waiting.entries().next().value!;
      this.waiting.delete(lane);
      if ((this.runningPerLane.get(lane) ?? 0) >= perLane) {
        // Its turn passes to the next lane; it keeps its tasks for later.
        this.waiting.set(lane, queue);
        skipped++;
        continue;
      }
      const start = queue.shift()!;
      if (queue.length > 0) this.waiting.set(lane, queue);
      skipped = 0;
      start();
    }
  }
}
