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

/** Pages rendered by the server on each request and hydrated in the browser. */
export const serverPagePaths = ["/blogs", "/contact", "/book-a-call"] as const;

export const articlePaths = articleIds.map((id) => `/blogs/${id}`);

/** Every public URL, for the sitemap. */
export const publicPagePaths: readonly string[] = [...contentPagePaths, ...serverPagePaths, ...articlePaths];
