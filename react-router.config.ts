import type { Config } from "@react-router/dev/config";
import { articlePaths, contentPagePaths } from "./app/content/public-paths";

/**
 * Content pages and articles are prerendered to static HTML at build time
 * (docs/decisions/002-zero-js-content-pages.md). Everything else (/blogs with its query string,
 * the two flows, the 404) is rendered by the server.
 */
export default {
  ssr: true,
  appDirectory: "app",
  prerender: [...contentPagePaths, ...articlePaths, "/sitemap.xml", "/robots.txt", "/rss.xml"],
} satisfies Config;
