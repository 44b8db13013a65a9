/**
 * Staff command: block or unblock a consultation slot, or list a day's taken slots.
 *
 *   npm run slots -- block 2026-12-01 10:00
 *   npm run slots -- unblock 2026-12-01 10:00
 *   npm run slots -- list 2026-12-01
 *
 * It uses the server's configuration: PostgreSQL when DATABASE_URL is set, otherwise the PGlite
 * database in DATA_DIR, which only one process may open: stop the server first in that case.
 */
import { loadConfig } from "../app/server/config.server.ts";
import { openDatabase } from "../app/server/db/client.server.ts";
import { blockSlot, checkSlot, takenSlotsOf, unblockSlot } from "../app/server/slot-blocks.server.ts";
import { isCalendarDate } from "../app/domain/time.ts";

const usage = "Usage: npm run slots -- block|unblock YYYY-MM-DD HH:MM  |  npm run slots -- list YYYY-MM-DD";

const messages = {
  blocked: "Blocked: visitors can no longer book this slot.",
  "already-blocked": "Already blocked; nothing changed.",
  unblocked: "Unblocked: the slot is open for booking again (unless it is past or too soon).",
  "not-blocked": "This slot was not blocked; nothing changed.",
  booked: "This slot is booked by a visitor; nothing changed.",
} as const;

async function main(): Promise<number> {
  const [command, date = "", time = ""] = process.argv.slice(2);
  if (command !== "block" && command !== "unblock" && command !== "list") {
    console.error(usage);
    return 2;
  }
  const problem =
    command === "list"
      ? isCalendarDate(date)
        ? undefined
        : `"${date}" is not a date (YYYY-MM-DD)`
      : checkSlot(date, time);
  if (problem) {
    console.error(`${problem}\n${usage}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.pgliteDir },
  );
  try {
    if (command === "list") {
      const taken = await takenSlotsOf(database.db, date);
      console.log(
        taken.length
          ? taken.map((slot) => `${slot.time}  ${slot.status}`).join("\n")
          : `No slot of ${date} is booked or blocked.`,
      );
      return 0;
    }
    const result =
      command === "block"
        ? await blockSlot(database.db, date, time)
        : await unblockSlot(database.db, date, time);
    console.log(`${date} ${time}: ${messages[result]}`);
    return result === "booked" ? 1 : 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
