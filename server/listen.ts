/**
 * Opens the HTTP server: deliberate timeouts, and a failure to listen (a port in use, a port the
 * process may not bind) reported as an error instead of a server that logs "Serving" and serves
 * nothing.
 */
import { createServer, type RequestListener, type Server } from "node:http";

/**
 * - headersTimeout: a client has 15 s to send its request's headers, so slow-header connections
 *   (slowloris) are cut early;
 * - requestTimeout: 30 s for the whole request, far above what a 32 KB API body needs;
 * - keepAliveTimeout: an idle connection is kept 65 s, longer than the 60 s idle timeout of common
 *   reverse proxies and load balancers, so that the proxy closes first and never reuses a
 *   connection this server has just closed (a 502 for the visitor);
 * - connectionsCheckingInterval: the timeouts above are checked every second, not every 30 s.
 */
export const serverTimeouts = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  connectionsCheckingIntervalMs: 1_000,
} as const;

export class ListenError extends Error {}

function listenProblem(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `port ${port} is in use on ${host}: stop the process that holds it, or set PORT to another port`;
    case "EACCES":
      return `port ${port} may not be opened by this user on ${host}: use a port above 1023, or set PORT`;
    case "EADDRNOTAVAIL":
      return `${host} is not an address of this machine: check HOST`;
    case undefined: // no code: the message is all there is
    default:
      return `cannot listen on ${host}:${port} (${error.code ?? error.message})`;
  }
}

/** Resolves once the server listens; rejects with a ListenError that says what is wrong. */
export function listen(handler: RequestListener, port: number, host: string): Promise<Server> {
  const server = createServer(
    {
      headersTimeout: serverTimeouts.headersTimeoutMs,
      requestTimeout: serverTimeouts.requestTimeoutMs,
      keepAliveTimeout: serverTimeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: serverTimeouts.connectionsCheckingIntervalMs,
    },
    handler,
  );
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      server.off("listening", listening);
      reject(new ListenError(listenProblem(error, port, host), { cause: error }));
    };
    const listening = () => {
      server.off("error", failed);
      resolve(server);
    };
    server.once("error", failed);
    server.once("listening", listening);
    server.listen(port, host);
  });
}
