/**
 * Runs tasks with bounded concurrency, taking turns between lanes (client addresses) instead of
 * first come, first served: one address's thousand queued calls do not sit in front of another's
 * one. Each lane keeps its own FIFO order; a lane with too many waiting tasks is refused at once.
 */
export class FairQueue {
  /**
   * Waiting tasks per lane, in turn order: a served lane moves to the end. A Map keeps insertion
   * order. A lane stays while its tasks run, so a busy lane keeps its place behind the others.
   */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** Lanes that came in idle (nothing waiting or running): they go first, once. */
  private fresh: string[] = [];
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
    let queue = this.waiting.get(lane);
    if (queue === undefined) {
      queue = [];
      this.waiting.set(lane, queue);
      this.fresh.push(lane);
    }
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
            if (left > 0) this.runningPerLane.set(lane, left);
            else {
              this.runningPerLane.delete(lane);
              if (this.waiting.get(lane)?.length === 0) this.waiting.delete(lane);
            }
            // The next task starts after the event loop has read the network: queries that never
            // wait on I/O settle in microtasks, so 2,000 queued ones ran back to back for seconds
            // while another address's request sat unread and could not take its turn.
            this.schedulePump();
          });
      });
    });
    this.pump();
    return result;
  }

  /** Tasks waiting on `lane` (not yet started). */
  waitingOn(lane: string): number {
    return this.waiting.get(lane)?.length ?? 0;
  }

  private pumpScheduled = false;

  private schedulePump() {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump() {
    const perLane = this.options.perLaneRunning ?? Infinity;
    // Lanes looked at since a task last started: once every lane was, none can start now.
    let passes = 0;
    while (this.running < this.options.concurrency && passes < this.waiting.size) {
      const lane = this.nextLane();
      const queue = this.waiting.get(lane)!;
      this.waiting.delete(lane);
      if (queue.length === 0 || (this.runningPerLane.get(lane) ?? 0) >= perLane) {
        // Nothing to start here now: it keeps its tasks (and, while some run, its place) for later.
        if (queue.length > 0 || this.runningPerLane.has(lane)) this.waiting.set(lane, queue);
        passes++;
        continue;
      }
      const start = queue.shift()!;
      this.waiting.set(lane, queue);
      passes = 0;
      start();
    }
  }

  private nextLane(): string {
    while (this.fresh.length > 0) {
      const lane = this.fresh.shift()!;
      if (this.waiting.has(lane)) return lane;
    }
    return this.waiting.keys().next().value!;
  }
}
