import { articleIds } from "../../app/content/blog-ids";

/** The routes of spec.md section 2, as the tests expect them (the 404 aside). */
export const pageRoutes = [
  "/",
  "/services",
  "/compliance",
  "/industries",
  "/about",
  "/blogs",
  "/contact",
  "/book-a-call",
  "/privacy",
  "/terms",
] as const;

export const articleRoutes = articleIds.map((id) => `/blogs/${id}`);

export const allRoutes = [...pageRoutes, ...articleRoutes];
