/**
 * The Express application: security headers, compression, request logs, health checks, the JSON
 * API and, in the running server, the client build and React Router. server.ts adds the last two;
 * the integration tests use the rest as it is.
 */
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "./db/client.server";
import { apiRouter, type ApiDependencies } from "./http/api.server";
import { PostgresRateLimitStore } from "./http/rate-limit-store.server";
import type { Logger } from "./logger.server";
import { securityHeaders } from "./security-headers.server";

export interface AppOptions extends Omit<ApiDependencies, "db" | "rateLimitStore"> {
  database: DatabaseHandle;
  logger: Logger;
  trustProxy: number;
  development?: boolean;
  /** The client build and React Router's handler, mounted after the API. */
  pages?: RequestHandler[];
}

export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  app.use(securityHeaders({ development: options.development ?? false }));
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req) =>
        typeof req.headers["x-request-id"] === "string" ? req.headers["x-request-id"] : randomUUID(),
      // Only the path: query strings can carry what visitors typed.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split("?")[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    }),
  );
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await options.database.ping();
      res.json({ status: "ready", database: options.database.kind });
    } catch (error) {
      options.logger.error({ err: error }, "Database not reachable");
      res.status(503).json({ status: "unavailable", database: options.database.kind });
    }
  });

  // Processes on one PostgreSQL share one budget per client; PGlite has a single process.
  const rateLimitStore =
    options.database.kind === "postgres"
      ? new PostgresRateLimitStore(options.database.db, "api-posts")
      : undefined;
  app.use("/api", apiRouter({ ...options, db: options.database.db, rateLimitStore }));
  for (const handler of options.pages ?? []) app.use(handler);

  const unexpected: ErrorRequestHandler = (error, req, res, next) => {
    req.log?.error({ err: error }, "Unhandled error");
    if (res.headersSent) return next(error);
    if (req.path.startsWith("/api/")) {
      res.status(500).json({ error: "Something went wrong on our side. Please try again." });
    } else {
      res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
    }
  };
  app.use(unexpected);
  return app;
}
