import { siteFr } from "~/content/fr/site";
import { siteUrl } from "~/content/page-meta";
import { articlePath, pathIn } from "~/content/public-paths";
import { site } from "~/content/site";
import { sortNewestFirst } from "~/domain/blog";
import { rssXml } from "~/domain/feeds";
import { localeOfPath } from "~/domain/locale";
import { m } from "~/paraglide/messages.js";
import { allArticles } from "~/server/articles.server";
import type { Route } from "./+types/rss";

/** /rss.xml and /fr/rss.xml: each language's articles, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const xml = rssXml(
    {
      title: m.blog_feed_title({ brand: site.brand }, { locale }),
      description: locale === "fr" ? siteFr.description : site.description,
      siteUrl,
      blogPath: pathIn("/blogs", locale),
      feedPath: locale === "fr" ? "/fr/rss.xml" : "/rss.xml",
      language: locale === "fr" ? "fr-ca" : "en-ca",
    },
    sortNewestFirst(allArticles(locale)).map((article) => ({
      ...article,
      path: articlePath(article.id, locale),
    })),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
