/**
 * `npm run bench:api`: builds, serves the production server on 127.0.0.1, and load-tests
 * GET /api/availability (for a fixed time), then the two writes on the same server:
 * POST /api/bookings (a fixed number of bookings, each of a different free slot) and
 * POST /api/leads (a fixed number of lead requests), each after WRITE_WARM_UP requests of its own
 * that are not measured, with autocannon. It runs on PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set (in a database of its own, dropped afterwards).
 * Every run is bounded in count and time and talks only to 127.0.0.1.
 *
 * Each write has goals (issue 27, ADR 042): a rate of at least WRITE_RATE_GOAL times the read's,
 * measured in the same run on the same server so that a busy machine slows both, and a p99 within
 * the database's budget. The table says, per endpoint, the rate, p50, p99, the ratio to the read,
 * and whether the goals were met; a missed goal, an error or a non-2xx answer exits non-zero.
 *
 * A second table says what each request cost in CPU, and where (lib/cpu-time.ts, ADR 051): the
 * server, its main thread, PostgreSQL's processes and the load generator, during the run; then
 * the server's and PostgreSQL's work after it, until the server is idle again: the emails a write
 * queued, which the outbox sends after the answer. Each run starts on an idle server, so that a
 * write is not measured beside the emails of the one before.
 *
 * Options: --no-build, --seconds=N (GET duration, default 10), --bookings=N (default 500),
 * --leads=N (default 500).
 */
import autocannon from "autocannon";
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { freeSlots } from "./lib/free-slots.ts";
import { benchBookings } from "./lib/bench-bookings.ts";
import { type CpuTotals, cpuClock, perRequest, untilIdle } from "./lib/cpu-time.ts";
import { requestsPerSecond, WRITE_WARM_UP } from "./lib/fixed-count-runs.ts";
import { benchLeads, fetchLeadFormToken } from "./lib/bench-leads.ts";
import { serveBuild } from "./lib/serve-build.ts";
import { freePort } from "../tests/support/free-port.ts";
import { withScratchDatabase } from "./lib/scratch-database.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const getSeconds = option("seconds", 10);
const bookingCount = option("bookings", 500);
const leadCount = option("leads", 500);
const CONNECTIONS = 10;

/** A write's rate, at least this share of the read's (GET /api/availability) in the same run. */
const WRITE_RATE_GOAL = 0.25;
/** A write's p99, at most this many ms: PGlite runs in the server's own thread. */
const WRITE_P99_GOAL_MS: Record<Database, number> = { PGlite: 150, PostgreSQL: 100 };

type Database = "PGlite" | "PostgreSQL";

interface Figures {
  database: Database;
  endpoint: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The rate over the read's, for a write. */
  ratio?: number;
  /** What a write missed of its goals; empty when it met them. Undefined for the read. */
  missed?: string[];
  /** CPU milliseconds a request, where /proc tells them. */
  cpu?: CpuFigures;
}

interface CpuFigures {
  /** During the run, warm-up included. */
  during: CpuTotals;
  /** After the last answer, until the server was idle again. */
  after: CpuTotals;
  afterMs: number;
}

function figuresOf(database: Database, endpoint: string, result: autocannon.Result): Figures {
  return {
    database,
    endpoint,
    requests: result.requests.total,
    rps: requestsPerSecond(result),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Rounded down: a ratio just short of the goal (0.247) is not shown as reaching it (0.25). */
const shownRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** A write's figures, judged against its goals beside the read's rate. */
function judged(write: Figures, read: Figures): Figures {
  const ratio = write.rps / read.rps;
  const missed = [];
  if (ratio < WRITE_RATE_GOAL) missed.push(`rate ${shownRatio(ratio)}x < ${WRITE_RATE_GOAL}x`);
  const p99Goal = WRITE_P99_GOAL_MS[write.database];
  if (write.p99 > p99Goal) missed.push(`p99 ${write.p99} ms > ${p99Goal} ms`);
  return { ...write, ratio, missed };
}

/**
 * Runs `work`, which sends `requests` requests, and measures the CPU they cost with `clock`, during
 * the run and after it until the server is idle; without a clock, only runs it.
 */
async function withCpu<T>(
  clock: (() => CpuTotals) | undefined,
  requests: (result: T) => number,
  work: () => Promise<T>,
): Promise<{ result: T; cpu?: CpuFigures }> {
  if (!clock) return { result: await work() };
  const before = clock();
  const result = await work();
  const answered = clock();
  const idle = await untilIdle(clock);
  const count = requests(result);
  return {
    result,
    cpu: {
      during: perRequest(before, answered, count),
      after: perRequest(answered, idle.totals, count),
      afterMs: idle.ms,
    },
  };
}

async function benchOne(database: Database, env: NodeJS.ProcessEnv): Promise<Figures[]> {
  const server = await serveBuild(await freePort(), {
    ...env,
    RATE_LIMIT_POSTS: "1000000",
    LOG_LEVEL: "warn",
  });
  try {
    const clock = cpuClock(server.pid);
    // Issued now, so that it is old enough for the spam guard by the time the leads are sent.
    const formToken = await fetchLeadFormToken(server.origin);
    const slots = freeSlots(new Date());
    const sample = slots[0]!;
    const read = await withCpu(
      clock,
      (result) => result.requests.sent,
      () =>
        autocannon({
          url: `${server.origin}/api/availability?date=${sample.date}`,
          connections: CONNECTIONS,
          duration: getSeconds,
        }),
    );
    const get = { ...figuresOf(database, "GET /api/availability", read.result), cpu: read.cpu };

    // The warm-up's requests are in the CPU's window, and counted with the run's.
    const bookings = await withCpu(
      clock,
      ({ count }) => count + WRITE_WARM_UP,
      () =>
        benchBookings(server.origin, {
          count: bookingCount,
          connections: CONNECTIONS,
          warmUp: WRITE_WARM_UP,
        }),
    );
    const leads = await withCpu(
      clock,
      () => leadCount + WRITE_WARM_UP,
      () =>
        benchLeads(server.origin, formToken, {
          count: leadCount,
          connections: CONNECTIONS,
          warmUp: WRITE_WARM_UP,
        }),
    );
    return [
      get,
      {
        ...judged(
          figuresOf(database, `POST /api/bookings (${bookings.result.count})`, bookings.result.result),
          get,
        ),
        cpu: bookings.cpu,
      },
      { ...judged(figuresOf(database, `POST /api/leads (${leadCount})`, leads.result), get), cpu: leads.cpu },
    ];
  } finally {
    await server.stop();
  }
}

function row(cells: [string, number][]): string {
  return cells.map(([text, width]) => (width < 0 ? text.padEnd(-width) : text.padStart(width))).join("");
}

/** The CPU table: milliseconds a request, during each run and after it until the server was idle. */
function printCpu(results: Figures[]): void {
  if (!results.some((r) => r.cpu)) {
    console.log("\nNo CPU figures: this system has no /proc.");
    return;
  }
  const ms = (value: number) => value.toFixed(2);
  const widths = [-12, -28, 8, 8, 8, 8, 8, 8, 8, 8] as const;
  const header = ["", "", "server", "main", "Postgre", "load", "all", "server", "Postgre", "idle"];
  const header2 = ["database", "endpoint", "", "thread", "SQL", "gen.", "", "", "SQL", "after"];
  console.log(
    "\nCPU a request, in ms (/proc's 10-ms ticks): during the run | after it, until the server was idle",
  );
  console.log(row(header.map((text, i) => [text, widths[i]!])));
  console.log(row(header2.map((text, i) => [text, widths[i]!])));
  for (const r of results) {
    if (!r.cpu) continue;
    const { during, after, afterMs } = r.cpu;
    const cells = [
      r.database,
      r.endpoint,
      ms(during.server),
      ms(during.serverMainThread),
      ms(during.postgres),
      ms(during.loadGenerator),
      ms(during.server + during.postgres + during.loadGenerator),
      ms(after.server),
      ms(after.postgres),
      `${(afterMs / 1_000).toFixed(1)} s`,
    ];
    console.log(row(cells.map((text, i) => [text, widths[i]!])));
  }
  console.log(
    "PGlite runs in the server's process, so its work is the server's there; PostgreSQL's column counts every process of the machine's PostgreSQL. The load generator is this process. The kernel's own threads (its disk writes) are not counted.",
  );
}

async function main() {
  if (!args.includes("--no-build")) execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
  const loadBefore = loadavg();
  const results: Figures[] = [];

  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-api-"));
  try {
    results.push(...(await benchOne("PGlite", { DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const pgDataDir = mkdtempSync(path.join(tmpdir(), "bench-api-"));
    try {
      await withScratchDatabase(adminUrl, async (url) => {
        results.push(...(await benchOne("PostgreSQL", { DATABASE_URL: url, DATA_DIR: pgDataDir })));
      });
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  } else {
    console.log("PostgreSQL skipped: TEST_DATABASE_URL is not set.");
  }

  const widths = [-12, -28, 9, 8, 8, 8, 9, 8, 8] as const;
  const header = [
    "database",
    "endpoint",
    "requests",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "x GET",
  ];
  console.log(`\n${row(header.map((text, i) => [text, widths[i]!]))}  goal`);
  for (const r of results) {
    const cells = [
      r.database,
      r.endpoint,
      String(r.requests),
      String(r.rps),
      String(r.p50),
      String(r.p99),
      String(r.non2xx),
      String(r.errors),
      r.ratio === undefined ? "" : shownRatio(r.ratio),
    ];
    const goal =
      r.missed === undefined
        ? ""
        : `>= ${WRITE_RATE_GOAL}x GET, p99 <= ${WRITE_P99_GOAL_MS[r.database]} ms: ${r.missed.length ? `MISSED (${r.missed.join("; ")})` : "met"}`;
    console.log(`${row(cells.map((text, i) => [text, widths[i]!]))}  ${goal}`);
  }
  printCpu(results);
  const load = (averages: number[]) => averages.map((n) => n.toFixed(2)).join(", ");
  console.log(
    `\n${CONNECTIONS} connections; GET for ${getSeconds} s; POSTs book distinct free slots and send distinct leads, each write measured after ${WRITE_WARM_UP} of its own to warm up (rate limit raised for the run). Server and load generator share this machine's ${cpus().length} cores; load average ${load(loadBefore)} before, ${load(loadavg())} after.`,
  );
  const failed = results.some((r) => r.errors > 0 || r.non2xx > 0 || (r.missed?.length ?? 0) > 0);
  if (failed) process.exitCode = 1;
}

await main();
