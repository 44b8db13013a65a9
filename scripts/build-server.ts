/**
 * Build step: the production server as one ES module, build/server/main.js, so that `node
 * build/server/main.js` runs it with no TypeScript loader and no npm around it (ADR 024). esbuild
 * bundles server.ts and app/server; packages stay imports from node_modules, resolved at run time.
 */
import { build } from "esbuild";
import { rmSync } from "node:fs";

const started = performance.now();
rmSync("build/server/chunks", { recursive: true, force: true }); // an earlier build's
await build({
  entryPoints: { main: "server.ts" },
  outdir: "build/server",
  // The site is a chunk of its own, imported once server.ts has set NODE_ENV: the packages it
  // imports load only then (a single file would hoist their imports above that line).
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  logLevel: "warning",
});
console.log(`Server compiled to build/server/main.js in ${Math.round(performance.now() - started)} ms`);
