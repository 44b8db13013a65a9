import { documentTitle, type MetaInput, pageMeta, type SocialImage, socialImagePath } from "~/domain/meta";
import { publicPagePaths } from "./public-paths";
import { site } from "./site";
import type { PageMeta } from "./types";

/**
 * The public origin of the site, baked in at build time so that prerendered pages, the sitemap and
 * the feed carry the origin they will be served from (README: Configuration). The build reads it
 * from the environment as the server does (scripts/lib/site-url-plugin.ts); no default of its own.
 */
export const siteUrl: string = import.meta.env.SITE_URL;

/** The pages the build draws a social image for (scripts/social-images.ts): every public page. */
const pagesWithImages: ReadonlySet<string> = new Set(publicPagePaths);

/** The home page's image, which the pages without one of their own (the 404, a booking) show. */
const sharedImage: SocialImage = {
  path: socialImagePath("/"),
  alt: `${site.brand}: ${site.tagline}`,
};

/**
 * The social image of the page at `path`: its own card, on which `cardTitle` is written, when it
 * is a public page, else the home page's.
 */
export function socialImageOf(path: string, cardTitle: string): SocialImage {
  if (!pagesWithImages.has(path)) return sharedImage;
  return { path: socialImagePath(path), alt: documentTitle(cardTitle, site.brand) };
}

/**
 * The meta tags of one of our pages: pageMeta with this site's brand, origin and social image.
 * `imageTitle` is the title the page's social image shows when it is not `page.title` (an
 * article's card carries its headline, the meta its shorter SEO title).
 */
export function sitePageMeta(
  page: PageMeta,
  path: string,
  options: Pick<MetaInput, "type" | "noIndex"> & { imageTitle?: string } = {},
) {
  const { imageTitle, ...rest } = options;
  return pageMeta({
    ...page,
    path,
    brand: site.brand,
    siteUrl,
    image: socialImageOf(path, imageTitle ?? page.title),
    ...rest,
  });
}
