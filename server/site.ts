/**
 * The whole running site, given its configuration: the database and its migrations, the outbox
 * worker, and the Express app with the client build and React Router, listening on HOST:PORT.
 * SIGTERM and SIGINT drain requests, stop the worker and close the database.
 *
 * server/main.ts starts it for `npm start` and `npm run dev`; the end-to-end tests start the
 * built one (build/server/site.js) with a clock they set and a read-only view of what was stored
 * (tests/e2e/support/server.ts). Vite compiles this module, the pages and everything both import
 * into one server build (ADR 033): a loader and the process share one copy of each module.
 */
import { queriedPagePaths } from "../app/content/public-paths";
import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler, Response } from "express";
import type { Server } from "node:http";
import path from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createApp } from "./app";
import { startControlSocket } from "./control-socket";
import { readBuildStamp, siteUrlMismatch } from "./build-stamp";
import type { Config } from "../app/server/config.server";
import { type DatabaseHandle, openDatabase } from "../app/server/db/client.server";
import { DataDirInUseError } from "../app/server/db/data-dir-lock.server";
import { unavailabilityReason } from "../app/server/db/errors.server";
import { staffCommands } from "../app/server/console/staff-commands.server";
import { sessionCookieFor } from "../app/server/console/services.server";
import {
  clientIpContext,
  clockContext,
  configContext,
  cspNonceContext,
  databaseContext,
  loggerContext,
  mailerContext,
  manageBookingContext,
  reopenedHolidaysContext,
  sessionCookieContext,
  webhookSealingKeyContext,
} from "../app/server/context.server";
import { createFormTokens } from "../app/server/form-token.server";
import { manageBookingPage } from "../app/server/manage-booking.server";
import { listen } from "./listen";
import { createLogger } from "../app/server/logger.server";
import { createMailTransport } from "../app/server/mail/transport.server";
import { EmailRenderThread } from "../app/server/mail/render-thread.server";
import { OUTBOX_CHANNEL, OutboxWorker } from "../app/server/outbox.server";
import { createWebhookClient, type Resolve } from "../app/server/webhooks/http.server";
import { WEBHOOK_CHANNEL } from "../app/server/webhooks/outbox.server";
import { WebhookWorker } from "../app/server/webhooks/worker.server";
import { calendarReopenings } from "../app/server/reopened-holidays.server";
import { RetentionJob, retentionPolicyOf } from "../app/server/retention.server";
import { loadAppSecret } from "./secret";
import { makeDataDirPrivate } from "../app/server/private-files.server";
import { shutDownGracefully } from "./shutdown";
import { slotCommands } from "../app/server/slot-blocks.server";
import { webhookCommands } from "../app/server/webhooks/commands.server";
import { WEBHOOK_SECRET_KEY_USE } from "../app/server/webhooks/signing-secret.server";
import { staticSecurityHeaders } from "./security-headers";
import { staticFileServer } from "./static-files";
import { RequestTurns } from "./http/request-turns";
import { renderedPages } from "./rendered-pages";
import { isClusterWorker, STOP_MESSAGE } from "./workers";

export interface SiteOptions {
  /** The configuration, read from the environment once by the process's entry (server/main.ts). */
  config: Config;
  /** The project's root, where build/ is. */
  root: string;
  /** Vite's development server (`npm run dev`), which then serves the pages; the build otherwise. */
  devServer?: ViteDevServer;
  /** The server's clock: slot rules and consent records read it. */
  now?: () => Date;
  /** How webhook hosts are resolved; the system's resolver unless a test keeps the server off the network. */
  resolveWebhookHost?: Resolve;
  /** Handlers mounted before the pages, given the open database. */
  extraHandlers?: (database: DatabaseHandle) => RequestHandler[];
}

export async function startSite({
  config,
  root,
  devServer,
  now = () => new Date(),
  resolveWebhookHost,
  extraHandlers,
}: SiteOptions) {
  const development = devServer !== undefined;
  const logger = createLogger(config.LOG_LEVEL);
  const staleBuild = development ? undefined : siteUrlMismatch(readBuildStamp(root), config.SITE_URL);
  if (staleBuild) {
    logger.fatal(`Cannot serve build/: ${staleBuild}. Build again with this SITE_URL (npm start does it).`);
    process.exit(1);
  }
  await makeDataDirPrivate(config.dataDir);
  const secret = await loadAppSecret({ fromEnvironment: config.APP_SECRET, file: config.secretFile });
  if (secret.source === "file" && config.DATABASE_URL) {
    logger.warn(
      { secretFile: config.secretFile },
      "APP_SECRET is not set: this host signs with its own secret; servers on several hosts need one APP_SECRET",
    );
  }
  const formTokens = createFormTokens(secret.keyFor("form-token"));
  const webhookSealingKey = secret.keyFor(WEBHOOK_SECRET_KEY_USE);

  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.pgliteDir },
    { logger, poolSize: config.DATABASE_POOL_SIZE, poolWaitMs: config.DATABASE_POOL_WAIT_SECONDS * 1000 },
  ).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) logger.fatal(`Cannot start: ${error.message}`);
    else
      logger.fatal(
        { err: error },
        `Cannot open the database ${databaseName(config)}: ${unavailabilityReason(error)}`,
      );
    process.exit(1);
  });
  logger.info({ database: database.kind }, "Database ready, migrations applied");
  // PGlite answers in this thread: each request gets a turn of its own, and background work waits
  // for the requests (server/http/request-turns.ts). PostgreSQL answers through the event loop.
  const requestTurns = database.kind === "pglite" ? new RequestTurns() : undefined;
  // PGlite is this process's alone: local tools send their commands through it (ADR 019).
  const control =
    database.kind === "pglite"
      ? await startControlSocket({
          path: config.controlSocket,
          commands: {
            ...slotCommands(database.db),
            ...staffCommands(database.db, { siteUrl: config.SITE_URL, now }),
            ...webhookCommands({
              db: database.db,
              sealingKey: webhookSealingKey,
              allowedHosts: config.WEBHOOK_ALLOWED_HOSTS,
              now,
            }),
          },
          logger,
        }).catch((error: unknown) => {
          logger.warn(
            { err: error, path: config.controlSocket },
            "No control socket: `npm run slots` will not reach this server",
          );
          return undefined;
        })
      : undefined;

  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    mailDir: config.mailDir,
    log: (message, details) => logger.info(details ?? {}, message),
  });
  if (!config.SMTP_URL)
    logger.info({ mailDir: config.mailDir }, "No SMTP_URL: emails are written to the local mailbox");
  // The emails are rendered off the thread that answers requests (ADR 048), by the build's entry
  // for that thread, or in development by its source.
  const renderer = new EmailRenderThread({
    module: development
      ? path.join(root, "server", "email-render-thread.ts")
      : path.join(root, "build", "server", "email-render-thread.js"),
    siteUrl: config.SITE_URL,
    logger,
  });
  // On the site's clock, like the rows it sends: a reminder is due by the same "now" that queued it.
  const worker = new OutboxWorker({
    db: database.db,
    transport,
    from: config.MAIL_FROM,
    render: renderer.render,
    logger,
    now,
    requestsFirst: requestTurns?.requestsFirst,
  });
  // Mail queued by any process on this database wakes the worker at once.
  await database.listen(OUTBOX_CHANNEL, () => worker.nudge(), logger);
  const webhooks = new WebhookWorker({
    db: database.db,
    client: createWebhookClient({ allowedHosts: config.WEBHOOK_ALLOWED_HOSTS, resolve: resolveWebhookHost }),
    sealingKey: webhookSealingKey,
    siteUrl: config.SITE_URL,
    logger,
    now,
    requestsFirst: requestTurns?.requestsFirst,
  });
  await database.listen(WEBHOOK_CHANNEL, () => webhooks.nudge(), logger);
  const retention = new RetentionJob({
    db: database.db,
    policy: retentionPolicyOf(config),
    logger,
    firstRunAfterMs: config.PRUNE_DELAY_SECONDS * 1000,
    localMailDir: config.localMailDir,
    requestsFirst: requestTurns?.requestsFirst,
  });

  const bookingDependencies = {
    db: database.db,
    now,
    salesInbox: config.SALES_INBOX,
    siteUrl: config.SITE_URL,
    onMailQueued: () => worker.nudge(),
  };
  const manageBooking = manageBookingPage({ ...bookingDependencies, logger });
  const reopenedHolidays = calendarReopenings(database.db, now, logger);
  const sessionCookie = sessionCookieFor(config.SITE_URL, secret.keyFor("console-session"));
  // What loaders, actions and middleware are given: the process's services, typed, and this
  // request's nonce and client (app/server/context.server.ts, ADR 035).
  const requestContext = (req: Request, res: Response) => {
    const context = new RouterContextProvider();
    context.set(configContext, config);
    context.set(databaseContext, database.db);
    context.set(clockContext, now);
    context.set(loggerContext, logger);
    context.set(mailerContext, { onMailQueued: bookingDependencies.onMailQueued });
    context.set(sessionCookieContext, sessionCookie);
    context.set(webhookSealingKeyContext, webhookSealingKey);
    context.set(manageBookingContext, manageBooking);
    context.set(reopenedHolidaysContext, reopenedHolidays);
    context.set(cspNonceContext, (res.locals.cspNonce as string | undefined) ?? null);
    context.set(clientIpContext, req.ip ?? null);
    return context;
  };

  const pages: RequestHandler[] = [...(extraHandlers?.(database) ?? [])];
  if (devServer) pages.push(devServer.middlewares);
  // The pages of the same build as this module: React Router's server build is its other entry.
  const build = devServer
    ? () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build");
  // /blogs?q=…: each address rendered once, then answered like the build's files (ADR 025).
  const queriedPages = development
    ? undefined
    : renderedPages({ paths: queriedPagePaths, securityHeaders: staticSecurityHeaders() });
  if (queriedPages) pages.push(queriedPages.keep);
  pages.push(
    createRequestHandler({
      build,
      mode: development ? "development" : "production",
      getLoadContext: requestContext,
    }),
  );

  const app = createApp({
    database,
    logger,
    development,
    pages,
    requestTurns,
    trustProxy: config.TRUST_PROXY,
    extraOrigins: config.extraOrigins,
    formTokens,
    postsPerWindow: config.RATE_LIMIT_POSTS,
    ...bookingDependencies,
  });

  // The client build is answered from memory before Express sees the request (ADR 024).
  const serveStatic = development
    ? () => false
    : staticFileServer(path.join(root, "build", "client"), staticSecurityHeaders());
  let server: Server;
  try {
    server = await listen(
      (req, res) => {
        if (!serveStatic(req, res) && !queriedPages?.serve(req, res)) app(req, res);
      },
      config.PORT,
      config.HOST,
    );
  } catch (error) {
    logger.fatal(`Cannot start: ${(error as Error).message}`);
    transport.close();
    await control?.close();
    await database.close();
    process.exit(1);
  }
  logger.info(
    `Serving on http://${config.HOST}:${config.PORT} (${development ? "development" : "production"})`,
  );
  worker.start();
  webhooks.start();
  retention.start();

  let stopping = false;
  const stop = (reason: string) => {
    // A second signal means the operator will not wait for the drain.
    if (stopping) {
      logger.warn({ reason }, "Second signal: exiting without waiting for the drain");
      process.exit(1);
    }
    stopping = true;
    logger.info({ reason }, "Signal received");
    void shutDownGracefully(
      { server, worker, retention, webhooks, transport, database, control, logger },
      config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    ).then((outcome) => process.exit(outcome === "clean" ? 0 : 1));
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    // A worker stops when its supervisor says so (server/workers.ts); a signal that reaches the
    // whole process group, a terminal's Ctrl-C, reaches the supervisor too.
    process.on(signal, () => (isClusterWorker() ? undefined : stop(signal)));
  }
  if (isClusterWorker()) {
    process.on("message", (message) => {
      if (message === STOP_MESSAGE) stop("the supervisor");
    });
  }
}

/** The database as an operator knows it, without the password a DATABASE_URL may hold. */
function databaseName(config: Config): string {
  if (!config.DATABASE_URL) return `in ${config.pgliteDir}`;
  const url = new URL(config.DATABASE_URL);
  return `${url.pathname.slice(1) || "postgres"} on ${url.hostname}:${url.port || 5432}`;
}
