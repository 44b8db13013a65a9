/**
 * Staff commands: create a console account and print its one-time setup link (valid 24 hours,
 * also queued as an email to the address); reset an account's two-step sign-in, for an owner
 * who lost their phone when no other owner can do it under Team (it also signs them out); or
 * issue an account's calendar subscription URL, replacing the one it had (ADR 037).
 *
 *   npm run staff -- add owner@example.com --role owner
 *   npm run staff -- add someone@example.com --role staff
 *   npm run staff -- reset-two-step owner@example.com
 *   npm run staff -- calendar-url someone@example.com
 *
 * It uses the server's configuration. With DATABASE_URL it opens PostgreSQL itself. On PGlite,
 * which one process only may open, it sends the command through the running server's control
 * socket (DATA_DIR/control.sock, ADR 019), and opens the database itself only when no server runs.
 */
import { parseArgs } from "node:util";
import { runCommand } from "./lib/control-client.ts";
import { staffCommands } from "../app/server/console/staff-commands.server.ts";

const usage = [
  "Usage: npm run staff -- add EMAIL --role owner|staff",
  "       npm run staff -- reset-two-step EMAIL",
  "       npm run staff -- calendar-url EMAIL",
].join("\n");

function run(command: string, args: Record<string, unknown>): Promise<unknown> {
  return runCommand(command, args, (db, config) =>
    staffCommands(db, { siteUrl: config.SITE_URL, now: () => new Date() }),
  );
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { role: { type: "string" } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [command, email, ...rest] = parsed.positionals;
  if (command === "reset-two-step" && email && rest.length === 0 && !parsed.values.role) {
    await run("staff.reset-two-step", { email });
    console.log(
      `Two-step sign-in reset for ${email.trim().toLowerCase()}, and signed out everywhere.\n` +
        "They sign in with their password, then set it up again from their account page.",
    );
    return 0;
  }
  if (command === "calendar-url" && email && rest.length === 0 && !parsed.values.role) {
    const feed = (await run("staff.calendar-url", { email })) as {
      email: string;
      replaced: boolean;
      webcal: string;
      https: string;
    };
    console.log(
      `Calendar subscription for ${feed.email}${feed.replaced ? " (the previous URL no longer works)" : ""}.\n` +
        "Subscribe to it in Google Calendar, Outlook or Apple Calendar; anyone with it sees the bookings:\n" +
        `${feed.webcal}\n${feed.https}`,
    );
    return 0;
  }
  if (command !== "add" || !email || rest.length > 0 || !parsed.values.role) {
    console.error(usage);
    return 2;
  }
  const { setupUrl } = (await run("staff.add", { email, role: parsed.values.role })) as { setupUrl: string };
  console.log(
    `Account created for ${email.trim().toLowerCase()} (${parsed.values.role}).\n` +
      `Setup link, valid for 24 hours and usable once (also emailed to the address):\n${setupUrl}`,
  );
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
