import type { Config } from "@react-router/dev/config";
import { articlePaths, contentPagePaths, islandPagePaths } from "./app/content/public-paths";

/**
 * Content pages, articles and the island pages are prerendered to static HTML at build time
 * (docs/decisions/002-zero-js-content-pages.md and 025-islands.md). Everything else (/blogs with
 * its query string, a booking's own page, the console, the 404) is rendered by the server.
 */
export default {
  ssr: true,
  appDirectory: "app",
  prerender: [
    ...contentPagePaths,
    ...islandPagePaths,
    ...articlePaths,
    "/sitemap.xml",
    "/robots.txt",
    "/rss.xml",
  ],
  // A booking's own page is sent with Referrer-Policy: no-referrer, so its cancel form posts with
  // "Origin: null", which React Router would refuse. The server's own guard (sameOriginOnly in
  // app/server/app.server.ts) has already accepted such a post only with Sec-Fetch-Site: same-origin.
  allowedActionOrigins: ["null"],
} satisfies Config;
