/**
 * The client build, served from memory before Express sees the request: every file of
 * build/client read once at start-up with its build-time brotli and gzip copies
 * (scripts/compress-build.ts), and each answer's headers computed once. A prerendered page or a
 * hashed asset then costs a map lookup, an Accept-Encoding negotiation and one write, which is
 * what lets one node process serve them at close to a static host's rate (ADR 024).
 *
 * - Prerendered pages (build/client/about/index.html answers /about) are revalidated on every
 *   visit, hashed assets are cached for a year, other files for an hour.
 * - Each representation has its own strong ETag; If-None-Match and If-Modified-Since get a 304.
 * - Only GET and HEAD are answered here; anything else, and any path not in the build, goes on to
 *   Express (the API, the server-rendered pages, the 404).
 * - Not in the request log, like the assets were before: the files are the same for everyone.
 */
import fresh from "fresh";
import mime from "mime-types";
import Negotiator from "negotiator";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { queriedPagePaths } from "../app/content/public-paths";
import { SHARED_IMAGE_DIRECTORIES } from "../app/domain/meta";

type Encoding = "br" | "gzip" | "identity";

/**
 * negotiator 1.x breaks a tie between equally acceptable encodings in the server's order
 * (`preferred`), so "gzip, br" gets brotli; @types/negotiator still describes 0.6.
 */
interface EncodingNegotiator {
  encoding(available: Encoding[], options: { preferred: Encoding[] }): Encoding | undefined;
}

/** What is worth compressing: text, and formats that are not compressed already. */
const compressibleExtensions = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico",
]);

export function isCompressible(file: string): boolean {
  return compressibleExtensions.has(path.extname(file).toLowerCase());
}

interface Representation {
  body: Buffer;
  headers: OutgoingHttpHeaders;
  /** A 304 repeats the validators and caching headers, without the body's own. */
  notModifiedHeaders: OutgoingHttpHeaders;
}

export interface StaticFile {
  /** Encodings in the server's order of preference, with the identity always last. */
  representations: Map<Encoding, Representation>;
  offered: Encoding[];
}

const ENCODING_SUFFIX: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" };

function cacheControlFor(urlPath: string, isPage: boolean): string {
  if (isPage) return "no-cache";
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

function contentTypeOf(file: string): string {
  return mime.contentType(path.extname(file)) || "application/octet-stream";
}

function representation(
  body: Buffer,
  common: OutgoingHttpHeaders,
  own: { ETag: string; Vary?: string; "Content-Encoding"?: string },
): Representation {
  const { "Content-Type": _type, ...withoutType } = common;
  const { "Content-Encoding": _encoding, ...validators } = own;
  return {
    body,
    headers: { ...common, ...own, "Content-Length": body.length },
    notModifiedHeaders: { ...withoutType, ...validators },
  };
}

function loadFile(
  file: string,
  urlPath: string,
  isPage: boolean,
  securityHeaders: OutgoingHttpHeaders,
): StaticFile {
  const copies: Partial<Record<Exclude<Encoding, "identity">, Buffer>> = {};
  for (const encoding of ["br", "gzip"] as const) {
    const copy = `${file}${ENCODING_SUFFIX[encoding]}`;
    if (existsSync(copy)) copies[encoding] = readFileSync(copy);
  }
  return staticFile(readFileSync(file), copies, {
    ...securityHeaders,
    // A social image is made to be shown by other sites, in their link previews, and an email's
    // logo by web mail: helmet's same-origin policy would stop a browser from loading either on
    // any page but ours.
    ...(SHARED_IMAGE_DIRECTORIES.some((directory) => urlPath.startsWith(directory))
      ? { "Cross-Origin-Resource-Policy": "cross-origin" }
      : {}),
    "Content-Type": contentTypeOf(file),
    "Cache-Control": cacheControlFor(urlPath, isPage),
    "Last-Modified": statSync(file).mtime.toUTCString(),
  });
}

/**
 * A body, its compressed copies and its headers, as they will be answered: each representation
 * with its own strong ETag, the copies preferred in the order given (brotli, then gzip).
 */
export function staticFile(
  identity: Buffer,
  copies: Partial<Record<Exclude<Encoding, "identity">, Buffer>>,
  common: OutgoingHttpHeaders,
): StaticFile {
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const representations = new Map<Encoding, Representation>();
  const offered: Encoding[] = [];
  for (const encoding of ["br", "gzip"] as const) {
    const body = copies[encoding];
    if (!body) continue;
    representations.set(
      encoding,
      representation(body, common, {
        "Content-Encoding": encoding,
        ETag: `"${hash}-${encoding}"`,
        Vary: "Accept-Encoding",
      }),
    );
    offered.push(encoding);
  }
  representations.set(
    "identity",
    representation(identity, common, {
      ETag: `"${hash}"`,
      ...(offered.length > 0 ? { Vary: "Accept-Encoding" } : {}),
    }),
  );
  offered.push("identity");
  return { representations, offered };
}

/** Every file of the client build by its URL path, and each prerendered page by its own. */
export function loadClientBuild(
  clientDir: string,
  securityHeaders: OutgoingHttpHeaders,
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const isPage = entry.name === "index.html";
    const loaded = loadFile(file, urlPath, isPage, securityHeaders);
    files.set(urlPath, loaded);
    if (isPage) files.set(urlPath.slice(0, -"/index.html".length) || "/", loaded);
  }
  return files;
}

/** The URL's path, decoded, or undefined when it cannot name a file of the build. */
function requestedPath(url: string | undefined): string | undefined {
  if (!url?.startsWith("/")) return undefined;
  const query = url.indexOf("?");
  const raw = query < 0 ? url : url.slice(0, query);
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * A request listener's first step: answers from the build and returns true, or returns false for
 * the rest of the application to answer.
 */
export function staticFileServer(clientDir: string, securityHeaders: OutgoingHttpHeaders) {
  const files = loadClientBuild(clientDir, securityHeaders);
  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const urlPath = requestedPath(req.url);
    const file = urlPath === undefined ? undefined : files.get(urlPath);
    if (!file) return false;
    // /blogs?q=consent: the prerendered page is the unfiltered list, the server renders this one.
    if (queriedPagePaths.includes(urlPath!) && req.url!.includes("?")) return false;

    sendStaticFile(req, res, file);
    return true;
  };
}

/** Answers a GET or HEAD with the representation the client prefers, or a 304. */
export function sendStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile) {
  const accepted = req.headers["accept-encoding"];
  const encoding: Encoding =
    file.offered.length === 1 || !accepted
      ? "identity"
      : ((new Negotiator(req) as EncodingNegotiator).encoding(file.offered, { preferred: file.offered }) ??
        "identity");
  const { body, headers, notModifiedHeaders } = file.representations.get(encoding)!;

  if (
    (req.headers["if-none-match"] || req.headers["if-modified-since"]) &&
    fresh(req.headers, { etag: headers.ETag, "last-modified": headers["Last-Modified"] })
  ) {
    res.writeHead(304, notModifiedHeaders);
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
