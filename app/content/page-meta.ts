import { type MetaInput, pageMeta } from "~/domain/meta";
import { site } from "./site";
import type { PageMeta } from "./types";

/**
 * The public origin of the site. Vite bakes it in at build time, so prerendered pages, the sitemap
 * and the feed carry the origin they will be served from (README: Configuration).
 */
export const siteUrl: string = import.meta.env.SITE_URL || "http://localhost:3000";

/** The meta tags of one of our pages: pageMeta with this site's brand and origin. */
export function sitePageMeta(
  page: PageMeta,
  path: string,
  options: Pick<MetaInput, "type" | "noIndex"> = {},
) {
  return pageMeta({ ...page, path, brand: site.brand, siteUrl, ...options });
}
