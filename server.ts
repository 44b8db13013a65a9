/**
 * The production entry (and, with --dev, the development server): Express with the security
 * headers, compression, the client build and prerendered pages, and React Router for the rest.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./app/server/config.server.ts";
import { securityHeaders } from "./app/server/security-headers.server.ts";
import { staticFiles } from "./app/server/static-files.server.ts";

const development = process.argv.includes("--dev");
const config = loadConfig();
const root = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(root, "build", "client");

const app = express();
app.disable("x-powered-by");
app.use(securityHeaders({ development }));
app.use(compression());

let build: () => Promise<ServerBuild>;
if (development) {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(devServer.middlewares);
  build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  app.use(staticFiles(clientDir));
  const serverBuild = (await import(path.join(root, "build", "server", "index.js"))) as ServerBuild;
  build = async () => serverBuild;
}

app.use(
  createRequestHandler({
    build,
    mode: development ? "development" : "production",
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
  }),
);

const server = app.listen(config.PORT, config.HOST, () => {
  console.log(
    `Serving on http://${config.HOST}:${config.PORT} (${development ? "development" : "production"})`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
