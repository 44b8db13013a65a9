import type { Server } from "node:http";
import type { DatabaseHandle } from "./db/client.server";
import type { Logger } from "./logger.server";
import type { MailTransport } from "./mail/transport.server";
import type { OutboxWorker } from "./outbox.server";
import type { RetentionJob } from "./retention.server";

export interface RunningParts {
  server: Server;
  worker: OutboxWorker;
  retention: RetentionJob;
  transport: MailTransport;
  database: DatabaseHandle;
  logger: Logger;
}

/**
 * Stops in the order that loses nothing: no new connections, requests in flight finish (idle
 * keep-alive connections are closed as soon as they are idle), then the outbox worker finishes its batch and
 * the retention job its run, then the mail transport and the database close.
 */
export async function shutDownGracefully({
  server,
  worker,
  retention,
  transport,
  database,
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
  await Promise.all([worker.stop(), retention.stop()]);
  transport.close();
  await database.close();
  logger.info("Stopped");
}
