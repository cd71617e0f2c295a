/**
 * Runs an async task one at a time. A request made while the task runs gets one more run after
 * it (shared by every request made meanwhile), so each request is served by a run that started
 * after it was made.
 */
export class SerialTask {
  private tail: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  request(): Promise<void> {
    if (this.queued === null) {
      const run = this.tail.then(() => {
        this.queued = null;
        return this.task();
      });
      this.queued = run.catch(this.onError);
      this.tail = this.queued;
    }
    return this.queued;
  }

  /** Resolves when every run requested so far has finished. */
  idle(): Promise<void> {
    return this.tail;
  }
}
