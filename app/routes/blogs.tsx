import { islandLinks } from "~/components/island";
import { blogs as blogsEn } from "~/content/blogs";
import { blogs as blogsFr } from "~/content/fr/blogs";
import { sitePageMeta } from "~/content/page-meta";
import { parseCategory } from "~/domain/blog";
import { BlogIndex } from "~/features/blog/blog-index";
import { postSummaries } from "~/server/articles.server";
import type { Route } from "./+types/blogs";
import { articlePath, pathIn } from "~/content/public-paths";
import { localeOfPath } from "~/domain/locale";
import { useLocale } from "~/use-locale";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return sitePageMeta({ en: blogsEn, fr: blogsFr }[locale].meta, pathIn("/blogs", locale));
};

/** The filter script: it filters the list as the visitor types (docs/decisions/025-islands.md). */
export const links = () => islandLinks("blog-filter");

/**
 * Prerendered with every post; with a query string (the search form without JavaScript, or a
 * shared link) the server renders the list filtered.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeOfPath(url.pathname);
  return {
    posts: postSummaries(locale).map((post) => ({ ...post, path: articlePath(post.id, locale) })),
    query: params.get("q") ?? "",
    category: parseCategory(params.get("category")),
  };
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const blogs = { en: blogsEn, fr: blogsFr }[locale];
  return <BlogIndex {...loaderData} copy={blogs} />;
}
