import { describe, expect, it } from "vitest";
import { escapeXml, robotsTxt, rssXml, sitemapXml } from "./feeds";

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
});

describe("sitemapXml", () => {
  it("lists absolute URLs with their last change", () => {
    const xml = sitemapXml(
      [{ path: "/" }, { path: "/blogs/x", lastModified: "2025-07-25" }],
      "https://leads.example",
    );
    expect(xml).toContain("<loc>https://leads.example/</loc>");
    expect(xml).toContain("<url><loc>https://leads.example/blogs/x</loc><lastmod>2025-07-25</lastmod></url>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe("robotsTxt", () => {
  it("allows everything and points to the sitemap", () => {
    expect(robotsTxt("https://leads.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://leads.example/sitemap.xml\n",
    );
  });
});

describe("rssXml", () => {
  const channel = {
    title: "Blog & News",
    description: "Articles",
    siteUrl: "https://leads.example",
    blogPath: "/blogs",
    feedPath: "/rss.xml",
    language: "en-ca",
  };
  const xml = rssXml(channel, [
    {
      path: "/blogs/cpl-vs-cpa",
      title: "CPL < CPA?",
      excerpt: "Maths.",
      category: "Performance Marketing",
      date: "2025-05-12",
    },
  ]);

  it("escapes the channel and item text", () => {
    expect(xml).toContain("<title>Blog &amp; News</title>");
    expect(xml).toContain("<title>CPL &lt; CPA?</title>");
  });

  it("links each item to its article with an RFC 822 date", () => {
    expect(xml).toContain("<link>https://leads.example/blogs/cpl-vs-cpa</link>");
    expect(xml).toContain("<pubDate>Mon, 12 May 2025 12:00:00 GMT</pubDate>");
  });
});
