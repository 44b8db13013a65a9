/**
 * The last step of `npm run build`: records what the build was made from (build/build-stamp.json),
 * so that `npm start` and the server can tell a stale build (server/build-stamp.ts).
 */
import { fileURLToPath } from "node:url";
import { writeBuildStamp } from "./lib/build-stamp";
import { readSiteUrl } from "../app/server/config.server";

const root = fileURLToPath(new URL("..", import.meta.url));
// The SITE_URL the build used: the pages' (scripts/lib/site-url-plugin.ts) came from the same reader.
const stamp = writeBuildStamp(root, readSiteUrl());
console.log(`Build stamp written: SITE_URL=${stamp.siteUrl}, sources ${stamp.sources.slice(0, 12)}`);
