/**
 * The blog list's rules (spec.md sections 4 and 5): the categories, the filter, newest-first order,
 * the recent posts of the sidebar and the en-US long date. Pure, so the server renders the
 * filtered list for visitors without JavaScript and the browser filters as they type.
 */
import { type Locale, withFrenchFirstOfMonth } from "./locale";

export const blogCategories = ["Performance Marketing", "Pay-Per-Lead", "Compliance", "Lead Gen"] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const ALL_CATEGORIES = "All";
export type CategoryFilter = BlogCategory | typeof ALL_CATEGORIES;
export const categoryFilters: readonly CategoryFilter[] = [ALL_CATEGORIES, ...blogCategories];

/**
 * An article's cover, on its card and its header: a static SVG drawn from its subject
 * (app/components/art/article-covers.ts) that the build writes, so that it costs the hydrated blog
 * page no JavaScript.
 */
export function articleCoverPath(id: string): string {
  return `/covers/${id}.svg`;
}

/** The covers' own size: the <img> reserves it, so nothing moves when one loads. */
export const COVER_SIZE = { width: 640, height: 360 } as const;

export const RECENT_POST_COUNT = 4;
export const WORDS_PER_MINUTE = 220;

export interface BlogPostSummary {
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** e.g. "8 min read". */
  readTime: string;
}

/** What the filter looks at in a post. */
export type SearchablePost = Pick<BlogPostSummary, "id" | "title" | "excerpt" | "category">;

export interface BlogFilter {
  query: string;
  category: CategoryFilter;
}

/** A category from the address bar; anything unknown means all categories. */
export function parseCategory(value: string | null | undefined): CategoryFilter {
  return categoryFilters.find((category) => category === value) ?? ALL_CATEGORIES;
}

export function matchesFilter(post: SearchablePost, filter: BlogFilter): boolean {
  const query = filter.query.trim().toLowerCase();
  const inText =
    query === "" || post.title.toLowerCase().includes(query) || post.excerpt.toLowerCase().includes(query);
  const inCategory = filter.category === ALL_CATEGORIES || post.category === filter.category;
  return inText && inCategory;
}

export function sortNewestFirst<T extends Pick<BlogPostSummary, "date">>(posts: readonly T[]): T[] {
  // ISO dates sort as text; ties keep their order.
  return [...posts].sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * An odd number of cards would leave the last one alone in the two-column list: the newest then
 * takes a row of its own.
 */
export function isFeatured(index: number, shown: number): boolean {
  return index === 0 && shown > 1 && shown % 2 === 1;
}

/** The address of the list with these filters, so that a reload or a shared link shows the same. */
export function blogListSearch({ query, category }: BlogFilter): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** How many articles an article's "related" list offers at its end. */
export const RELATED_POST_COUNT = 3;

const DAY_MS = 86_400_000;

function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;
}

/**
 * The articles to read after `post`: those of its category first, then the others, each group
 * nearest in date first (a tie goes to the newer, then to the id, so the order never depends on
 * the input's).
 */
export function relatedPosts<T extends Pick<BlogPostSummary, "id" | "category" | "date">>(
  post: T,
  posts: readonly T[],
  count: number = RELATED_POST_COUNT,
): T[] {
  const rank = (other: T) => [other.category === post.category ? 0 : 1, daysBetween(other.date, post.date)];
  return posts
    .filter((other) => other.id !== post.id)
    .sort((a, b) => {
      const [groupA, distanceA] = rank(a);
      const [groupB, distanceB] = rank(b);
      return (
        groupA! - groupB! ||
        distanceA! - distanceB! ||
        b.date.localeCompare(a.date) ||
        a.id.localeCompare(b.id)
      );
    })
    .slice(0, count);
}

export function recentPosts<T extends BlogPostSummary>(posts: readonly T[]): T[] {
  return sortNewestFirst(posts).slice(0, RECENT_POST_COUNT);
}

const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const frenchLongDate = new Intl.DateTimeFormat("fr-CA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "2025-07-25" → "July 25, 2025" (en-US long form) or "25 juillet 2025" ("1er décembre 2025"), the
 * same on every machine whatever its time zone.
 */
export function formatLongDate(isoDate: string, locale: Locale = "en"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return locale === "fr" ? withFrenchFirstOfMonth(frenchLongDate.format(date)) : longDate.format(date);
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The minutes of a read-time label: "8 min read" or "8 min de lecture" → 8. */
export function readTimeMinutes(readTime: string): number {
  const match = /^(\d+) min (?:read|de lecture)$/.exec(readTime);
  if (!match?.[1]) throw new Error(`Not a read time: ${readTime}`);
  return Number(match[1]);
}
