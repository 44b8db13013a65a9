/**
 * On PGlite a request's queries run in the server's own thread: a request that needs only the
 * database runs to its answer within the turn of the event loop that started it. Node accepts one
 * new connection a turn (libuv/libuv#3696). A turn that started every request it had read made the
 * next connection wait for all of them: at 100,000 leads the tenth of ten new connections waited
 * 340-500 ms for its first answer (ADR 054). So on PGlite each request starts in a turn of its own,
 * in the order the requests came, and a new connection is let in between two requests (ADR 055).
 *
 * Only the start is queued: a request that then waits on something else (a hash, a stream of rows)
 * goes on beside the next one.
 *
 * Turns that each answered many requests had also kept the site's background work (the outbox,
 * pruning) waiting until a burst was over. Given a turn between two requests, it took its share of
 * them, and bookings at ten connections answered in 140 ms at the median instead of 85. So
 * background work asks `requestsFirst` before each batch, and waits while requests wait to start,
 * for a second at most.
 */
import type { RequestHandler } from "express";

/** The longest background work waits for requests: an email is at most this late for a burst. */
export const BACKGROUND_WAIT_MS = 1_000;

export class RequestTurns {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;
  private readonly backgroundWaiting = new Set<() => void>();

  /** The middleware that starts each request in a turn of its own. */
  readonly startInTurn: RequestHandler = (_req, _res, next) => {
    this.waiting.push(() => next());
    if (!this.scheduled) this.schedule();
  };

  /** Resolves once no request waits to start, or after `atMostMs`. */
  readonly requestsFirst = (atMostMs = BACKGROUND_WAIT_MS): Promise<void> => {
    if (this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const go = () => {
        clearTimeout(timer);
        this.backgroundWaiting.delete(go);
        resolve();
      };
      const timer = setTimeout(go, atMostMs);
      this.backgroundWaiting.add(go);
    });
  };

  private schedule() {
    this.scheduled = true;
    setImmediate(this.startNext);
  }

  private readonly startNext = () => {
    this.scheduled = false;
    this.waiting.shift()?.();
    if (this.waiting.length > 0) {
      if (!this.scheduled) this.schedule();
    } else {
      for (const go of [...this.backgroundWaiting]) go();
    }
  };
}
