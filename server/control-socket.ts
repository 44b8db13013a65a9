/**
 * How local tools (`npm run slots`) reach a running server whose database is PGlite, which only
 * one process may open (ADR 019): a Unix socket in DATA_DIR, readable and writable by the
 * server's own user only, on which a tool sends one command as a line of JSON and reads one line
 * of JSON back. The server runs the command with its own database handle and the same functions
 * as everywhere else. Nothing but the named commands can be asked; there is no SQL on the wire.
 */
import { chmod, unlink } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import {
  CommandRefused,
  type ControlCommand,
  type ControlRequest,
  type ControlResponse,
  MAX_REQUEST_BYTES,
} from "../app/server/control-commands.server";
import type { Logger } from "../app/server/logger.server";

const REQUEST_TIMEOUT_MS = 10_000;

export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

export async function startControlSocket(options: {
  path: string;
  commands: Record<string, ControlCommand>;
  logger: Logger;
}): Promise<ControlSocket> {
  const { path, commands, logger } = options;
  // A socket file left by a server that was killed: this process holds the data directory's lock,
  // so no other server can be listening on it.
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  const server = createServer((socket) => serve(socket, commands, logger));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // Owner-only from the first instant: no window in which another user could connect.
    const previousUmask = process.umask(0o177);
    server.listen(path, () => {
      process.umask(previousUmask);
      server.off("error", reject);
      resolve();
    });
  });
  await chmod(path, 0o600);
  return { path, close: () => closeServer(server) };
}

function serve(socket: Socket, commands: Record<string, ControlCommand>, logger: Logger) {
  let received = "";
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.setEncoding("utf8");
  socket.on("error", () => undefined); // a tool that went away; nothing to answer
  socket.on("data", (chunk: string) => {
    received += chunk;
    if (Buffer.byteLength(received) > MAX_REQUEST_BYTES) {
      reply(socket, { ok: false, error: `A request is at most ${MAX_REQUEST_BYTES} bytes.` });
      return;
    }
    const end = received.indexOf("\n");
    if (end === -1) return;
    socket.removeAllListeners("data");
    void answer(received.slice(0, end), commands, logger).then((response) => reply(socket, response));
  });
}

async function answer(
  line: string,
  commands: Record<string, ControlCommand>,
  logger: Logger,
): Promise<ControlResponse> {
  let request: ControlRequest;
  try {
    request = JSON.parse(line) as ControlRequest;
  } catch {
    return { ok: false, error: "A request is one line of JSON." };
  }
  const name = typeof request?.command === "string" ? request.command : "";
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) return { ok: false, error: `Unknown command "${name}".` };
  const args = request.args && typeof request.args === "object" ? request.args : {};
  try {
    const result = await command(args);
    logger.info({ command: name }, "Local tool command done");
    return { ok: true, result };
  } catch (error) {
    if (error instanceof CommandRefused) return { ok: false, error: error.message };
    logger.error({ err: error, command: name }, "Local tool command failed");
    return { ok: false, error: "The command failed on the server; its log says why." };
  }
}

function reply(socket: Socket, response: ControlResponse) {
  socket.end(`${JSON.stringify(response)}\n`);
}

function closeServer(server: Server): Promise<void> {
  // Node removes the socket file when a Unix socket server closes.
  return new Promise((resolve) => server.close(() => resolve()));
}
