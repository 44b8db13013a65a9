import { documentTitle, type MetaInput, pageMeta, type SocialImage, socialImagePath } from "~/domain/meta";
import { localeOfPath } from "~/domain/locale";
import { siteFr } from "./fr/site";
import { alternatesOf, publicPagePaths } from "./public-paths";
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

/**
 * The social image of the page at `path`: its own card, on which `cardTitle` is written, when it
 * is a public page, else its language's home page's (the 404, a booking).
 */
export function socialImageOf(path: string, cardTitle: string): SocialImage {
  if (!pagesWithImages.has(path)) {
    const french = localeOfPath(path) === "fr";
    return {
      path: socialImagePath(french ? "/fr" : "/"),
      // French sets a no-break space before a colon.
      alt: french ? `${site.brand}\u00a0: ${siteFr.tagline}` : `${site.brand}: ${site.tagline}`,
    };
  }
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
    locale: localeOfPath(path),
    alternates: alternatesOf(path),
    ...rest,
  });
}
