/**
 * The production entry (and, with --dev, the development server): see app/server/site.server.ts.
 * `npm run build` compiles it to build/server/main.js, which `npm start` and process managers run
 * with node itself; `npm run dev` runs this file through tsx.
 */
import { projectRoot } from "./app/server/project-root.server.ts";
import { startSite } from "./app/server/site.server.ts";

await startSite({ root: projectRoot, development: process.argv.includes("--dev") });
