import { islandScript } from "~/components/island";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CtaBand, PageHero } from "~/components/ui/page";
import type { BlogsPage } from "~/content/blogs";
import {
  type BlogPostSummary,
  type SearchablePost,
  type CategoryFilter,
  articleCoverPath,
  categoryFilters,
  COVER_SIZE,
  isFeatured,
  matchesFilter,
  recentPosts,
  sortNewestFirst,
} from "~/domain/blog";
import { m } from "~/paraglide/messages.js";
import { pathIn } from "~/content/public-paths";
import { useLocale } from "~/use-locale";
import { blogFilterParts } from "./filter-parts";
import { PostDate } from "./post-date";

/** A post of the list, with its address in the page's language. */
export type LocalizedPost = BlogPostSummary & { path: string };

interface BlogIndexProps {
  /** Each with its path in the page's language. */
  posts: LocalizedPost[];
  query: string;
  category: CategoryFilter;
  /** The page's words (app/content/blogs.ts). */
  copy: BlogsPage;
}

/**
 * /blogs: every post, newest first, those outside the filters hidden. Without JavaScript the GET
 * form filters, through the server; with it, app/islands/blog-filter.ts hides and shows the
 * cards as the visitor types, with no framework.
 */
export function BlogIndex({ posts, query, category, copy }: BlogIndexProps) {
  const locale = useLocale();
  const sorted = sortNewestFirst(posts);
  const shown = sorted.filter((post) => matchesFilter(post, { query, category }));
  const recent = recentPosts(posts);
  // The filter script's data: what it matches against.
  const searchable: SearchablePost[] = sorted.map(({ id, title, excerpt, category }) => ({
    id,
    title,
    excerpt,
    category,
  }));

  return (
    <>
      <PageHero hero={copy.hero} />

      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-10 lg:grid-cols-[1fr_20rem]">
        <div {...islandScript("blog-filter")}>
          <FilterForm query={query} category={category} copy={copy} />

          <p id={blogFilterParts.status} role="status" className="sr-only">
            {m.blog_shown_articles({ count: shown.length }, { locale })}
          </p>

          <div
            id={blogFilterParts.empty}
            hidden={shown.length > 0}
            className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center"
          >
            <p className="text-slate-700">{copy.empty.message}</p>
            <form method="get" action={copy.listPath}>
              <div className="mt-4">
                <Button type="submit" variant="secondary">
                  {copy.empty.clear}
                </Button>
              </div>
            </form>
          </div>

          <ul
            id={blogFilterParts.posts}
            hidden={shown.length === 0}
            className="mt-8 grid gap-6 sm:grid-cols-2"
          >
            {sorted.map((post, index) => (
              <PostCard
                key={post.id}
                post={post}
                place={shown.indexOf(post)}
                shownCount={shown.length}
                eager={index < 3}
                copy={copy}
              />
            ))}
          </ul>
          <script
            type="application/json"
            id={blogFilterParts.data}
            // JSON in a data block; "<" escaped so that no title can close the element.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(searchable).replaceAll("<", "\\u003c") }}
          />
        </div>

        <BlogSidebar recent={recent} copy={copy} />
      </div>
      <CtaBand cta={copy.closing} to={pathIn("/contact", locale)} />
    </>
  );
}

/**
 * The search and the categories: a GET form that works without JavaScript, which the filter
 * script answers in place.
 */
function FilterForm({ query, category, copy }: { query: string; category: CategoryFilter; copy: BlogsPage }) {
  return (
    <form id={blogFilterParts.form} method="get" action={copy.listPath} role="search" className="space-y-4">
      <div className="flex gap-2">
        <label htmlFor={blogFilterParts.search} className="sr-only">
          {copy.filter.searchLabel}
        </label>
        <input
          id={blogFilterParts.search}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={copy.filter.searchPlaceholder}
          className="w-full rounded-lg border border-slate-400 px-4 py-2.5 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        />
        {/* The first submit button is what Enter presses without JavaScript: it keeps the category. */}
        <Button type="submit" name="category" value={category}>
          {copy.filter.submit}
        </Button>
      </div>
      <div role="group" aria-label={copy.filter.categoriesLabel} className="flex flex-wrap gap-2">
        {categoryFilters.map((option) => (
          <button
            key={option}
            type="submit"
            name="category"
            value={option}
            aria-pressed={option === category}
            className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:border-brand-800 aria-pressed:bg-brand-800 aria-pressed:text-white"
          >
            {copy.categories[option]}
          </button>
        ))}
      </div>
    </form>
  );
}

/** An article's card: hidden when the filter leaves it out, wide when it leads the list. */
function PostCard({
  post,
  place,
  shownCount,
  eager,
  copy,
}: {
  post: LocalizedPost;
  /** Its place among the articles shown, or -1. */
  place: number;
  shownCount: number;
  /** The first cards' covers load at once; the rest when scrolled near. */
  eager: boolean;
  copy: BlogsPage;
}) {
  return (
    <li
      {...{ [blogFilterParts.post]: post.id }}
      {...(isFeatured(place, shownCount) ? { [blogFilterParts.featured]: "" } : {})}
      hidden={place < 0}
      className="group relative flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-lift motion-reduce:transition-none sm:data-featured:col-span-2 lg:data-featured:flex-row"
    >
      <img
        src={articleCoverPath(post.id)}
        alt=""
        {...COVER_SIZE}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-video h-auto w-full bg-brand-950 object-cover lg:group-data-featured:w-1/2"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge tone="brand">{copy.categories[post.category]}</Badge>
          <PostDate date={post.date} label={copy.formatDate(post.date)} readTime={post.readTime} />
        </div>
        <h2 className="mt-3 text-xl font-bold text-balance text-ink-950">
          {/* The whole card is the link's target; the link itself stays the title. */}
          <a
            href={post.path}
            className="after:absolute after:inset-0 group-hover:text-brand-800 focus-visible:outline-none after:focus-visible:rounded-card after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
          >
            {post.title}
          </a>
        </h2>
        <p className="mt-2 flex-1 leading-relaxed text-slate-700">{post.excerpt}</p>
      </div>
    </li>
  );
}

/** About the agency, and the latest articles: kept in view beside the long list on a wide screen. */
function BlogSidebar({ recent, copy }: { recent: readonly LocalizedPost[]; copy: BlogsPage }) {
  const { about } = copy.sidebar;
  return (
    <aside aria-label={copy.sidebar.label} className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <section aria-labelledby="blog-about-title" className="rounded-xl bg-brand-900 p-6 text-white">
        <h2 id="blog-about-title" className="text-lg font-bold">
          {about.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-brand-50">{about.body}</p>
        <a href={about.link.to} className="mt-4 inline-block text-sm font-semibold text-white underline">
          {about.link.label}
        </a>
      </section>
      <section aria-labelledby="recent-posts-title" className="rounded-xl border border-slate-200 p-6">
        <h2 id="recent-posts-title" className="text-lg font-bold text-ink-950">
          {copy.sidebar.recentTitle}
        </h2>
        <ul className="mt-3 space-y-4">
          {recent.map((post) => (
            <li key={post.id}>
              <a href={post.path} className="font-medium text-slate-900 hover:text-brand-800 hover:underline">
                {post.title}
              </a>
              <p className="text-xs text-slate-600">
                <time dateTime={post.date}>{copy.formatDate(post.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
