/**
 * The production entry (and, with --dev, the development server): see app/server/site.server.ts.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startSite } from "./app/server/site.server.ts";

await startSite({
  root: path.dirname(fileURLToPath(import.meta.url)),
  development: process.argv.includes("--dev"),
});
