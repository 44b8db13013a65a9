/**
 * Document metadata for a page: 'Title | Brand', the description, Open Graph and Twitter tags, the
 * social image, the canonical URL, the language pairs, and the page's schema.org WebPage in its
 * language. Pure, so that every route's `meta` export builds its tags the same way.
 */
import { FRENCH_ROOT, languageTags, type Locale, locales, openGraphLocales } from "./locale";

/** The size of every social image (og:image, twitter:image): the 1.91:1 card the networks show. */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/** The image a page's link preview shows: its path on the site and its text alternative. */
export interface SocialImage {
  /** e.g. "/og/services.png", as socialImagePath gives it; made absolute against `siteUrl`. */
  path: string;
  alt: string;
}

export interface MetaInput {
  /** The page's own title, without the brand. */
  title: string;
  description: string;
  /** The page's path, e.g. "/services"; made absolute against `siteUrl` for canonical and og:url. */
  path: string;
  brand: string;
  siteUrl: string;
  image: SocialImage;
  /** "article" for blog posts, "website" otherwise. */
  type?: "website" | "article";
  /** Pages that must not be indexed, such as the 404. */
  noIndex?: boolean;
  /** The page's language. */
  locale: Locale;
  /**
   * The same page in each language, when it has a counterpart: hreflang links to both and to the
   * English one as x-default, the same set on both sides (ADR 036).
   */
  alternates?: Record<Locale, string>;
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string }
  | { "script:ld+json": Record<string, unknown> };

export function documentTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/** A public page's path: "/", or lowercase segments of letters, digits and hyphens. */
const pagePathPattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/** Where the social images are served from, one per page. */
export const SOCIAL_IMAGE_DIRECTORY = "/og/";

/** Where the images the emails show are served from (the build draws them: scripts/email-images.ts). */
export const EMAIL_IMAGE_DIRECTORY = "/email/";

/** The logo mark of every email's header: a PNG, since mail clients do not all draw SVG. */
export const EMAIL_LOGO_PATH = `${EMAIL_IMAGE_DIRECTORY}logo-mark.png`;

/** The directories whose images other sites show (link previews, mail clients): served cross-origin. */
export const SHARED_IMAGE_DIRECTORIES = [SOCIAL_IMAGE_DIRECTORY, EMAIL_IMAGE_DIRECTORY] as const;

/**
 * Where the social image of a public page is served, and where the build writes it (under
 * build/client): "/" is /og/home.png, "/services" is /og/services.png and "/blogs/cpl-vs-cpa" is
 * /og/blogs/cpl-vs-cpa.png. The meta tags and the build's generator (scripts/social-images.ts)
 * both ask this one function, so they cannot disagree. Any other path (a query string, a trailing
 * slash, capitals, "..") is a mistake and throws, and so does "/home", whose image would be the
 * home page's.
 */
export function socialImagePath(pagePath: string): string {
  if (!pagePathPattern.test(pagePath) || pagePath === "/home")
    throw new Error(`Not a public page path: ${JSON.stringify(pagePath)}`);
  return `${SOCIAL_IMAGE_DIRECTORY}${pagePath === "/" ? "home" : pagePath.slice(1)}.png`;
}

export function pageMeta(input: MetaInput): MetaTag[] {
  const title = documentTitle(input.title, input.brand);
  const url = absoluteUrl(input.path, input.siteUrl);
  const image = absoluteUrl(input.image.path, input.siteUrl);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: input.brand },
    { property: "og:locale", content: openGraphLocales[input.locale] },
    ...locales
      .filter((locale) => locale !== input.locale && input.alternates)
      .map((locale) => ({ property: "og:locale:alternate", content: openGraphLocales[locale] })),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: input.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.image.alt },
  ];
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  // An article describes itself as an Article (structured-data.ts); any other page it indexes as a
  // WebPage of the site, each in its own language (issue 24).
  if (!input.noIndex && (input.type ?? "website") === "website") {
    tags.push({ "script:ld+json": webPageData(input, title, url) });
  }
  if (input.alternates && !input.noIndex) {
    const alternates = input.alternates;
    for (const locale of locales) {
      const href = absoluteUrl(alternates[locale], input.siteUrl);
      tags.push({ tagName: "link", rel: "alternate", hrefLang: languageTags[locale], href });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(alternates.en, input.siteUrl),
    });
  }
  return tags;
}

/** schema.org's WebPage for a page, part of the site's WebSite in the same language. */
function webPageData(input: MetaInput, title: string, url: string): Record<string, unknown> {
  const inLanguage = languageTags[input.locale];
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: title,
    description: input.description,
    url,
    inLanguage,
    isPartOf: {
      "@type": "WebSite",
      name: input.brand,
      url: absoluteUrl(input.locale === "fr" ? FRENCH_ROOT : "/", input.siteUrl),
      inLanguage,
    },
  };
}
