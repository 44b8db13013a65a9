import { islandLinks } from "~/components/island";
import { blogs } from "~/content/blogs";
import { sitePageMeta } from "~/content/page-meta";
import { parseCategory } from "~/domain/blog";
import { BlogIndex } from "~/features/blog/blog-index";
import { postSummaries } from "~/server/articles.server";
import type { Route } from "./+types/blogs";

export const meta = () => sitePageMeta(blogs.meta, "/blogs");

/** The filter script: it filters the list as the visitor types (docs/decisions/025-islands.md). */
export const links = () => islandLinks("blog-filter");

/**
 * Prerendered with every post; with a query string (the search form without JavaScript, or a
 * shared link) the server renders the list filtered.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    posts: postSummaries(),
    query: params.get("q") ?? "",
    category: parseCategory(params.get("category")),
  };
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return <BlogIndex {...loaderData} copy={blogs} />;
}
