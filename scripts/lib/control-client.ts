/**
 * The tools' side of the control socket (server/control-socket.ts): one command, one answer.
 */
import { createConnection } from "node:net";
import { type Config, loadConfig } from "../../app/server/config.server.ts";
import type { ControlCommand, ControlResponse } from "../../app/server/control-commands.server";
import { type Database, openDatabase } from "../../app/server/db/client.server.ts";

/** No server listens there: it is stopped, or was killed and left its socket file behind. */
export class NoServerListening extends Error {}

const ANSWER_TIMEOUT_MS = 30_000;

export function sendCommand(path: string, command: string, args: Record<string, unknown>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let received = "";
    socket.setEncoding("utf8");
    socket.setTimeout(ANSWER_TIMEOUT_MS, () =>
      socket.destroy(new Error(`The server did not answer within ${ANSWER_TIMEOUT_MS / 1000} s`)),
    );
    socket.on("connect", () => socket.write(`${JSON.stringify({ command, args })}\n`));
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      const absent = error.code === "ENOENT" || error.code === "ECONNREFUSED";
      reject(absent ? new NoServerListening(`No server is listening on ${path}`) : error);
    });
    socket.on("end", () => {
      try {
        const response = JSON.parse(received) as ControlResponse;
        if (response.ok) resolve(response.result);
        else reject(new Error(response.error));
      } catch {
        reject(new Error("The server's answer was not understood"));
      }
    });
  });
}

/**
 * A local tool's command, answered by the running server when there is one to ask (on PGlite,
 * which one process only may open, ADR 019), else run here on the database opened for it:
 * PostgreSQL with DATABASE_URL, or PGlite when no server runs.
 */
export async function runCommand(
  command: string,
  args: Record<string, unknown>,
  commandsFor: (
    db: Database,
    config: Config,
  ) => Record<string, ControlCommand> | Promise<Record<string, ControlCommand>>,
): Promise<unknown> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    try {
      return await sendCommand(config.controlSocket, command, args);
    } catch (error) {
      if (!(error instanceof NoServerListening)) throw error;
    }
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.pgliteDir },
  );
  try {
    const commands = await commandsFor(database.db, config);
    return await commands[command]!(args);
  } finally {
    await database.close();
  }
}
