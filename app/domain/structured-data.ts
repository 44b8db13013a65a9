/**
 * schema.org structured data for an article page: the Article itself and its breadcrumb trail
 * (Home, Blog, the title), as spec.md "Article page" asks.
 */
import { absoluteUrl } from "./meta";

export interface ArticleData {
  id: string;
  title: string;
  description: string;
  date: string;
  category: string;
}

export function articleStructuredData(article: ArticleData, brand: string, siteUrl: string) {
  const url = absoluteUrl(`/blogs/${article.id}`, siteUrl);
  const organization = { "@type": "Organization", name: brand, url: absoluteUrl("/", siteUrl) };
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      dateModified: article.date,
      articleSection: article.category,
      inLanguage: "en-CA",
      mainEntityOfPage: url,
      url,
      author: organization,
      publisher: organization,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/", siteUrl) },
        { "@type": "ListItem", position: 2, name: "Blog", item: absoluteUrl("/blogs", siteUrl) },
        { "@type": "ListItem", position: 3, name: article.title, item: url },
      ],
    },
  ] as const;
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
