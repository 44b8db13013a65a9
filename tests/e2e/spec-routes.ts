import { articleIds } from "../../app/content/blog-ids";
import { publicPagePaths } from "../../app/content/public-paths";
import { localeOfPath } from "../../app/domain/locale";

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

/** Every public page of the French site (ADR 036). */
export const frenchRoutes = publicPagePaths.filter((path) => localeOfPath(path) === "fr");
