/**
 * The production entry (and, with --dev, the development server): see app/server/site.server.ts.
 * `npm run build` compiles it to build/server/main.js, which `npm start` and process managers run
 * with node itself; `npm run dev` runs this file through tsx.
 */
const development = process.argv.includes("--dev");
// React and React Router choose their production or development build by NODE_ENV when they are
// first loaded; the development build renders pages several times slower. So it is set before
// the site is imported, which is why the imports are dynamic (chunks of their own once compiled).
if (!development) process.env.NODE_ENV ??= "production";
const { loadConfig } = await import("./app/server/config.server.ts");
const { isClusterWorker, superviseWorkers } = await import("./app/server/workers.server.ts");
const config = loadConfig();

if (config.WEB_CONCURRENCY > 1 && !development && !isClusterWorker()) {
  // A supervisor only forks and watches its workers (ADR 024): it never loads the site, whose
  // modules would hold a hundred megabytes it does not use.
  const { createLogger } = await import("./app/server/logger.server.ts");
  superviseWorkers(config.WEB_CONCURRENCY, createLogger(config.LOG_LEVEL));
} else {
  const { startSite } = await import("./app/server/site.server.ts");
  const { projectRoot } = await import("./app/server/project-root.server.ts");
  // The configuration read above, handed down: the environment is parsed once per process.
  await startSite({ config, root: projectRoot, development });
}
export {}; // a module, for its top-level await
