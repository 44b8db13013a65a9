/**
 * `npm run seed -- --leads N --bookings M [--seed S]`: fills the server's database with realistic
 * leads, bookings, emails and audit entries (scripts/lib/seed-rows.ts), the same for the same seed
 * on the same day. The database is the server's own, chosen as the server chooses it: PostgreSQL
 * at DATABASE_URL, else PGlite in DATA_DIR (stop the server first: one process opens PGlite).
 *
 * A database that already has leads is refused unless --append (with another --seed: the same one
 * would make the same ids again). A database on another host than this machine is refused unless
 * --allow-remote-host: seeding is for development and benchmarks, never for the agency's data.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../app/server/config.server.ts";
import { openDatabase } from "../app/server/db/client.server.ts";
import { seedDatabase } from "./lib/seed-database.ts";
import { isLocalDatabaseUrl } from "./lib/local-database.ts";

const usage = "Usage: npm run seed -- --leads N --bookings M [--seed S] [--append] [--allow-remote-host]";

function count(value: string | undefined, name: string): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number`);
  return Number(value);
}

class UsageError extends Error {}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      leads: { type: "string" },
      bookings: { type: "string" },
      seed: { type: "string", default: "1" },
      append: { type: "boolean", default: false },
      "allow-remote-host": { type: "boolean", default: false },
    },
  });
  const plan = {
    leads: count(values.leads, "leads"),
    bookings: count(values.bookings, "bookings"),
    seed: count(values.seed, "seed"),
  };
  const config = loadConfig();
  if (config.DATABASE_URL && !isLocalDatabaseUrl(config.DATABASE_URL) && !values["allow-remote-host"]) {
    console.error(
      `DATABASE_URL is on ${new URL(config.DATABASE_URL).hostname}, not this machine: add --allow-remote-host if that is really meant.`,
    );
    return 2;
  }
  const where = config.DATABASE_URL ? "PostgreSQL" : `PGlite in ${config.pgliteDir}`;
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.pgliteDir },
  );
  const started = performance.now();
  try {
    const counts = await seedDatabase(
      database.db,
      { ...plan, now: new Date(), siteUrl: config.SITE_URL, salesInbox: config.SALES_INBOX },
      {
        append: values.append,
        onProgress: (written) => process.stdout.write(`\r${written} of ${plan.leads} leads`),
      },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`\nSeeded ${where} in ${seconds.toFixed(1)} s (seed ${plan.seed}):`);
    for (const [table, rows] of Object.entries(counts)) console.log(`  ${table.padEnd(15)}${rows}`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const badArguments =
    error instanceof UsageError || String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");
  console.error(badArguments ? `${message}\n${usage}` : message);
  process.exitCode = badArguments ? 2 : 1;
}
