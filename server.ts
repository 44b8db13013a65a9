/**
 * The production entry (and, with --dev, the development server): configuration, the database
 * and its migrations, the outbox worker, and the Express app with the client build and React
 * Router. SIGTERM and SIGINT drain requests, stop the worker and close the database.
 */
import { createRequestHandler } from "@react-router/express";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app/server/app.server.ts";
import { loadConfig } from "./app/server/config.server.ts";
import { openDatabase } from "./app/server/db/client.server.ts";
import { createLogger } from "./app/server/logger.server.ts";
import { createMailTransport } from "./app/server/mail/transport.server.ts";
import { OutboxWorker } from "./app/server/outbox.server.ts";
import { shutDownGracefully } from "./app/server/shutdown.server.ts";
import { staticFiles } from "./app/server/static-files.server.ts";

const development = process.argv.includes("--dev");
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const root = path.dirname(fileURLToPath(import.meta.url));

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

let build: () => Promise<ServerBuild>;
const pages = [];
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
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
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
  now: () => new Date(),
  onMailQueued: () => worker.nudge(),
});

const server = app.listen(config.PORT, config.HOST, () => {
  logger.info(
    `Serving on http://${config.HOST}:${config.PORT} (${development ? "development" : "production"})`,
  );
  worker.start();
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    logger.info({ signal }, "Signal received");
    void shutDownGracefully({ server, worker, transport, database, logger }).then(() => process.exit(0));
  });
}
