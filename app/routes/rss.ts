import { siteUrl } from "~/content/page-meta";
import { site } from "~/content/site";
import { sortNewestFirst } from "~/domain/blog";
import { rssXml } from "~/domain/feeds";
import { allArticles } from "~/server/articles.server";

export function loader() {
  const xml = rssXml(
    { title: `${site.brand} Blog`, description: site.description, siteUrl },
    sortNewestFirst(allArticles()),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
