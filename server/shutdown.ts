import type { Server } from "node:http";
import type { ControlSocket } from "./control-socket";
import type { DatabaseHandle } from "../app/server/db/client.server";
import type { Logger } from "../app/server/logger.server";
import type { MailTransport } from "../app/server/mail/transport.server";
import type { OutboxWorker } from "../app/server/outbox.server";
import type { RetentionJob } from "../app/server/retention.server";
import type { WebhookWorker } from "../app/server/webhooks/worker.server";

export interface RunningParts {
  server: Server;
  worker: OutboxWorker;
  retention: RetentionJob;
  /** Absent in tests that start no webhook worker. */
  webhooks?: WebhookWorker;
  transport: MailTransport;
  database: DatabaseHandle;
  /** The local tools' socket, on PGlite. */
  control?: ControlSocket;
  logger: Logger;
}

export type ShutdownOutcome = "clean" | "deadline passed";

/**
 * Stops in the order that loses nothing: no new connections, requests in flight finish (idle
 * keep-alive connections are closed as soon as they are idle), then the outbox worker finishes its
 * batch and the retention job its run, webhook requests in flight are cut (their deliveries are
 * sent again once their lease ends), then the mail transport and the database close.
 *
 * A process manager kills a server that takes too long (Docker after 10 s, Kubernetes after 30 s),
 * so the drain has a deadline of its own: past it the remaining connections are cut and the caller
 * exits with a failure. Nothing acknowledged is lost that way: a lead or booking is answered only
 * after its transaction commits, and an email still unsent stays in the outbox for the next start.
 */
export async function shutDownGracefully(parts: RunningParts, deadlineMs: number): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve("deadline passed"), deadlineMs);
  });
  const outcome = await Promise.race([drainAndClose(parts).then(() => "clean" as const), deadline]);
  clearTimeout(timer);
  if (outcome !== "clean") {
    parts.logger.error({ deadlineMs }, "Shutdown deadline passed: cutting the remaining connections");
    parts.server.closeAllConnections();
  }
  return outcome;
}

async function drainAndClose({
  server,
  worker,
  retention,
  webhooks,
  transport,
  database,
  control,
  logger,
}: RunningParts) {
  logger.info("Shutting down: draining requests");
  await new Promise<void>((resolve) => {
    // A keep-alive connection that finishes its request during the drain becomes idle; close it
    // then too, rather than waiting for the keep-alive timeout.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(closeIdle);
      resolve();
    });
    server.closeIdleConnections();
  });
  await Promise.all([worker.stop(), retention.stop(), webhooks?.stop(), control?.close()]);
  transport.close();
  await database.close();
  logger.info("Stopped");
}
