import { siteUrl } from "~/content/page-meta";
import { articlePaths, publicPagePaths } from "~/content/public-paths";
import { sitemapXml } from "~/domain/feeds";
import { allArticles } from "~/server/articles.server";

export function loader() {
  const articleDates = new Map(allArticles().map((article) => [`/blogs/${article.id}`, article.date]));
  const entries = publicPagePaths.map((path) => ({
    path,
    lastModified: articlePaths.includes(path) ? articleDates.get(path) : undefined,
  }));
  return new Response(sitemapXml(entries, siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
