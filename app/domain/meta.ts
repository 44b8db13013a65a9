/**
 * Document metadata for a page: 'Title | Brand', the description, Open Graph and Twitter tags and
 * the canonical URL. Pure, so that every route's `meta` export builds its tags the same way.
 */

export interface MetaInput {
  /** The page's own title, without the brand. */
  title: string;
  description: string;
  /** The page's path, e.g. "/services"; made absolute against `siteUrl` for canonical and og:url. */
  path: string;
  brand: string;
  siteUrl: string;
  /** "article" for blog posts, "website" otherwise. */
  type?: "website" | "article";
  /** Pages that must not be indexed, such as the 404. */
  noIndex?: boolean;
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export function documentTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

export function pageMeta(input: MetaInput): MetaTag[] {
  const title = documentTitle(input.title, input.brand);
  const url = absoluteUrl(input.path, input.siteUrl);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: input.brand },
    { property: "og:locale", content: "en_CA" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  return tags;
}
