/**
 * Pages whose address alone decides what the server renders: /blogs?q=… and ?category=… (ADR 025).
 * The list's posts are the build's, so the page for an address is the same for everyone until
 * the next build. Each is therefore kept after its first render and answered from then on as the
 * build's files are (server/static-files.ts): before Express, with its compressed copies, its
 * ETag and the build's headers. A visitor's new search is still rendered, once.
 *
 * - Only a 200 HTML page with no inline script is kept: such a page needs no nonce, so the
 *   build's policy (script-src 'self') fits it. Its links' nonce attributes are dropped.
 * - At most `capacity` pages, the least recently answered going first; an address longer than
 *   `maxUrlLength` is rendered every time.
 */
import type { RequestHandler } from "express";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { sendStaticFile, type StaticFile, staticFile } from "./static-files";

export interface RenderedPages {
  /** A request listener's step, beside the build's files: answers a kept page and returns true. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express middleware before React Router's handler: keeps what it renders for these addresses. */
  keep: RequestHandler;
  /** How many pages are kept. */
  size(): number;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>/;

export function renderedPages({
  paths,
  securityHeaders,
  capacity = 256,
  maxUrlLength = 512,
}: {
  /** The paths whose query string chooses what they show (content/public-paths.ts). */
  paths: readonly string[];
  securityHeaders: OutgoingHttpHeaders;
  capacity?: number;
  maxUrlLength?: number;
}): RenderedPages {
  const kept = new Map<string, StaticFile>();

  /** The address a page is kept under, or undefined when it is not one of these pages. */
  function keyOf(req: IncomingMessage): string | undefined {
    const url = req.url;
    if (!url || url.length > maxUrlLength) return undefined;
    const query = url.indexOf("?");
    return query > 0 && paths.includes(url.slice(0, query)) ? url : undefined;
  }

  function keepPage(key: string, res: ServerResponse, body: Buffer) {
    const type = String(res.getHeader("content-type") ?? "");
    if (res.statusCode !== 200 || !type.startsWith("text/html") || res.getHeader("set-cookie")) return;
    const html = body.toString("utf8");
    if (INLINE_SCRIPT.test(html)) return;
    const identity = Buffer.from(html.replace(/ nonce="[^"]*"/g, ""));
    const file = staticFile(
      identity,
      {
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(identity),
      },
      { ...securityHeaders, "Content-Type": type, "Cache-Control": "no-cache" },
    );
    kept.set(key, file);
    if (kept.size > capacity) kept.delete(kept.keys().next().value!);
  }

  return {
    serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const key = keyOf(req);
      const file = key === undefined ? undefined : kept.get(key);
      if (!file) return false;
      // Most recently answered last, so that the oldest is the first to go.
      kept.delete(key!);
      kept.set(key!, file);
      sendStaticFile(req, res, file);
      return true;
    },

    keep(req, res, next) {
      const key = req.method === "GET" ? keyOf(req) : undefined;
      if (key === undefined || kept.has(key)) return next();
      const chunks: Buffer[] = [];
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (typeof chunk === "string") {
          chunks.push(
            Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
          );
        } else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      // Wrapped inside compression's own wrappers (server/app.ts): the chunks seen are the page's.
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        collect(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk !== "function") collect(chunk, rest[0]);
        keepPage(key, res, Buffer.concat(chunks));
        return end(chunk, ...rest);
      }) as typeof res.end;
      next();
    },

    size: () => kept.size,
  };
}
