// Relative imports: react-router.config.ts loads this module, outside the app's "~" alias.
import { FRENCH_ROOT, type Locale, localeOfPath } from "../domain/locale";
import { type ArticleId, articleIds, frenchArticleSlugs } from "./blog-ids";

/**
 * Every public page at its English path and its French one (docs/decisions/036-french-site-and-
 * message-catalogue.md): the one table the routes, the language switch, hreflang, the sitemap and
 * the prerendering read.
 */
const frenchPaths = {
  "/": FRENCH_ROOT,
  "/services": `${FRENCH_ROOT}/services`,
  "/compliance": `${FRENCH_ROOT}/conformite`,
  "/industries": `${FRENCH_ROOT}/secteurs`,
  "/about": `${FRENCH_ROOT}/a-propos`,
  "/privacy": `${FRENCH_ROOT}/confidentialite`,
  "/terms": `${FRENCH_ROOT}/conditions`,
  "/blogs": `${FRENCH_ROOT}/blogue`,
  "/contact": `${FRENCH_ROOT}/contact`,
  "/book-a-call": `${FRENCH_ROOT}/rendez-vous`,
} as const;

export type PagePath = keyof typeof frenchPaths;

/** The path of a page in a language: pathIn("/compliance", "fr") is "/fr/conformite". */
export function pathIn(page: PagePath, locale: Locale): string {
  return locale === "fr" ? frenchPaths[page] : page;
}

/** An article's path: /blogs/{id}, or /fr/blogue/{French slug}. */
export function articlePath(id: ArticleId, locale: Locale): string {
  return locale === "fr" ? `${frenchPaths["/blogs"]}/${frenchArticleSlugs[id]}` : `/blogs/${id}`;
}

/** The article a route's segment names in a language: its id in English, its slug in French. */
export function articleIdOf(segment: string, locale: Locale): ArticleId | undefined {
  return articleIds.find((id) => (locale === "fr" ? frenchArticleSlugs[id] : id) === segment);
}

/** A booking's own page: /bookings/{id}, or /fr/rendez-vous/{id}. */
export function bookingPagePath(id: string, locale: Locale): string {
  return locale === "fr" ? `${frenchPaths["/book-a-call"]}/${id}` : `/bookings/${id}`;
}

const contentPages = [
  "/",
  "/services",
  "/compliance",
  "/industries",
  "/about",
  "/privacy",
  "/terms",
] as const;
const islandPages = ["/blogs", "/contact", "/book-a-call"] as const;
const bothLanguages = (pages: readonly PagePath[]) =>
  (["en", "fr"] as const).flatMap((locale) => pages.map((page) => pathIn(page, locale)));

/** Pages with fixed content: prerendered at build time, with no framework JavaScript. */
export const contentPagePaths: readonly string[] = bothLanguages(contentPages);

/**
 * Pages prerendered at build time whose interactive part runs as an island, a script of its own
 * without React Router's (docs/decisions/025-islands.md).
 */
export const islandPagePaths: readonly string[] = bothLanguages(islandPages);

/** Island pages whose query string chooses what they show: with one, the server renders them. */
export const queriedPagePaths: readonly string[] = bothLanguages(["/blogs"]);

export const articlePaths: readonly string[] = (["en", "fr"] as const).flatMap((locale) =>
  articleIds.map((id) => articlePath(id, locale)),
);

/** Every public URL, for the sitemap. */
export const publicPagePaths: readonly string[] = [...contentPagePaths, ...islandPagePaths, ...articlePaths];

/** The same page in each language, for a public page's path or a booking's; undefined for any other. */
export function alternatesOf(pathname: string): Record<Locale, string> | undefined {
  const locale = localeOfPath(pathname);
  for (const page of Object.keys(frenchPaths) as PagePath[]) {
    if (pathIn(page, locale) === pathname) return { en: page, fr: frenchPaths[page] };
  }
  const blog = pathIn("/blogs", locale);
  if (pathname.startsWith(`${blog}/`)) {
    const id = articleIdOf(pathname.slice(blog.length + 1), locale);
    if (id) return { en: articlePath(id, "en"), fr: articlePath(id, "fr") };
  }
  const booking = /^\/(?:bookings|fr\/rendez-vous)\/([^/]+)$/.exec(pathname);
  if (booking && bookingPagePath(booking[1]!, locale) === pathname) {
    return { en: bookingPagePath(booking[1]!, "en"), fr: bookingPagePath(booking[1]!, "fr") };
  }
  return undefined;
}
