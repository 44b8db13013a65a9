/**
 * autocannon runs of a fixed number of requests (bench-bookings.ts, bench-leads.ts) and their
 * rate. autocannon stops such a run at the first sample after its last answer, and averages its
 * rate per sample: at its default sample of a second, 500 bookings answered in 2.2 s counted as 3
 * seconds, 167 a second.
 */
import type autocannon from "autocannon";

/** The sample of a fixed-count run: its duration, and so its rate, is then off by 0.1 s at most. */
export const FIXED_COUNT_SAMPLE_MS = 100;

/** A run's requests a second over its own duration, not autocannon's per-sample average. */
export function requestsPerSecond(result: autocannon.Result): number {
  return Math.round(result.requests.total / result.duration);
}
