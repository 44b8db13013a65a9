/**
 * Staff command: block or unblock a consultation slot, or list a day's taken slots.
 *
 *   npm run slots -- block 2026-12-01 10:00
 *   npm run slots -- unblock 2026-12-01 10:00
 *   npm run slots -- list 2026-12-01
 *
 * It uses the server's configuration. With DATABASE_URL it opens PostgreSQL itself. On PGlite,
 * which one process only may open, it sends the command through the running server's control
 * socket (DATA_DIR/control.sock, ADR 019), and opens the database itself only when no server runs.
 */
import { runCommand } from "./lib/control-client.ts";
import { isCalendarDate } from "../app/domain/time.ts";
import {
  type BlockResult,
  checkSlot,
  slotCommands,
  type UnblockResult,
} from "../app/server/slot-blocks.server.ts";

const usage = "Usage: npm run slots -- block|unblock YYYY-MM-DD HH:MM  |  npm run slots -- list YYYY-MM-DD";

const messages: Record<BlockResult | UnblockResult, string> = {
  blocked: "Blocked: visitors can no longer book this slot.",
  "already-blocked": "Already blocked; nothing changed.",
  unblocked: "Unblocked: the slot is open for booking again (unless it is past or too soon).",
  "not-blocked": "This slot was not blocked; nothing changed.",
  booked: "This slot is booked by a visitor; nothing changed.",
};

/** The command's answer, from the running server when there is one to ask, else from the database itself. */
function run(command: string, args: Record<string, unknown>): Promise<unknown> {
  return runCommand(command, args, (db) => slotCommands(db));
}

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
  const result = await run(`slots.${command}`, { date, time });
  if (command === "list") {
    const taken = result as { time: string; status: string }[];
    console.log(
      taken.length
        ? taken.map((slot) => `${slot.time}  ${slot.status}`).join("\n")
        : `No slot of ${date} is booked or blocked.`,
    );
    return 0;
  }
  const outcome = result as BlockResult | UnblockResult;
  console.log(`${date} ${time}: ${messages[outcome]}`);
  return outcome === "booked" ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
