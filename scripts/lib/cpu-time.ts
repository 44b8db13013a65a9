/**
 * The CPU time a benchmark's processes use, from Linux's /proc: the server (and, of that, its main
 * thread, which answers every request), PostgreSQL's processes, and the load generator, which is
 * the benchmark's own process.
 *
 * A rate says how fast the machine was at that moment: bench:api's read ran at 1,191 to 1,879 a
 * second within one session (ADR 050). The CPU a request costs, and which process spends it,
 * changes far less, and tells what a goal stated as a share of another request's rate asks of
 * each part (ADR 051). Elsewhere than Linux there is no /proc: `cpuClock` answers undefined and
 * the benchmark prints no CPU figures.
 */
import { existsSync } from "node:fs";
import { processStats, readStat, statFields, statName } from "./proc-stat.ts";

/**
 * /proc counts CPU time in clock ticks of USER_HZ, which Linux fixes at 100 a second for every
 * process's view, whatever the kernel's own tick.
 */
const MS_PER_TICK = 10;

/** Milliseconds of CPU used so far: user and system time, all threads. */
export interface CpuTotals {
  server: number;
  serverMainThread: number;
  /** Every process named postgres: the server's connections and PostgreSQL's own workers. */
  postgres: number;
  loadGenerator: number;
}

/** The user plus system time of a /proc stat line, in ticks: utime and stime, fields 14 and 15 of proc(5). */
export function statTicks(stat: string): number {
  const fields = statFields(stat);
  return Number(fields[11]) + Number(fields[12]);
}

function ticksOf(file: string): number {
  const stat = readStat(file);
  return stat === undefined ? 0 : statTicks(stat);
}

function postgresTicks(): number {
  let ticks = 0;
  for (const { stat } of processStats()) if (statName(stat) === "postgres") ticks += statTicks(stat);
  return ticks;
}

/** Reads the CPU used so far by the server of `serverPid`, PostgreSQL and this process; undefined without /proc. */
export function cpuClock(serverPid: number): (() => CpuTotals) | undefined {
  if (!existsSync("/proc/self/stat")) return undefined;
  return () => ({
    // A process's own stat line counts all its threads; its main thread's task has the process's id.
    server: ticksOf(`/proc/${serverPid}/stat`) * MS_PER_TICK,
    serverMainThread: ticksOf(`/proc/${serverPid}/task/${serverPid}/stat`) * MS_PER_TICK,
    postgres: postgresTicks() * MS_PER_TICK,
    loadGenerator: ticksOf("/proc/self/stat") * MS_PER_TICK,
  });
}

/** What was used between two readings, divided among `requests`: milliseconds a request. */
export function perRequest(before: CpuTotals, after: CpuTotals, requests: number): CpuTotals {
  const share = (key: keyof CpuTotals) => (after[key] - before[key]) / requests;
  return {
    server: share("server"),
    serverMainThread: share("serverMainThread"),
    postgres: share("postgres"),
    loadGenerator: share("loadGenerator"),
  };
}

/** A stretch of `windowMs` in which the server used less than this share of one core counts as idle. */
const IDLE_SHARE = 0.05;

/**
 * Waits until the server has finished the work its requests left it (the outbox's emails, above
 * all), at most `limitMs`: until a window of `windowMs` in which it used less than IDLE_SHARE of a
 * core. Returns the CPU used from the call until then, and how long that took.
 */
export async function untilIdle(
  clock: () => CpuTotals,
  { windowMs = 250, limitMs = 30_000 }: { windowMs?: number; limitMs?: number } = {},
): Promise<{ totals: CpuTotals; ms: number }> {
  const started = performance.now();
  let previous = clock();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = clock();
    const elapsed = performance.now() - started;
    if (now.server - previous.server < windowMs * IDLE_SHARE || elapsed >= limitMs)
      return { totals: now, ms: elapsed };
    previous = now;
  }
}
