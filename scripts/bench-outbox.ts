/**
 * `npm run bench:outbox`: how fast the outbox empties into the local mailbox, and how long a
 * booking's confirmation takes to get there.
 *
 * 1. Drain: queues --rows emails (default 1,000) and times one worker's pass that sends them all
 *    to a local mailbox in a temporary folder (the database on disk, as in production).
 * 2. Latency: builds and serves the production server on 127.0.0.1, posts --bookings bookings
 *    (default 150) at --rate per second (default 10), and times each from the request to its
 *    confirmation's .eml file appearing in DATA_DIR/mail (watched every 20 ms).
 *
 * On PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (in databases of its own,
 * dropped afterwards). Bounded in count and time; talks only to 127.0.0.1. Options: --no-build,
 * --rows=N, --bookings=N, --rate=N.
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseLocation, openDatabase } from "../app/server/db/client.server.ts";
import { createLogger } from "../app/server/logger.server.ts";
import { createMailTransport } from "../app/server/mail/transport.server.ts";
import { EmailRenderThread } from "../app/server/mail/render-thread.server.ts";
import { enqueueEmails, type NewOutboxEmail, OutboxWorker } from "../app/server/outbox.server.ts";
import { freeSlots } from "./lib/free-slots.ts";
import { serveBuild } from "./lib/serve-build.ts";
import { freePort } from "../tests/support/free-port.ts";
import { withScratchDatabase } from "./lib/scratch-database.ts";
import { benchBooking } from "./lib/bench-bookings.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const rowCount = option("rows", 1_000);
const bookingCount = option("bookings", 150);
const bookingsPerSecond = option("rate", 10);
/** How long to wait for the last confirmation after the last request, before calling it missing. */
const SETTLE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DrainFigures {
  database: string;
  emails: number;
  seconds: number;
  perSecond: number;
}

interface Spread {
  p50: number;
  p95: number;
  max: number;
}

interface LatencyFigures {
  database: string;
  bookings: number;
  failedRequests: number;
  missing: number;
  /** From sending the request to the confirmation's file. */
  toMailbox: Spread;
  /** The part of it spent in the request: until the 201. */
  response: Spread;
}

/** A lead's confirmation, which the worker renders as it sends it (ADR 042). */
function benchEmail(n: number): NewOutboxEmail {
  return {
    kind: "lead-confirmation",
    recipient: `drain${n}@example.com`,
    content: {
      kind: "lead-confirmation",
      locale: "en",
      name: `Bench Visitor ${n}`,
      company: "Bench Company",
      summary: [
        { label: "Industry", value: "Finance & Insurance" },
        { label: "Territories", value: "Canada, United States" },
        { label: "Message", value: `Benchmark message ${n}` },
      ],
    },
  };
}

async function benchDrain(database: string, location: DatabaseLocation): Promise<DrainFigures> {
  const handle = await openDatabase(location);
  const mailDir = mkdtempSync(path.join(tmpdir(), "bench-outbox-mail-"));
  const transport = createMailTransport({ mailDir, log: () => undefined });
  // Rendered as the site renders them, in a thread of their own (ADR 048), from its source here.
  const renderer = new EmailRenderThread({
    module: path.resolve(import.meta.dirname, "../server/email-render-thread.ts"),
    siteUrl: "https://www.maplewiseleads.example",
    logger: createLogger("warn"),
  });
  try {
    const queuedAt = new Date();
    for (let start = 0; start < rowCount; start += 100) {
      const emails = Array.from({ length: Math.min(100, rowCount - start) }, (_, i) => benchEmail(start + i));
      await handle.db.transaction((tx) => enqueueEmails(tx, emails, queuedAt));
    }
    const worker = new OutboxWorker({
      db: handle.db,
      transport,
      from: "Maplewise Leads <hello@maplewiseleads.example>",
      render: renderer.render,
      logger: createLogger("warn"),
    });
    // The thread starts on its first render, once per process: started before the clock, as the
    // site's is by the time a backlog builds.
    await renderer.render(benchEmail(0).content!);
    const started = performance.now();
    const sent = await worker.runOnce();
    const seconds = (performance.now() - started) / 1_000;
    const files = (await readdir(mailDir)).filter((name) => name.endsWith(".eml"));
    if (sent !== rowCount || files.length !== rowCount)
      throw new Error(`Drained ${sent} of ${rowCount} (${files.length} files)`);
    return { database, emails: sent, seconds, perSecond: sent / seconds };
  } finally {
    transport.close();
    await renderer.close();
    await handle.close();
    rmSync(mailDir, { recursive: true, force: true });
  }
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const percentile = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
  return { p50: percentile(50), p95: percentile(95), max: sorted.at(-1) ?? NaN };
}

async function benchLatency(
  database: string,
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<LatencyFigures> {
  const server = await serveBuild(await freePort(), {
    ...env,
    DATA_DIR: dataDir,
    RATE_LIMIT_POSTS: "1000000",
    LOG_LEVEL: "warn",
  });
  const mailDir = path.join(dataDir, "mail");
  const requestedAt = new Map<string, number>();
  const latencies: number[] = [];
  const responseTimes: number[] = [];
  const seen = new Set<string>();
  let failedRequests = 0;
  let requestsDone = false;

  // Watches the mailbox: each new file's To: names the booking it confirms.
  const watching = (async () => {
    let giveUpAt = Infinity;
    for (;;) {
      const now = performance.now();
      for (const name of await readdir(mailDir).catch(() => [] as string[])) {
        if (!name.endsWith(".eml") || seen.has(name)) continue;
        seen.add(name);
        const to = /^To: (.*)$/m.exec(await readFile(path.join(mailDir, name), "utf8"))?.[1]?.trim();
        const sentAt = to === undefined ? undefined : requestedAt.get(to);
        if (sentAt !== undefined) latencies.push(now - sentAt);
      }
      if (requestsDone) {
        if (latencies.length >= requestedAt.size - failedRequests) return;
        giveUpAt = Math.min(giveUpAt, now + SETTLE_MS);
        if (now > giveUpAt) return;
      }
      await sleep(20);
    }
  })();

  try {
    const slots = freeSlots(new Date());
    const count = Math.min(bookingCount, slots.length);
    const requests: Promise<void>[] = [];
    const start = performance.now();
    for (let n = 0; n < count; n++) {
      await sleep(Math.max(0, start + (n * 1_000) / bookingsPerSecond - performance.now()));
      const email = `bench${n}@example.com`;
      const slot = slots[n]!;
      const sentAt = performance.now();
      requestedAt.set(email, sentAt);
      requests.push(
        fetch(`${server.origin}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(benchBooking(email, slot)),
        }).then(
          (response) => {
            responseTimes.push(performance.now() - sentAt);
            if (response.status !== 201) {
              failedRequests++;
              console.warn(`Booking ${n}: ${response.status}`);
            }
          },
          (error: unknown) => {
            failedRequests++;
            console.warn(`Booking ${n}: ${String(error)}`);
          },
        ),
      );
    }
    await Promise.all(requests);
    requestsDone = true;
    await watching;
    return {
      database,
      bookings: count,
      failedRequests,
      missing: count - failedRequests - latencies.length,
      toMailbox: spread(latencies),
      response: spread(responseTimes),
    };
  } finally {
    requestsDone = true;
    await server.stop();
  }
}

async function inTemporaryDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-outbox-"));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!args.includes("--no-build")) execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  if (!postgres) console.log("PostgreSQL skipped: TEST_DATABASE_URL is not set.");

  const drains: DrainFigures[] = [];
  drains.push(
    await inTemporaryDir((dir) =>
      benchDrain("PGlite", { kind: "pglite", dataDir: path.join(dir, "pglite") }),
    ),
  );
  if (postgres)
    drains.push(
      await withScratchDatabase(process.env.TEST_DATABASE_URL!, (url) =>
        benchDrain("PostgreSQL", { kind: "postgres", url }),
      ),
    );

  const latencies: LatencyFigures[] = [];
  latencies.push(await inTemporaryDir((dir) => benchLatency("PGlite", {}, dir)));
  if (postgres) {
    latencies.push(
      await withScratchDatabase(process.env.TEST_DATABASE_URL!, (url) =>
        inTemporaryDir((dir) => benchLatency("PostgreSQL", { DATABASE_URL: url }, dir)),
      ),
    );
  }

  console.log(
    `\n${"database".padEnd(12)}${"emails".padStart(8)}${"seconds".padStart(9)}${"emails/s".padStart(10)}`,
  );
  for (const d of drains) {
    console.log(
      `${d.database.padEnd(12)}${String(d.emails).padStart(8)}${d.seconds.toFixed(1).padStart(9)}${Math.round(d.perSecond).toString().padStart(10)}`,
    );
  }
  const ms = (value: number) => String(Math.round(value)).padStart(8);
  console.log(
    `\n${"database".padEnd(12)}${"bookings".padStart(9)}${"failed".padStart(8)}${"missing".padStart(9)}   to mailbox: p50, p95, max ms   response: p50, p95, max ms`,
  );
  for (const l of latencies) {
    console.log(
      `${l.database.padEnd(12)}${String(l.bookings).padStart(9)}${String(l.failedRequests).padStart(8)}${String(l.missing).padStart(9)}   ${ms(l.toMailbox.p50)}${ms(l.toMailbox.p95)}${ms(l.toMailbox.max)}       ${ms(l.response.p50)}${ms(l.response.p95)}${ms(l.response.max)}`,
    );
  }
  console.log(
    `\nDrain: one worker's pass over ${rowCount} queued emails (~10 KB each) into the local mailbox. Latency: ${bookingsPerSecond} bookings a second, from the request to the confirmation's file. Server and load share this machine's ${cpus().length} cores.`,
  );
  if (
    drains.some((d) => d.perSecond < 50) ||
    latencies.some((l) => l.failedRequests > 0 || l.missing > 0 || l.toMailbox.p95 > 5_000)
  )
    process.exitCode = 1;
}

await main();
