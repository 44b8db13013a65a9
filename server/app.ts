/**
 * The Express application: security headers, compression, request logs, health checks, the JSON
 * API and, in the running server, the client build and React Router. server/main.ts adds the last two;
 * the integration tests use the rest as it is.
 */
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { randomUUID } from "node:crypto";
import { dayRecordsReader } from "./availability-cache";
import type { DatabaseHandle } from "../app/server/db/client.server";
import {
  databaseUnavailable,
  RETRY_AFTER_SECONDS,
  unavailabilityReason,
} from "../app/server/db/errors.server";
import { apiRouter, type ApiDependencies } from "./http/api";
import {
  boundedPageBody,
  clientErrorStatus,
  formPostOnly,
  postRateLimit,
  sameOriginOnly,
} from "./http/guards";
import { canonicalRequestTarget } from "./http/request-target";
import type { RequestTurns } from "./http/request-turns";
import { PostgresRateLimitStore } from "./http/rate-limit-store";
import { type Logger, loggableError } from "../app/server/logger.server";
import { loggablePath } from "../app/server/loggable-path.server";
import { securityHeaders } from "./security-headers";

export interface AppOptions extends Omit<ApiDependencies, "db" | "rateLimitStore" | "dayRecords"> {
  database: DatabaseHandle;
  logger: Logger;
  trustProxy: number;
  development?: boolean;
  /** The client build and React Router's handler, mounted after the API. */
  pages?: RequestHandler[];
  /** On PGlite, each request starts in a turn of the event loop of its own (server/http/request-turns.ts). */
  requestTurns?: RequestTurns;
}

/** How many times a visitor's POST budget a console user gets. */
const CONSOLE_POSTS_PER_VISITOR_POST = 20;

const routedMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Express would hash every JSON answer for an ETag; the API's answers are no-store, and the
  // build's files and searches carry their own (server/static-files.ts, server/rendered-pages.ts).
  app.disable("etag");
  app.set("trust proxy", options.trustProxy);
  app.use(securityHeaders({ development: options.development ?? false }));
  app.use(
    pinoHttp({
      logger: options.logger,
      // A proxy's request id is kept when it looks like one; anything else could smuggle text into logs.
      genReqId: (req) => {
        const given = req.headers["x-request-id"];
        return typeof given === "string" && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
      },
      // Only the path: query strings can carry what visitors typed.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: loggablePath(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: loggableError,
      },
      // Ours as they are: wrapped, each would get pino's own rendering, message and all.
      wrapSerializers: false,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    }),
  );
  // After the log's start, so that a request's time in the queue is in its logged duration.
  if (options.requestTurns) app.use(options.requestTurns.startInTurn);
  app.use(compression());

  // Every layer below routes one spelling of the path, the one React Router matches (ADR 029).
  app.use((req, res, next) => {
    const target = canonicalRequestTarget(req.url);
    switch (target.kind) {
      case "path":
        if (target.url !== req.url) req.url = req.originalUrl = target.url;
        return next();
      case "server":
        // OPTIONS * asks what the server supports; any other method cannot name "*".
        res.setHeader("Allow", "GET, HEAD, POST");
        if (req.method === "OPTIONS") res.status(204).end();
        else res.status(400).type("text/plain").send("The address is not valid: it names no path.");
        return;
      case "refused":
        if (req.url.startsWith("/api/")) res.status(400).json({ error: target.message });
        else res.status(400).type("text/plain").send(target.message);
        return;
    }
  });

  // React Router answers the usual methods itself (405 where a page has no action); a method
  // that the Fetch API cannot even carry (TRACE, CONNECT, WebDAV's) stops here.
  app.use((req, res, next) => {
    if (routedMethods.has(req.method)) return next();
    res.setHeader("Allow", "GET, HEAD");
    if (req.path.startsWith("/api/")) res.status(405).json({ error: "This method is not allowed." });
    else res.status(405).type("text/plain").send("Method not allowed.");
  });

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (req, res) => {
    try {
      await options.database.ping();
      res.json({ status: "ready", database: options.database.kind });
    } catch (error) {
      req.log.warn(
        { err: error, reason: unavailabilityReason(error) },
        "Not ready: the database does not answer",
      );
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      res.status(503).json({ status: "unavailable", database: options.database.kind });
    }
  });

  // Processes on one PostgreSQL share one budget per client; PGlite has a single process.
  const rateLimitStore = (prefix: string) =>
    options.database.kind === "postgres"
      ? new PostgresRateLimitStore(options.database.db, prefix)
      : undefined;
  app.use(
    "/api",
    apiRouter({
      ...options,
      db: options.database.db,
      rateLimitStore: rateLimitStore("api-posts"),
      dayRecords: dayRecordsReader(options.database, options.logger),
    }),
  );

  // A booking's own page has its token in the address: never cached, never passed on as a
  // referrer, never indexed. Its cancel form gets the guards of the API's POSTs.
  app.use("/bookings", (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex");
    // React Router would hand any method to the page's action, which only knows the form's POST.
    if (["GET", "HEAD", "POST"].includes(req.method)) return next();
    res.setHeader("Allow", "GET, HEAD, POST");
    res.status(405).type("text/plain").send("Method not allowed.");
  });
  app.post(
    "/bookings/:id",
    sameOriginOnly(options.siteUrl, options.extraOrigins),
    postRateLimit({
      limit: options.postsPerWindow,
      store: rateLimitStore("booking-page-posts"),
      logger: options.logger,
    }),
    formPostOnly(),
  );
  // A member of staff's calendar feed (ADR 037): its token is in the path, so it is never indexed
  // or passed on as a referrer; its caching is the route's. A calendar only reads it.
  app.use("/calendar", (req, res, next) => {
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex");
    if (["GET", "HEAD"].includes(req.method)) return next();
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).type("text/plain").send("Method not allowed.");
  });
  // The staff console: private pages, never cached, indexed or passed on as a referrer (setup
  // links carry their token in the address). Its forms get the guards of the API's POSTs; the
  // session and role checks are each route's own (app/server/console/access.server.ts).
  app.use("/admin", (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    if (["GET", "HEAD", "POST"].includes(req.method)) return next();
    res.setHeader("Allow", "GET, HEAD, POST");
    res.status(405).type("text/plain").send("Method not allowed.");
  });
  app.post(
    ["/admin", "/admin/*path"],
    sameOriginOnly(options.siteUrl, options.extraOrigins),
    // Staff working through a morning's leads post far more than a visitor; the limit only stops
    // a runaway client. Sign-in attempts have their own, tighter throttle (sessions.server.ts).
    postRateLimit({
      limit: options.postsPerWindow * CONSOLE_POSTS_PER_VISITOR_POST,
      store: rateLimitStore("console-posts"),
      logger: options.logger,
    }),
    formPostOnly(),
  );
  // Whatever path a body is sent to, it is read only within a bound: the pages' forms are small.
  app.use(boundedPageBody());
  for (const handler of options.pages ?? []) app.use(handler);

  const unexpected: ErrorRequestHandler = (error, req, res, next) => {
    // Express and its parsers mark what the client got wrong (an aborted body, a malformed
    // parameter) with a 4xx status: answered as such, and not an error of ours to log as one.
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== undefined) {
      req.log?.info({ err: error }, "Request refused");
      if (res.headersSent) return next(error);
      res.status(clientStatus);
      if (req.path.startsWith("/api/")) res.json({ error: "The request could not be read." });
      else res.type("text/plain").send("The request could not be read.");
      return;
    }
    // Nothing was committed when the database failed, so the client may simply try again.
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      req.log?.warn(
        { err: error, reason: unavailabilityReason(error) },
        // The reason tells an outage ("cannot be reached") from a pool busy past its wait.
        "Database could not serve the request: answered 503",
      );
    } else {
      req.log?.error({ err: error }, "Unhandled error");
    }
    if (res.headersSent) return next(error);
    const status = unavailable ? 503 : 500;
    const message = unavailable
      ? "The service is briefly unavailable. Please try again in a moment."
      : "Something went wrong on our side. Please try again.";
    if (unavailable) res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    if (req.path.startsWith("/api/")) {
      res.status(status).json({ error: message });
    } else {
      res.status(status).type("text/plain").send(message);
    }
  };
  app.use(unexpected);
  return app;
}
