import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  type EntryContext,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { IslandRenderer, type RenderIslandRoot } from "./components/island";
import { NonceContext } from "./nonce";
import { cspNonceContext, loggerContext } from "./server/context.server";
import { loggablePath } from "./server/loggable-path.server";
import type { Logger } from "./server/logger.server";
import { deferHydration } from "./server/html.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (onAllReady): our pages have no deferred data, and a
 * complete document keeps status codes honest, prerendered files whole, and lets hydration wait
 * for the first paint (server/html.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared as soon as the render settles: a pending timer keeps the whole render (its document,
    // the router's context) alive for its 6 s, which under load held a thousand renders at once and
    // took the process past 1 GB (issue 13).
    let renderTimeout: NodeJS.Timeout | undefined = undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <IslandRenderer.Provider value={renderIslandRoot}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandRenderer.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const collect = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              const html = deferHydration(Buffer.concat(chunks));
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              clearTimeout(renderTimeout);
              resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(collect);
        },
        onShellError(error) {
          clearTimeout(renderTimeout);
          reject(error);
        },
        onError(error) {
          status = 500;
          logPageError(error, request, loadContext.get(loggerContext));
        },
      },
    );
    renderTimeout = setTimeout(abort, streamTimeout + 1_000);
  });
}

/** An island's HTML: a root of its own, as its script will hydrate it (components/island.tsx). */
const renderIslandRoot: RenderIslandRoot = (element, { identifierPrefix }) =>
  renderToString(element, { identifierPrefix });

/**
 * A loader's, an action's or a render's error, in the server's log: its code, constraint and stack,
 * never its message's data (a failed query quotes its parameters). React Router would otherwise
 * print the whole error with console.error.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const logger = context.get(loggerContext);
  if (request.signal.aborted) return;
  if (refusedAsClientError(error)) {
    // What anyone can send (a POST to a page without an action, a form from another origin) is
    // the client's mistake, logged below `error` so that it cannot fill the error log (issue 22).
    const details = {
      method: request.method,
      path: loggablePath(new URL(request.url).pathname),
      reason: clientErrorReason(error),
    };
    logger?.info(details, "Page request refused");
    return;
  }
  logPageError(error, request, logger);
}

/**
 * React Router's own refusals: an error response with a 4xx status (405 for a method a route has
 * no handler for), or the error its action CSRF check throws (answered 400), which carries nothing
 * but its message; react-router is pinned to one version (DESIGN.md), and a unit test holds this.
 */
function refusedAsClientError(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status >= 400 && error.status < 500;
  return error instanceof Error && error.message.endsWith("Aborting the action.");
}

function clientErrorReason(error: unknown): string {
  return isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "cross-origin action";
}

function logPageError(error: unknown, request: Request, logger: Logger | null) {
  const details = { err: error, method: request.method, path: loggablePath(new URL(request.url).pathname) };
  if (logger) logger.error(details, "Page request failed");
  else console.error("Page request failed", details.method, details.path);
}
