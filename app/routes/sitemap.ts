import { siteUrl } from "~/content/page-meta";
import { alternatesOf, articlePath, publicPagePaths } from "~/content/public-paths";
import { languageTags, locales } from "~/domain/locale";
import { sitemapXml } from "~/domain/feeds";
import { allArticles } from "~/server/articles.server";

/** Every public page in both languages, each with its alternates (hreflang, ADR 036). */
export function loader() {
  const articleDates = new Map(
    locales.flatMap((locale) =>
      allArticles(locale).map((article) => [articlePath(article.id, locale), article.date]),
    ),
  );
  const entries = publicPagePaths.map((path) => {
    const alternates = alternatesOf(path);
    return {
      path,
      lastModified: articleDates.get(path),
      alternates: alternates && {
        [languageTags.en]: alternates.en,
        [languageTags.fr]: alternates.fr,
        "x-default": alternates.en,
      },
    };
  });
  return new Response(sitemapXml(entries, siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
