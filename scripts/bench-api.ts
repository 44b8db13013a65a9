/**
 * `npm run bench:api`: builds, serves the production server on 127.0.0.1, and load-tests
 * GET /api/availability (for a fixed time) and POST /api/bookings (a fixed number of bookings,
 * each of a different free slot), with autocannon. It runs on PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set (in a database of its own, dropped afterwards). Every run is bounded in
 * count and time and talks only to 127.0.0.1.
 *
 * Options: --no-build, --seconds=N (GET duration, default 10), --bookings=N (default 500).
 */
import autocannon from "autocannon";
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { freeSlots } from "./lib/free-slots.ts";
import { benchBookings } from "./lib/bench-bookings.ts";
import { serveBuild } from "./lib/serve-build.ts";
import { freePort } from "../tests/support/free-port.ts";
import { withScratchDatabase } from "./lib/scratch-database.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const getSeconds = option("seconds", 10);
const bookingCount = option("bookings", 500);
const CONNECTIONS = 10;

interface Figures {
  database: string;
  endpoint: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function figuresOf(database: string, endpoint: string, result: autocannon.Result): Figures {
  return {
    database,
    endpoint,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function benchOne(database: string, env: NodeJS.ProcessEnv): Promise<Figures[]> {
  const server = await serveBuild(await freePort(), {
    ...env,
    RATE_LIMIT_POSTS: "1000000",
    LOG_LEVEL: "warn",
  });
  try {
    const slots = freeSlots(new Date());
    const sample = slots[0]!;
    const get = await autocannon({
      url: `${server.origin}/api/availability?date=${sample.date}`,
      connections: CONNECTIONS,
      duration: getSeconds,
    });

    const { result: post, count } = await benchBookings(server.origin, {
      count: bookingCount,
      connections: CONNECTIONS,
    });
    return [
      figuresOf(database, "GET /api/availability", get),
      figuresOf(database, `POST /api/bookings (${count} bookings)`, post),
    ];
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!args.includes("--no-build")) execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
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

  console.log(
    `\n${"database".padEnd(12)}${"endpoint".padEnd(36)}${"requests".padStart(9)}${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"non-2xx".padStart(9)}${"errors".padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.database.padEnd(12)}${r.endpoint.padEnd(36)}${String(r.requests).padStart(9)}${String(r.rps).padStart(8)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.non2xx).padStart(9)}${String(r.errors).padStart(8)}`,
    );
  }
  console.log(
    `\n${CONNECTIONS} connections; GET for ${getSeconds} s; POST books distinct free slots (rate limit raised for the run). Server and load generator share this machine's ${cpus().length} cores.`,
  );
  if (results.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
}

await main();
