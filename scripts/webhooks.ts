/**
 * Webhook endpoints from the server's command line (issue 25, ADR 038 §9), as an owner manages them
 * in the console: add one (its signing secret is printed once, here and nowhere else), list them,
 * enable, disable or remove one, replace its signing secret, or send it a test event.
 *
 *   npm run webhooks -- add https://crm.example.com/hooks/maplewise --events lead.created,booking.created
 *   npm run webhooks -- list
 *   npm run webhooks -- enable ID        (also: disable, remove, rotate-secret, test)
 *
 * It uses the server's configuration. With DATABASE_URL it opens PostgreSQL itself. On PGlite,
 * which one process only may open, it sends the command through the running server's control
 * socket (DATA_DIR/control.sock, ADR 019), and opens the database itself only when no server runs.
 * Opening it itself, it derives the sealing key from the server's secret as the server does.
 */
import { parseArgs } from "node:util";
import type { EndpointCommandAnswer, ListedEndpoint } from "../app/server/webhooks/commands.server.ts";
import { webhookCommands } from "../app/server/webhooks/commands.server.ts";
import { WEBHOOK_SECRET_KEY_USE } from "../app/server/webhooks/signing-secret.server.ts";
import { WEBHOOK_EVENT_TYPES } from "../app/domain/webhook-events.ts";
import { PREVIOUS_SECRET_HOURS } from "../app/domain/webhook-endpoints.ts";
import { loadAppSecret } from "../server/secret.ts";
import { runCommand } from "./lib/control-client.ts";

const usage = [
  "Usage: npm run webhooks -- add URL --events TYPE[,TYPE…]",
  "       npm run webhooks -- list",
  "       npm run webhooks -- enable|disable|remove|rotate-secret|test ID",
  `Event types: ${WEBHOOK_EVENT_TYPES.join(", ")}`,
].join("\n");

function run(command: string, args: Record<string, unknown>): Promise<unknown> {
  return runCommand(command, args, async (db, config) => {
    // Opened here, the database needs the server's sealing key, derived as the server derives it.
    const secret = await loadAppSecret({ fromEnvironment: config.APP_SECRET, file: config.secretFile });
    return webhookCommands({
      db,
      sealingKey: secret.keyFor(WEBHOOK_SECRET_KEY_USE),
      allowedHosts: config.WEBHOOK_ALLOWED_HOSTS,
      now: () => new Date(),
    });
  });
}

/** Where a receiver's signing secret goes, and that it is not shown again. */
function secretLines(secret: string): string {
  return (
    "Signing secret (give it to the receiver to verify the webhook-signature header; it is not shown again):\n" +
    secret
  );
}

function listed(endpoints: ListedEndpoint[]): string {
  if (endpoints.length === 0)
    return "No webhook endpoints. Add one with: npm run webhooks -- add URL --events …";
  return endpoints
    .map((endpoint) =>
      [
        `${endpoint.id}  ${endpoint.state}`,
        `  ${endpoint.url}`,
        `  events: ${endpoint.eventTypes.join(", ")}`,
        `  last success: ${endpoint.lastSuccessAt ?? "never"}` +
          (endpoint.failingSince ? `, failing since ${endpoint.failingSince}` : ""),
        `  pending deliveries: ${endpoint.pendingDeliveries}` +
          (endpoint.state === "enabled" || endpoint.pendingDeliveries === 0 ? "" : " (held until enabled)"),
      ].join("\n"),
    )
    .join("\n\n");
}

/** What each change by id prints; enable and disable may find the endpoint already so. */
const changes: Record<string, { done: string; unchanged?: string }> = {
  enable: {
    done: "Enabled: deliveries held while it was disabled go out now.",
    unchanged: "Already enabled.",
  },
  disable: {
    done: "Disabled: it gets no new events, and its pending deliveries are held until it is enabled.",
    unchanged: "Already disabled.",
  },
  remove: { done: "Removed, with its deliveries." },
  test: { done: "Test event queued: it goes out within seconds." },
};

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { events: { type: "string" } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [command, argument, ...rest] = parsed.positionals;
  const { events } = parsed.values;
  if (command === "add" && argument && rest.length === 0 && events !== undefined) {
    const eventTypes = events
      .split(",")
      .map((type) => type.trim())
      .filter((type) => type !== "");
    const added = (await run("webhooks.add", { url: argument, events: eventTypes })) as {
      id: string;
      origin: string;
      secret: string;
    };
    console.log(`Webhook endpoint ${added.id} added for ${added.origin}.\n${secretLines(added.secret)}`);
    return 0;
  }
  if (events !== undefined) {
    console.error(usage);
    return 2;
  }
  if (command === "list" && !argument) {
    console.log(listed((await run("webhooks.list", {})) as ListedEndpoint[]));
    return 0;
  }
  if (command === "rotate-secret" && argument && rest.length === 0) {
    const rotated = (await run("webhooks.rotate-secret", { id: argument })) as {
      secret: string;
      previousUntil: string | null;
    };
    console.log(
      `New signing secret for ${argument}. ` +
        (rotated.previousUntil
          ? `The previous one also signs until ${rotated.previousUntil} (${PREVIOUS_SECRET_HOURS} hours).\n`
          : "The previous one could not be opened under this APP_SECRET, so it no longer signs.\n") +
        secretLines(rotated.secret),
    );
    return 0;
  }
  const messages = command ? changes[command] : undefined;
  if (messages && argument && rest.length === 0) {
    const answer = (await run(`webhooks.${command}`, { id: argument })) as EndpointCommandAnswer;
    console.log(`${answer.id}: ${answer.changed === false ? messages.unchanged : messages.done}`);
    return 0;
  }
  console.error(usage);
  return 2;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
