/**
 * Build step: the production server as one ES module, build/server/main.js, so that `node
 * build/server/main.js` runs it with no TypeScript loader and no npm around it (ADR 024). esbuild
 * bundles server.ts and app/server; packages stay imports from node_modules, resolved at run time.
 */
import { build } from "esbuild";

const started = performance.now();
await build({
  entryPoints: ["server.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  logLevel: "warning",
});
console.log(`Server compiled to build/server/main.js in ${Math.round(performance.now() - started)} ms`);
