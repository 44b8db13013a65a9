/**
 * autocannon runs of a fixed number of requests (bench-bookings.ts, bench-leads.ts) and their
 * rate. autocannon stops such a run at the first sample after its last answer, and averages its
 * rate per sample: at its default sample of a second, 500 bookings answered in 2.2 s counted as 3
 * seconds, 167 a second. Even at a sample of 0.1 s, 500 writes answered in 1.4-2.1 s had a rate
 * off by up to 7 %, as much as the changes they were run to compare (ADR 048). So a fixed-count
 * run is timed here, from its start to its last answer.
 */
import autocannon from "autocannon";

/** The sample of a fixed-count run: the run ends within 0.1 s of its last answer. */
export const FIXED_COUNT_SAMPLE_MS = 100;

/** autocannon's result of a fixed-count run, with the time it took, measured here. */
export interface FixedCountResult extends autocannon.Result {
  /** From the run's start to its last answer, in seconds. */
  secondsToLastAnswer: number;
}

/**
 * A run's requests a second, not autocannon's per-sample average: a fixed-count run's over the
 * time to its last answer, a timed run's over its duration.
 */
export function requestsPerSecond(result: autocannon.Result | FixedCountResult): number {
  const seconds = "secondsToLastAnswer" in result ? result.secondsToLastAnswer : result.duration;
  return Math.round(result.requests.total / seconds);
}

/**
 * Requests sent to a write before it is measured, and not counted: the first answers of a new
 * server wait for its connections to the database to open and for V8 to compile the write's code
 * (the first ten bookings at 10 connections took 150-560 ms, against about 35 ms after). Of 500
 * measured requests, those ten would be the p99 on their own: the run would measure the server's
 * start, not the write. The read is measured for 10 s, in which its own start is lost.
 */
export const WRITE_WARM_UP = 50;

/** Throws unless every request of the run was answered with a 2xx: a run that failed measures nothing. */
export function assertAllAnswered(what: string, result: autocannon.Result): void {
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${failed} of ${what} failed (non-2xx, errors or timeouts)`);
}

export interface FixedCountWrites {
  count: number;
  connections: number;
  /** Requests sent first and not measured (see WRITE_WARM_UP). */
  warmUp?: number;
}

/**
 * `count` POSTs of JSON to `path` over `connections`, measured, after `warmUp` that are not. The
 * nth request of the whole run (from 1, warm-up included) sends `bodyFor(n)`, so that every
 * request can be a write of its own.
 */
export async function postFixedCount(
  origin: string,
  path: string,
  bodyFor: (n: number) => unknown,
  { count, connections, warmUp = 0 }: FixedCountWrites,
): Promise<FixedCountResult> {
  let sent = 0;
  const run = (amount: number) =>
    new Promise<FixedCountResult>((resolve, reject) => {
      const started = performance.now();
      let lastAnswer = started;
      const instance = autocannon(
        {
          url: origin,
          connections,
          amount,
          timeout: 10,
          sampleInt: FIXED_COUNT_SAMPLE_MS,
          requests: [
            {
              method: "POST",
              path,
              headers: { "content-type": "application/json" },
              setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyFor(++sent)) }),
            },
          ],
        },
        (error, result) =>
          error
            ? reject(error instanceof Error ? error : new Error(String(error)))
            : resolve({ ...result, secondsToLastAnswer: (lastAnswer - started) / 1_000 }),
      );
      instance.on("response", () => {
        lastAnswer = performance.now();
      });
    });
  if (warmUp > 0) assertAllAnswered(`the ${warmUp} warm-up requests to ${path}`, await run(warmUp));
  return run(count);
}
