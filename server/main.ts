/**
 * The process's entry, `npm start` (build/server/main.js, compiled by Vite with the pages) and
 * `npm run dev` (this file through tsx, with --dev): reads the configuration once, then either
 * supervises the workers or starts the site (server/site.ts).
 */
import type * as Site from "./site.ts";

const development = process.argv.includes("--dev");
// React and React Router choose their production or development build by NODE_ENV when they are
// first loaded; the development build renders pages several times slower. So it is set before
// the site is imported, which is why the imports are dynamic (chunks of their own once compiled).
if (!development) process.env.NODE_ENV ??= "production";
const { loadConfig } = await import("../app/server/config.server.ts");
const { isClusterWorker, superviseWorkers } = await import("./workers.ts");
const { projectRoot } = await import("../app/server/project-root.server.ts");
const config = loadConfig();

if (config.WEB_CONCURRENCY > 1 && !development && !isClusterWorker()) {
  // A supervisor only forks and watches its workers (ADR 024): it never loads the site, whose
  // modules would hold a hundred megabytes it does not use.
  const { createLogger } = await import("../app/server/logger.server.ts");
  superviseWorkers(config.WEB_CONCURRENCY, createLogger(config.LOG_LEVEL));
} else if (development) {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  // The site through Vite, as its pages are: the two share one copy of each module (ADR 033).
  const { startSite } = (await devServer.ssrLoadModule("/server/site.ts")) as typeof Site;
  await startSite({ config, root: projectRoot, devServer });
} else {
  const { startSite } = await import("./site.ts");
  // The configuration read above, handed down: the environment is parsed once per process.
  await startSite({ config, root: projectRoot });
}
export {}; // a module, for its top-level await
