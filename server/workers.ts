/**
 * WEB_CONCURRENCY=N (N > 1, with DATABASE_URL): this process becomes a supervisor that forks N
 * workers, each running the whole site (server/site.ts) on the same port; node:cluster hands the
 * connections out among them. PostgreSQL is what they share: the outbox claims its rows with
 * SKIP LOCKED, the rate limits and retention are in the database, and the secret file is created
 * once, race-free (server/secret.ts). PGlite belongs to one process, so configuration refuses
 * WEB_CONCURRENCY above 1 without DATABASE_URL.
 *
 * - A worker that exits before it listens (a port in use, a database that cannot be opened)
 *   stops them all with status 1: every other worker would fail the same way.
 * - A worker that dies while serving is replaced, at most `MAX_RESTARTS` times a minute.
 * - SIGTERM or SIGINT asks every worker to drain and stop (a message, not a signal: a terminal's
 *   Ctrl-C reaches the workers too, and a second signal means "do not wait"); the supervisor exits
 *   when they have, 0 if all stopped cleanly. A second signal kills them.
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "../app/server/logger.server";

/** The message a worker stops on (server/site.ts). */
export const STOP_MESSAGE = "stop";

const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

export function superviseWorkers(count: number, logger: Logger): void {
  const listening = new Set<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => listening.add(worker));
  };

  const stopAll = (reason: "failed" | "signal") => {
    if (reason === "failed") failed = true;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send(STOP_MESSAGE);
  };

  cluster.on("exit", (worker, code, signal) => {
    const wasListening = listening.delete(worker);
    if (stopping && code !== 0) failed = true; // a worker that could not drain in time
    if (!stopping) {
      if (!wasListening) {
        logger.fatal({ pid: worker.process.pid, code }, "A worker could not start: stopping the others");
        stopAll("failed");
      } else {
        const now = Date.now();
        restarts.push(now);
        while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
        if (restarts.length > MAX_RESTARTS) {
          logger.fatal({ restarts: restarts.length }, "Workers keep dying: stopping the others");
          stopAll("failed");
        } else {
          logger.error({ pid: worker.process.pid, code, signal }, "A worker died: starting another");
          fork();
        }
      }
    }
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) {
      logger.info({ failed }, "Every worker has stopped");
      process.exit(failed ? 1 : 0);
    }
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) {
        logger.warn({ signal }, "Second signal: killing the workers");
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        process.exit(1);
      }
      logger.info({ signal, workers: count }, "Signal received: stopping the workers");
      stopAll("signal");
    });
  }

  logger.info({ workers: count }, "Starting workers");
  for (let index = 0; index < count; index++) fork();
}
