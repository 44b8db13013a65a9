/**
 * `npm run bench:console`: how fast the staff console answers over a database of realistic size
 * (issue 27). It builds, seeds a database of its own (scripts/lib/seed-database.ts), creates an
 * owner's account and signs it in as a browser does (the setup link's page, then the sign-in form),
 * serves the production build on 127.0.0.1, and times each console page's HTML GET, signed in:
 * the home page, the leads list and each of its filters and searches, a lead's page, each tab of
 * the bookings, the availability week, the audit log, the emails, a privacy search, and a deep
 * page of each list, reached by following the page's own "next" link as a browser would. Then the
 * CSV export of every lead, three times: its median rows a second, and the server's highest memory
 * while they stream. Last, with that server stopped, bookings on a new one, before and while it
 * prunes the database's worst backlog (bookingsWhilePruning): their p99 each.
 *
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, in a scratch database dropped
 * afterwards, at each of --sizes (lead counts) in one table. Exits non-zero on a missed goal.
 *
 * Options: --no-build, --leads=N (100000), --bookings=N (20000), --sizes=N,N,... (PostgreSQL;
 * default --leads), --requests=N (timed GETs a page, 20), --depth=N (next links followed, 10),
 * --seed=N (1), --port=N (the first run's server's, one more for each next run; default a free
 * one each), --only=pglite|postgres.
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { addDays, torontoToday } from "../app/domain/time.ts";
import { BOOKING_LISTS } from "../app/domain/booking-change.ts";
import { BOOKING_WINDOW_DAYS } from "../app/domain/booking-policy.ts";
import type { SlotStatus } from "../app/domain/slots.ts";
import { type Database, openDatabase, type DatabaseLocation } from "../app/server/db/client.server.ts";
import { takenSlots } from "../app/server/taken-slots.server.ts";
import { staffCommands } from "../app/server/console/staff-commands.server.ts";
import { loadConfig } from "../app/server/config.server.ts";
import { retentionPolicyOf } from "../app/server/retention.server.ts";
import { freePort } from "../tests/support/free-port.ts";
import { withScratchDatabase } from "./lib/scratch-database.ts";
import { seedDatabase } from "./lib/seed-database.ts";
import { type RunningServer, serveBuild } from "./lib/serve-build.ts";
import { benchBooking } from "./lib/bench-bookings.ts";
import {
  assertAllAnswered,
  type FixedCountResult,
  postFixedCount,
  requestsPerSecond,
  WRITE_WARM_UP,
} from "./lib/fixed-count-runs.ts";
import { freeSlots, type TakenSlots } from "./lib/free-slots.ts";
import { remainingBacklog, storeRetentionBacklog } from "./lib/retention-backlog.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const leadCount = Number(option("leads", "100000"));
const bookingCount = Number(option("bookings", "20000"));
const sizes = option("sizes", String(leadCount)).split(",").map(Number);
const requestsPerPage = Number(option("requests", "20"));
const depth = Number(option("depth", "10"));
const seed = Number(option("seed", "1"));
const firstPort = option("port", "");
const only = option("only", "");
let runsStarted = 0;

/**
 * A port of its own for each run: a server that died (see the export) leaves fetch's pooled
 * connections to its port behind, and the next server on that port would get them, reset.
 */
async function portForRun(): Promise<number> {
  const port = firstPort ? Number(firstPort) + runsStarted : await freePort();
  runsStarted++;
  return port;
}

/** Goals of issue 27: p95 of a page, and the home page's; the export's pace and memory. */
type DatabaseName = "PostgreSQL" | "PGlite";
const PAGE_GOAL_MS: Record<DatabaseName, number> = { PostgreSQL: 100, PGlite: 250 };
const HOME_GOAL_MS = 200;
const EXPORT_ROWS_PER_SECOND = 20_000;
const EXPORT_RUNS = 3;
/** The server's memory budget (README "Production"): 200 MB with PostgreSQL, 300 MB with PGlite. */
const EXPORT_RSS_MB = { PostgreSQL: 200, PGlite: 300 } as const;

/**
 * Issue 27, item 5: bookings on a warm server, before it prunes and while it prunes the worst
 * backlog (retention-backlog.ts), each measured with the bookings' p99 goal (item 1's).
 */
const BOOKING_P99_GOAL_MS: Record<DatabaseName, number> = { PostgreSQL: 100, PGlite: 150 };
const PRUNING_BOOKINGS = 150;
const PRUNING_CONNECTIONS = 10;
const BACKLOG_KEYS = 100_000;
/**
 * The pruning server's first run waits this long (PRUNE_DELAY_SECONDS): its warm-up, the pause
 * and the bookings before pruning fit in.
 */
const PRUNE_DELAY_SECONDS = 30;
/** Between the first run's latest start and the first booking measured during it. */
const PRUNING_STARTED_MARGIN_MS = 1_000;
/**
 * A quiet pause before the bookings measured before pruning, as the wait for pruning's start is
 * before those measured during it: neither set starts while the emails of the bookings before it
 * are still being rendered and sent.
 */
const SETTLE_MS = 10_000;

/** The seeded messages and notes are one line each, so each line of the CSV is one lead. */
const NEWLINE = 0x0a;

const PASSWORD = "a long benchmark passphrase for the console";
const BENCH_EMAIL = "bench-owner@maplewiseleads.example";

interface Figure {
  /** What was measured, the same words in every column of the table. */
  name: string;
  value: number;
  unit: "ms" | "rows/s" | "MB";
  goal: number;
  /** Whether the figure must stay at or below its goal (a time) or reach it (a pace). */
  atMost: boolean;
  detail?: string;
  /** Whether the detail is printed below the table, not only the figure in it. */
  noted?: boolean;
  /** Why the measurement could not finish: a missed goal whatever its value. */
  failure?: string;
}

const met = (figure: Figure) =>
  !figure.failure && (figure.atMost ? figure.value <= figure.goal : figure.value >= figure.goal);

/** What the pages are asked about: a real person's name, address and company, a lead to open. */
interface Samples {
  leadId: string;
  name: string;
  email: string;
  company: string;
}

async function samplesOf(location: DatabaseLocation): Promise<Samples> {
  const handle = await openDatabase(location);
  try {
    const result = (await handle.db.execute(sql`
      select id, name, email, company from leads
      where erased_at is null and status <> 'new' order by created_at desc offset 100 limit 1`)) as unknown as {
      rows: { id: string; name: string; email: string; company: string }[];
    };
    const row = result.rows[0];
    if (!row) throw new Error("The seeded database has no lead to open");
    return { leadId: row.id, name: row.name.split(" ")[1]!, email: row.email, company: row.company };
  } finally {
    await handle.close();
  }
}

/** Seeds the database and invites the benchmark's owner, whose setup link it returns. */
async function prepare(
  location: DatabaseLocation,
  leads: number,
): Promise<{ setupPath: string; seconds: number }> {
  const config = loadConfig();
  const handle = await openDatabase(location);
  try {
    const commands = staffCommands(handle.db, { siteUrl: config.SITE_URL, now: () => new Date() });
    const { setupUrl } = (await commands["staff.add"]!({ email: BENCH_EMAIL, role: "owner" })) as {
      setupUrl: string;
    };
    const started = performance.now();
    await seedDatabase(handle.db, {
      seed,
      leads,
      bookings: bookingCount,
      now: new Date(),
      siteUrl: config.SITE_URL,
      salesInbox: config.SALES_INBOX,
    });
    const url = new URL(setupUrl);
    return { setupPath: `${url.pathname}${url.search}`, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

/** The session cookie's name=value from a response's Set-Cookie. */
function sessionCookie(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.includes("console_session="));
}

/** The account's password set through its setup page, then signed in through the sign-in form. */
async function signIn(origin: string, setupPath: string): Promise<string> {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const setupPage = await fetch(`${origin}${setupPath}`);
  if (!setupPage.ok) throw new Error(`The setup link answered ${setupPage.status}`);
  const set = await fetch(`${origin}${setupPath}`, form({ password: PASSWORD, confirmPassword: PASSWORD }));
  if (set.status !== 303) throw new Error(`Setting the password answered ${set.status}`);
  const signedIn = await fetch(`${origin}/admin/sign-in`, form({ email: BENCH_EMAIL, password: PASSWORD }));
  const cookie = sessionCookie(signedIn);
  if (signedIn.status !== 303 || !cookie) throw new Error(`Signing in answered ${signedIn.status}`);
  // An account without a second factor is let in at once; one that owes a code would be sent to it.
  if (signedIn.headers.get("Location")?.startsWith("/admin/sign-in/code")) {
    throw new Error("The sign-in asks for a TOTP code: the benchmark's account has none");
  }
  return cookie;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** One signed-in request of a page, as a browser's, its body read; any answer but 200 stops the run. */
async function pageRequest(origin: string, cookie: string, target: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${target}`, {
    ...init,
    redirect: "manual",
    headers: { Cookie: cookie, Accept: "text/html", ...init.headers },
  });
  await response.text();
  if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
}

/** Times `count` requests one after another (after two to warm up); any answer but 200 stops the run. */
async function timed(origin: string, cookie: string, target: string, init: RequestInit = {}) {
  const request = async () => {
    const started = performance.now();
    await pageRequest(origin, cookie, target, init);
    return performance.now() - started;
  };
  await request();
  await request();
  const times: number[] = [];
  for (let i = 0; i < requestsPerPage; i++) times.push(await request());
  times.sort((a, b) => a - b);
  return { p95: percentile(times, 0.95), p50: percentile(times, 0.5) };
}

/**
 * The address of a page's "next" link, as the browser would follow it: a link marked rel="next",
 * or one named "Next page", "Older entries" or "Older emails", whatever its query says.
 */
function nextPageHref(html: string, current: string): string | undefined {
  for (const match of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    const attributes = match[1]!;
    const text = match[2]!.replace(/<[^>]*>/g, "").trim();
    if (!/\brel="[^"]*\bnext\b/.test(attributes) && !/^(Next page|Older \w+)$/.test(text)) continue;
    const href = /\bhref="([^"]*)"/.exec(attributes)?.[1]?.replaceAll("&amp;", "&");
    if (!href) continue;
    const url = new URL(href, `http://127.0.0.1${current}`);
    return `${url.pathname}${url.search}`;
  }
  return undefined;
}

/** The page `depth` "next" links after `start`, or the last one there is. */
async function deepPage(
  origin: string,
  cookie: string,
  start: string,
): Promise<{ target: string; reached: number }> {
  let target = start;
  let reached = 1;
  for (; reached <= depth; reached++) {
    const html = await (await fetch(`${origin}${target}`, { headers: { Cookie: cookie } })).text();
    const next = nextPageHref(html, target);
    if (!next) break;
    target = next;
  }
  return { target, reached };
}

/** One download of the CSV of every lead: its leads, its seconds, and why it stopped short if it did. */
async function exportOnce(server: RunningServer, cookie: string) {
  const started = performance.now();
  let rows = 0;
  // A server that dies or cuts the download is a finding of the benchmark, not the end of it.
  let failure: string | undefined;
  try {
    const response = await fetch(`${server.origin}/admin/leads/export.csv`, { headers: { Cookie: cookie } });
    if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}`);
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) rows++;
    }
  } catch (error) {
    failure = `${error instanceof Error ? error.message : String(error)} after ${rows} lines`;
  }
  // The header line is no lead.
  return { leads: rows - 1, seconds: (performance.now() - started) / 1000, failure };
}

/**
 * The CSV of every lead, downloaded EXPORT_RUNS times one after another: the median rate (one run
 * on this machine moves by a third from the next), and the server's highest memory over them all.
 */
async function exportFigures(
  server: RunningServer,
  cookie: string,
  database: DatabaseName,
): Promise<Figure[]> {
  const before = server.rssMegabytes();
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, server.rssMegabytes());
  }, 50);
  const runs: Awaited<ReturnType<typeof exportOnce>>[] = [];
  try {
    while (runs.length < EXPORT_RUNS && !runs.some((run) => run.failure))
      runs.push(await exportOnce(server, cookie));
  } finally {
    clearInterval(sampler);
  }
  const rates = runs.map((run) => Math.round(run.leads / run.seconds));
  const failure = runs.find((run) => run.failure)?.failure;
  return [
    {
      name: "CSV export of every lead",
      value: percentile(
        [...rates].sort((a, b) => a - b),
        0.5,
      ),
      unit: "rows/s",
      goal: EXPORT_ROWS_PER_SECOND,
      atMost: false,
      detail: `${runs[0]!.leads} rows, ${rates.length} downloads: ${rates.join(" / ")} rows/s, the median shown`,
      failure,
    },
    {
      name: "server RSS during the export",
      value: Math.round(highest),
      unit: "MB",
      goal: EXPORT_RSS_MB[database],
      atMost: true,
      detail: `${Math.round(before)} MB before the first`,
    },
  ];
}

async function measure(server: RunningServer, cookie: string, samples: Samples, database: DatabaseName) {
  const goal = PAGE_GOAL_MS[database];
  const today = torontoToday(new Date());
  const pages: [name: string, target: string, goalMs?: number][] = [
    ["home (dashboard)", "/admin", HOME_GOAL_MS],
    ["leads", "/admin/leads"],
    ["leads, status new", "/admin/leads?status=new"],
    ["leads, status won", "/admin/leads?status=won"],
    ["leads, mine", "/admin/leads?owner=mine"],
    ["leads, nobody's", "/admin/leads?owner=none"],
    ["leads, industry", "/admin/leads?industry=healthcare"],
    ["leads, territory", "/admin/leads?territory=Canada"],
    ["leads, budget", "/admin/leads?budget=over-100k"],
    ["leads, lead type", "/admin/leads?leadType=appointments"],
    ["leads, language fr", "/admin/leads?language=fr"],
    ["leads, source", "/admin/leads?utm_source=google"],
    ["leads, last 30 days", `/admin/leads?from=${addDays(today, -30)}&to=${today}`],
    ["leads, a year ago", `/admin/leads?from=${addDays(today, -395)}&to=${addDays(today, -365)}`],
    [
      "leads, status + source + dates",
      `/admin/leads?status=lost&utm_source=linkedin&from=${addDays(today, -730)}`,
    ],
    ["leads, board", "/admin/leads?view=board"],
    ["leads, search name", `/admin/leads?q=${encodeURIComponent(samples.name)}`],
    ["leads, search email", `/admin/leads?q=${encodeURIComponent(samples.email)}`],
    ["leads, search company", `/admin/leads?q=${encodeURIComponent(samples.company)}`],
    ["a lead's page", `/admin/leads/${samples.leadId}`],
    ...BOOKING_LISTS.map((list): [string, string] => [`bookings, ${list}`, `/admin/bookings?list=${list}`]),
    ["availability, this week", "/admin/availability"],
    ["availability, next week", `/admin/availability?week=${addDays(today, 7)}`],
    ["audit log", "/admin/audit"],
    ["emails", "/admin/emails"],
    ["emails, failed", "/admin/emails?state=failed"],
  ];
  const figures: Figure[] = [];
  const timedPage = async (
    name: string,
    target: string,
    goalMs = goal,
    init?: RequestInit,
    detail?: string,
  ) => {
    const { p95, p50 } = await timed(server.origin, cookie, target, init);
    figures.push({
      name,
      value: Math.round(p95),
      unit: "ms",
      goal: goalMs,
      atMost: true,
      detail: detail ?? `p50 ${Math.round(p50)}`,
      noted: detail !== undefined,
    });
  };
  // The server has just started. One untimed request to every page first, so that the first page
  // timed (the home page) does not pay alone for compiling what every page shares: React Router,
  // drizzle, PGlite's WebAssembly. Staff meet a server that has been running.
  for (const [, target] of pages) await pageRequest(server.origin, cookie, target);
  for (const [name, target, goalMs] of pages) await timedPage(name, target, goalMs);
  await timedPage("privacy search by email", "/admin/privacy", goal, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "search", email: samples.email }).toString(),
  });
  for (const [name, start] of [
    ["leads", "/admin/leads"],
    ["bookings, past", "/admin/bookings?list=past"],
    ["audit log", "/admin/audit"],
    ["emails", "/admin/emails"],
  ] as const) {
    const { target, reached } = await deepPage(server.origin, cookie, start);
    await timedPage(`${name}, deep page`, target, goal, undefined, `page ${reached}: ${target}`);
  }
  figures.push(...(await exportFigures(server, cookie, database)));
  return figures;
}

/** The slots the seeded database holds as booked or blocked, over the booking window. */
async function takenInWindow(db: Database, now: Date): Promise<TakenSlots> {
  const taken = new Map<string, Map<string, SlotStatus>>();
  for (let day = 0; day <= BOOKING_WINDOW_DAYS; day++) {
    const date = addDays(torontoToday(now), day);
    taken.set(date, new Map((await takenSlots(db, date)).map((slot) => [slot.time, slot.status])));
  }
  return taken;
}

/**
 * Bookings while the server prunes (issue 27, item 5). The database is given the worst backlog;
 * a server is started whose first pruning waits PRUNE_DELAY_SECONDS; it takes WRITE_WARM_UP
 * bookings not measured, then after SETTLE_MS PRUNING_BOOKINGS measured before its pruning can
 * have started, and as many again once it has surely started. Each is a booking of a slot of its
 * own, at PRUNING_CONNECTIONS. Whether the pruning ran through the second set is checked
 * afterwards: the backlog must have shrunk, and some of it must be left once the server has
 * stopped (it stops between two batches).
 */
async function bookingsWhilePruning(
  database: DatabaseName,
  location: DatabaseLocation,
  env: NodeJS.ProcessEnv,
): Promise<Figure[]> {
  const policy = retentionPolicyOf(loadConfig());
  const now = new Date();
  const handle = await openDatabase(location);
  let backlog;
  let slots;
  try {
    await storeRetentionBacklog(handle.db, BACKLOG_KEYS);
    backlog = await remainingBacklog(handle.db, policy, now);
    slots = freeSlots(now, await takenInWindow(handle.db, now));
  } finally {
    await handle.close();
  }
  const needed = WRITE_WARM_UP + 2 * PRUNING_BOOKINGS;
  if (slots.length < needed)
    throw new Error(`${slots.length} free slots, ${needed} needed for the bookings while pruning`);

  const spawnedAt = performance.now();
  const server = await serveBuild(await portForRun(), {
    ...env,
    LOG_LEVEL: "warn",
    RATE_LIMIT_POSTS: "1000000",
    PRUNE_DELAY_SECONDS: String(PRUNE_DELAY_SECONDS),
  });
  const readyAt = performance.now();
  const bookings = async (first: number, count: number) => {
    const result = await postFixedCount(
      server.origin,
      "/api/bookings",
      (n) => benchBooking(`pruning${first + n}@example.com`, slots[first + n - 1]!),
      { count, connections: PRUNING_CONNECTIONS },
    );
    assertAllAnswered("the bookings", result);
    return result;
  };
  let before;
  let during;
  let beforeEndedAt;
  try {
    await bookings(0, WRITE_WARM_UP);
    await sleep(SETTLE_MS);
    before = await bookings(WRITE_WARM_UP, PRUNING_BOOKINGS);
    beforeEndedAt = performance.now();
    // The first run starts PRUNE_DELAY_SECONDS after the server listens: after the spawn, and
    // before it first answered.
    const surelyStarted = readyAt + PRUNE_DELAY_SECONDS * 1000 + PRUNING_STARTED_MARGIN_MS;
    await sleep(Math.max(0, surelyStarted - performance.now()));
    during = await bookings(WRITE_WARM_UP + PRUNING_BOOKINGS, PRUNING_BOOKINGS);
  } finally {
    await server.stop();
  }
  const reopened = await openDatabase(location);
  const left = await remainingBacklog(reopened.db, policy, new Date()).finally(() => reopened.close());
  const prunedDuring = `pruned ${backlog.emails - left.emails} of ${backlog.emails} emails and ${backlog.keys - left.keys} of ${backlog.keys} keys by the server's stop`;
  const overlapped =
    beforeEndedAt > spawnedAt + PRUNE_DELAY_SECONDS * 1000
      ? "they ended after pruning could have started"
      : undefined;
  const notDuring =
    left.emails + left.keys === 0
      ? `the pruning had ended before the last booking (${prunedDuring})`
      : left.emails + left.keys === backlog.emails + backlog.keys
        ? "nothing was pruned: the pruning did not run"
        : undefined;
  const goal = BOOKING_P99_GOAL_MS[database];
  const figure = (name: string, result: FixedCountResult, detail: string, failure?: string): Figure => ({
    name,
    value: result.latency.p99,
    unit: "ms",
    goal,
    atMost: true,
    detail: `p50 ${result.latency.p50}, ${requestsPerSecond(result)}/s; ${detail}`,
    noted: true,
    failure,
  });
  return [
    figure(
      "booking p99, before pruning",
      before,
      `${PRUNING_BOOKINGS} at ${PRUNING_CONNECTIONS} connections`,
      overlapped,
    ),
    figure("booking p99, while pruning", during, prunedDuring, notDuring),
  ];
}

interface Run {
  column: string;
  figures: Figure[];
  seedSeconds: number;
}

async function benchOne(
  database: DatabaseName,
  location: DatabaseLocation,
  env: NodeJS.ProcessEnv,
  leads: number,
): Promise<Run> {
  const { setupPath, seconds } = await prepare(location, leads);
  const samples = await samplesOf(location);
  console.log(
    `${database}, ${leads} leads: seeded in ${seconds.toFixed(1)} s (load ${loadavg()[0]!.toFixed(1)})`,
  );
  const server = await serveBuild(await portForRun(), { ...env, LOG_LEVEL: "warn" });
  let figures;
  try {
    const cookie = await signIn(server.origin, setupPath);
    figures = await measure(server, cookie, samples, database);
  } finally {
    await server.stop();
  }
  figures.push(...(await bookingsWhilePruning(database, location, env)));
  return { column: `${database} ${leads / 1000}k`, figures, seedSeconds: seconds };
}

function printTable(runs: Run[]) {
  const names = runs[0]!.figures.map((figure) => figure.name);
  const width = Math.max(...names.map((name) => name.length)) + 2;
  const columnWidth = 18;
  console.log(`\n${"".padEnd(width)}${runs.map((run) => run.column.padStart(columnWidth)).join("")}   goal`);
  for (const name of names) {
    const cells = runs.map((run) => {
      const figure = run.figures.find((candidate) => candidate.name === name);
      if (!figure) return "".padStart(columnWidth);
      const verdict = figure.failure ? "FAILED " : met(figure) ? "" : "MISS ";
      return `${verdict}${figure.value} ${figure.unit}`.padStart(columnWidth);
    });
    const goals = [
      ...new Set(
        runs.flatMap((run) =>
          run.figures.filter((f) => f.name === name).map((f) => `${f.atMost ? "<=" : ">="} ${f.goal}`),
        ),
      ),
    ];
    console.log(`${name.padEnd(width)}${cells.join("")}   ${goals.join(" / ")}`);
  }
  for (const run of runs) {
    const details = run.figures.filter((figure) => figure.noted || figure.unit !== "ms");
    console.log(
      `\n${run.column} (seeded in ${run.seedSeconds.toFixed(1)} s): ${details.map((f) => `${f.name}: ${f.detail}${f.failure ? ` (failed: ${f.failure})` : ""}`).join("; ")}`,
    );
  }
}

async function main() {
  if (!args.includes("--no-build")) execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
  const runs: Run[] = [];
  try {
    await benchAll(runs);
  } finally {
    // What was measured before a failure is printed all the same.
    if (runs.length > 0) report(runs);
  }
}

async function benchAll(runs: Run[]) {
  if (only !== "postgres") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-console-"));
    try {
      const pgliteDir = path.join(dataDir, "pglite");
      runs.push(
        await benchOne("PGlite", { kind: "pglite", dataDir: pgliteDir }, { DATA_DIR: dataDir }, leadCount),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (only === "pglite") return;
  if (!adminUrl) {
    console.log("PostgreSQL skipped: TEST_DATABASE_URL is not set.");
    return;
  }
  for (const size of sizes) {
    const pgDataDir = mkdtempSync(path.join(tmpdir(), "bench-console-"));
    try {
      await withScratchDatabase(adminUrl, async (url) => {
        runs.push(
          await benchOne(
            "PostgreSQL",
            { kind: "postgres", url },
            { DATABASE_URL: url, DATA_DIR: pgDataDir },
            size,
          ),
        );
      });
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  }
}

function report(runs: Run[]) {
  printTable(runs);
  console.log(
    `\n${requestsPerPage} sequential GETs a page after 2 to warm up (and one of every page first); p95 shown. Server and client share this machine's ${cpus().length} cores; load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}.`,
  );
  if (runs.some((run) => run.figures.some((figure) => !met(figure)))) process.exitCode = 1;
}

await main();
