import type { Config } from "@react-router/dev/config";
import { articlePaths, contentPagePaths, islandPagePaths } from "./app/content/public-paths";
import { prerenderSummary } from "./scripts/lib/build-output";

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
    "/fr/rss.xml",
  ],
  // A booking's own page is sent with Referrer-Policy: no-referrer, so its cancel form posts with
  // "Origin: null", which React Router would refuse. The server's own guard (sameOriginOnly in
  // server/app.ts) has already accepted such a post only with Sec-Fetch-Site: same-origin.
  allowedActionOrigins: ["null"],
  // React Router 8's behaviour, each flag decided (docs/decisions/034-a-quiet-first-start.md).
  future: {
    // No route has a client loader, action or middleware, so nothing is split: adopted as is.
    v8_splitRouteModules: true,
    // The client and server builds run as environments of one Vite build.
    v8_viteEnvironmentApi: true,
    // A data request for an address ending in a slash keeps the slash in the loader's request.
    v8_trailingSlashAwareDataRequests: true,
    // The console's access is checked by its layouts' middleware, on typed context (ADR 035).
    v8_middleware: true,
    // Loaders get the request as it came; what they read of the address comes from `url`,
    // React Router's normalised one (returnPath, manage-booking's token).
    v8_passThroughRequests: true,
  },
  buildEnd: prerenderSummary,
} satisfies Config;
