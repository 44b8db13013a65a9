/** The sitemap, robots.txt and RSS documents, built from plain data so they can be tested. */
import { absoluteUrl } from "./meta";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, where known. */
  lastModified?: string;
  /**
   * The same page in each language, by BCP 47 tag ("en-CA", "fr-CA", "x-default"): written as
   * xhtml:link alternates, as search engines read hreflang in a sitemap.
   */
  alternates?: Readonly<Record<string, string>>;
}

export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries
    .map((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : "";
      const alternates = Object.entries(entry.alternates ?? {})
        .map(
          ([language, path]) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(absoluteUrl(path, siteUrl))}"/>`,
        )
        .join("");
      return `  <url><loc>${escapeXml(absoluteUrl(entry.path, siteUrl))}</loc>${lastmod}${alternates}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml", siteUrl)}\n`;
}

export interface FeedItem {
  /** The article's path in the feed's language. */
  path: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  siteUrl: string;
  /** The blog's path in the feed's language ("/blogs", "/fr/blogue"). */
  blogPath: string;
  /** The feed's own path ("/rss.xml", "/fr/rss.xml"). */
  feedPath: string;
  /** RSS's language code: "en-ca", "fr-ca". */
  language: string;
}

/** An RSS 2.0 feed of the articles, newest first as given. */
export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const link = absoluteUrl(channel.blogPath, channel.siteUrl);
  const entries = items
    .map((item) => {
      const url = escapeXml(absoluteUrl(item.path, channel.siteUrl));
      return [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <description>${escapeXml(item.excerpt)}</description>`,
        `      <category>${escapeXml(item.category)}</category>`,
        `      <pubDate>${new Date(`${item.date}T12:00:00Z`).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const self = escapeXml(absoluteUrl(channel.feedPath, channel.siteUrl));
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${channel.language}</language>
    <atom:link href="${self}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}
