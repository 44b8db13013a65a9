/**
 * schema.org structured data for an article page: the Article itself and its breadcrumb trail
 * (Home, Blog, the title), as spec.md "Article page" asks.
 */
import { absoluteUrl } from "./meta";

export interface ArticleData {
  /** The article's path in its language, e.g. "/blogs/cpl-vs-cpa". */
  path: string;
  /** Its language's BCP 47 tag, "en-CA" or "fr-CA". */
  language: string;
  title: string;
  description: string;
  date: string;
  category: string;
}

/** A step of the breadcrumb trail: its name and path, in the article's language. */
export interface Crumb {
  name: string;
  path: string;
}

export function articleStructuredData(
  article: ArticleData,
  trail: { home: Crumb; blog: Crumb },
  brand: string,
  siteUrl: string,
) {
  const url = absoluteUrl(article.path, siteUrl);
  const organization = { "@type": "Organization", name: brand, url: absoluteUrl(trail.home.path, siteUrl) };
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      dateModified: article.date,
      articleSection: article.category,
      inLanguage: article.language,
      mainEntityOfPage: url,
      url,
      author: organization,
      publisher: organization,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: trail.home.name,
          item: absoluteUrl(trail.home.path, siteUrl),
        },
        {
          "@type": "ListItem",
          position: 2,
          name: trail.blog.name,
          item: absoluteUrl(trail.blog.path, siteUrl),
        },
        { "@type": "ListItem", position: 3, name: article.title, item: url },
      ],
    },
  ] as const;
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
