/**
 * The rhythm of a background worker (the email outbox, the webhook worker): a pass of work when it
 * is woken (a NOTIFY, a request that queued something) and every `pollIntervalMs` otherwise, for
 * what no one announces (retries, leases that ran out); never two passes at once. A wake-up that
 * comes during a pass runs another right after it, since what it announces may have been committed
 * too late for the pass under way to see.
 */
export class WakeablePass {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private wokenDuringPass = false;
  /** "idle" until started: the work may still be run directly, as tests and scripts do. */
  private state: "idle" | "running" | "stopped" = "idle";

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly options: { pollIntervalMs: number; onError: (error: unknown) => void },
  ) {}

  get stopped(): boolean {
    return this.state === "stopped";
  }

  start(): void {
    this.state = "running";
    this.wake();
  }

  /** Look now rather than at the next poll. */
  nudge(): void {
    if (this.state === "running") this.wake();
  }

  /** No pass starts after this; resolves once the pass in progress, if any, has finished. */
  async stop(): Promise<void> {
    this.state = "stopped";
    clearTimeout(this.timer);
    await this.pass;
  }

  private wake() {
    clearTimeout(this.timer);
    if (this.pass) {
      this.wokenDuringPass = true;
      return;
    }
    this.pass = this.work()
      .then(() => undefined, this.options.onError)
      .finally(() => {
        this.pass = undefined;
        if (this.state !== "running") return;
        if (this.wokenDuringPass) {
          this.wokenDuringPass = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.options.pollIntervalMs);
        }
      });
  }
}
