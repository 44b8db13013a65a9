/**
 * LISTEN on PostgreSQL through a connection of its own (a pooled one would be handed to other
 * queries). The database may drop it (a restart, a failover, idle_session_timeout): the listener
 * then logs the error's code, reconnects with backoff and, once listening again, calls `onNotify`
 * once for whatever it may have missed. Nothing it meets ends the process.
 */
import pg from "pg";
import type { Logger } from "../logger.server";

export interface NotificationListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  url: string;
  channel: string;
  onNotify: () => void;
  logger: Logger;
  /** Wait before the first reconnection; doubled after each failure up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

/** Resolves once the first attempt to listen is over, listening or not: later attempts go on in the background. */
export async function listenOnPostgres({
  url,
  channel,
  onNotify,
  logger,
  firstRetryMs = 500,
  maxRetryMs = 30_000,
}: ListenOptions): Promise<NotificationListener> {
  let closing = false;
  let connection: pg.Client | undefined;
  let interruptWait = () => {};
  let firstAttemptOver = () => {};
  const firstAttempt = new Promise<void>((resolve) => (firstAttemptOver = resolve));

  const loop = (async () => {
    let failures = 0;
    while (!closing) {
      const client = new pg.Client({
        connectionString: url,
        application_name: `listen ${channel}`,
        connectionTimeoutMillis: 10_000,
        // Notices a peer that vanished without closing the connection (a failover, a cut network).
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      connection = client;
      // The first error is the cause (57P01 when terminated); "Connection terminated" follows it.
      let cause: unknown;
      // Mandatory: an 'error' event without a listener would be an uncaught exception.
      client.on("error", (error) => (cause ??= error));
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify();
      });
      const ended = new Promise<void>((resolve) => client.once("end", resolve));
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
        if (failures > 0) logger.info({ channel }, "Listening for notifications again");
        failures = 0;
        firstAttemptOver();
        onNotify();
        await ended;
      } catch (error) {
        cause ??= error;
      }
      firstAttemptOver();
      await client.end().catch(() => undefined);
      if (closing) break;
      const retryInMs = Math.min(firstRetryMs * 2 ** failures++, maxRetryMs);
      logger.warn(
        { channel, code: errorCode(cause), retryInMs },
        "Not listening for notifications: the database connection failed; retrying",
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryInMs);
        interruptWait = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  await firstAttempt;
  return {
    async close() {
      closing = true;
      interruptWait();
      await connection?.end().catch(() => undefined);
      await loop;
    },
  };
}

/** The code only (57P01, ECONNREFUSED…): messages can quote connection details. */
function errorCode(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : "unknown";
}
