/** The ids and attributes by which the blog's filter script (app/islands/blog-filter.ts) finds its parts. */
export const blogFilterParts = {
  form: "blog-filter",
  search: "blog-search",
  posts: "blog-posts",
  /** The posts' searchable text, a JSON data block. */
  data: "blog-posts-data",
  status: "blog-status",
  empty: "blog-empty",
  /** On each card: its post's id. */
  post: "data-post",
  featured: "data-featured",
} as const;
