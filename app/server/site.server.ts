/**
 * The whole running site: configuration, the database and its migrations, the outbox worker, and
 * the Express app with the client build and React Router, listening on HOST:PORT. SIGTERM and
 * SIGINT drain requests, stop the worker and close the database.
 *
 * server.ts starts it for `npm start` and `npm run dev`; the end-to-end tests start it the same
 * way with a clock they set and a read-only view of what was stored (tests/e2e/server.ts).
 */
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.server";
import { loadConfig } from "./config.server";
import { type DatabaseHandle, openDatabase } from "./db/client.server";
import { createLogger } from "./logger.server";
import { createMailTransport } from "./mail/transport.server";
import { OUTBOX_CHANNEL, OutboxWorker } from "./outbox.server";
import { RetentionJob } from "./retention.server";
import { shutDownGracefully } from "./shutdown.server";
import { staticFiles } from "./static-files.server";

export interface SiteOptions {
  /** The project's root, where build/ is. */
  root: string;
  /** Vite's development server instead of the production build. */
  development: boolean;
  /** The server's clock: slot rules and consent records read it. */
  now?: () => Date;
  /** Handlers mounted before the pages, given the open database. */
  extraHandlers?: (database: DatabaseHandle) => RequestHandler[];
}

export async function startSite({ root, development, now = () => new Date(), extraHandlers }: SiteOptions) {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);

  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.pgliteDir },
  );
  logger.info({ database: database.kind }, "Database ready, migrations applied");

  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    mailDir: config.mailDir,
    log: (message, details) => logger.info(details ?? {}, message),
  });
  if (!config.SMTP_URL)
    logger.info({ mailDir: config.mailDir }, "No SMTP_URL: emails are written to the local mailbox");
  const worker = new OutboxWorker({ db: database.db, transport, from: config.MAIL_FROM, logger });
  // Mail queued by any process on this database wakes the worker at once.
  await database.listen(OUTBOX_CHANNEL, () => worker.nudge(), logger);
  const retention = new RetentionJob({
    db: database.db,
    policy: {
      idempotencyKeyTtlMs: config.IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000,
      sentEmailBodyTtlMs: config.SENT_EMAIL_BODY_TTL_DAYS * 86_400_000,
    },
    logger,
  });

  let build: () => Promise<ServerBuild>;
  const pages: RequestHandler[] = [...(extraHandlers?.(database) ?? [])];
  if (development) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    pages.push(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    pages.push(...staticFiles(path.join(root, "build", "client")));
    const serverBuild = (await import(path.join(root, "build", "server", "index.js"))) as ServerBuild;
    build = async () => serverBuild;
  }
  pages.push(
    createRequestHandler({
      build,
      mode: development ? "development" : "production",
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce, now }),
    }),
  );

  const app = createApp({
    database,
    logger,
    development,
    pages,
    trustProxy: config.TRUST_PROXY,
    siteUrl: config.SITE_URL,
    salesInbox: config.SALES_INBOX,
    postsPerWindow: config.RATE_LIMIT_POSTS,
    now,
    onMailQueued: () => worker.nudge(),
  });

  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info(
      `Serving on http://${config.HOST}:${config.PORT} (${development ? "development" : "production"})`,
    );
    worker.start();
    retention.start();
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "Signal received");
      void shutDownGracefully({ server, worker, retention, transport, database, logger }).then(() =>
        process.exit(0),
      );
    });
  }
}
