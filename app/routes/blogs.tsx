import { useLocation } from "react-router";
import { BlogIndex } from "~/features/blog/blog-index";
import { blogs } from "~/content/blogs";
import { sitePageMeta } from "~/content/page-meta";
import { parseCategory } from "~/domain/blog";
import { hydrated } from "~/hydration";
import { postSummaries } from "~/server/articles.server";
import type { Route } from "./+types/blogs";

/** Hydrated so the list filters as the visitor types; without JavaScript the GET form does it. */
export const handle = hydrated;

export const meta = () => sitePageMeta(blogs.meta, "/blogs");

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    posts: postSummaries(),
    query: params.get("q") ?? "",
    category: parseCategory(params.get("category")),
  };
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  // A router navigation (a link, Back) starts the filters afresh from the address; typing does not
  // navigate, so it keeps its state and focus.
  const { key } = useLocation();
  return <BlogIndex key={key} {...loaderData} />;
}
