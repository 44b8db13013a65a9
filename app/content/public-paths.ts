import { articleIds } from "./blog-ids";

/** Pages with fixed content: prerendered at build time, with no framework JavaScript. */
export const contentPagePaths = [
  "/",
  "/services",
  "/compliance",
  "/industries",
  "/about",
  "/privacy",
  "/terms",
] as const;

/**
 * Pages prerendered at build time whose interactive part runs as an island, a script of its own
 * without React Router's (docs/decisions/025-islands.md).
 */
export const islandPagePaths = ["/blogs", "/contact", "/book-a-call"] as const;

/** Island pages whose query string chooses what they show: with one, the server renders them. */
export const queriedPagePaths: readonly string[] = ["/blogs"];

export const articlePaths = articleIds.map((id) => `/blogs/${id}`);

/** Every public URL, for the sitemap. */
export const publicPagePaths: readonly string[] = [...contentPagePaths, ...islandPagePaths, ...articlePaths];
