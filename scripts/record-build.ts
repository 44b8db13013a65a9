/**
 * The last step of `npm run build`: records what the build was made from (build/build-stamp.json),
 * so that `npm start` and the server can tell a stale build (app/server/build-stamp.server.ts).
 */
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { writeBuildStamp } from "../app/server/build-stamp.server";
import { DEFAULT_SITE_URL } from "../app/server/config.server";

const root = fileURLToPath(new URL("..", import.meta.url));
// The SITE_URL the build used, read as Vite reads it: the environment first, then .env files.
const siteUrl = loadEnv("production", root, "SITE_URL").SITE_URL || DEFAULT_SITE_URL;
const stamp = writeBuildStamp(root, siteUrl);
console.log(`Build stamp written: SITE_URL=${stamp.siteUrl}, sources ${stamp.sources.slice(0, 12)}`);
