import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import {
  ALL_CATEGORIES,
  type BlogPostSummary,
  type CategoryFilter,
  categoryCoverPath,
  categoryFilters,
  COVER_SIZE,
  filterPosts,
  formatLongDate,
  recentPosts,
} from "~/domain/blog";

interface BlogIndexProps {
  posts: BlogPostSummary[];
  query: string;
  category: CategoryFilter;
}

/** Keeps the address in step with the filters, so a reload or a shared link shows the same list. */
function replaceAddress(query: string, category: CategoryFilter) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  const search = params.toString();
  // React Router keeps its own entry in history.state; keep it so Back and Forward still work.
  window.history.replaceState(window.history.state, "", search ? `?${search}` : window.location.pathname);
}

export function BlogIndex({ posts, query: initialQuery, category: initialCategory }: BlogIndexProps) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState<CategoryFilter>(initialCategory);
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const visible = filterPosts(posts, { query, category });
  const recent = recentPosts(posts);

  function apply(nextQuery: string, nextCategory: CategoryFilter) {
    setQuery(nextQuery);
    setCategory(nextCategory);
    replaceAddress(nextQuery, nextCategory);
  }

  // Hydration waits for the first paint: keep whatever the visitor typed before it.
  useEffect(() => {
    const typed = searchInput.current?.value ?? "";
    if (typed !== initialQuery) apply(typed, initialCategory);
    // Only once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // With JavaScript the list is already filtered; the form only submits without it.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-6 pt-16 pb-10 text-center sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Insights</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            The {site.brand} Blog
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Practical guidance on pay-per-lead, consent and compliance, channels and lead quality for Canadian
            businesses in regulated industries.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-10 lg:grid-cols-[1fr_20rem]">
        <div>
          <form method="get" action="/blogs" role="search" onSubmit={onSubmit} className="space-y-4">
            <div className="flex gap-2">
              <label htmlFor={searchId} className="sr-only">
                Search articles
              </label>
              <input
                id={searchId}
                ref={searchInput}
                type="search"
                name="q"
                value={query}
                onChange={(event) => apply(event.target.value, category)}
                placeholder="Search articles"
                className="w-full rounded-lg border border-slate-400 px-4 py-2.5 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
              />
              {/* The first submit button is what Enter presses without JavaScript: it keeps the category. */}
              <Button type="submit" name="category" value={category}>
                Search
              </Button>
            </div>
            <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
              {categoryFilters.map((option) => (
                <button
                  key={option}
                  type="submit"
                  name="category"
                  value={option}
                  aria-pressed={option === category}
                  onClick={() => apply(query, option)}
                  className={`rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                    option === category
                      ? "border-brand-800 bg-brand-800 text-white"
                      : "border-slate-300 bg-white text-slate-700 hover:border-brand-700"
                  }`}
                >
                  {option}
                </button>
              ))}
            </div>
          </form>

          <p role="status" className="sr-only">
            {visible.length === 1 ? "1 article" : `${visible.length} articles`} shown
          </p>

          {visible.length === 0 ? (
            <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <p className="text-slate-700">No articles found matching your search criteria.</p>
              <form
                method="get"
                action="/blogs"
                onSubmit={(event) => {
                  event.preventDefault();
                  apply("", ALL_CATEGORIES);
                }}
              >
                <div className="mt-4">
                  <Button type="submit" variant="secondary">
                    Clear Filters
                  </Button>
                </div>
              </form>
            </div>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {visible.map((post, index) => {
                // An odd count would leave the last card alone: the newest takes a row of its own.
                const featured = visible.length % 2 === 1 && index === 0;
                return (
                  <li
                    key={post.id}
                    className={`group relative flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-lift motion-reduce:transition-none ${
                      featured && visible.length > 1 ? "sm:col-span-2 lg:flex-row" : ""
                    }`}
                  >
                    <img
                      src={categoryCoverPath(post.category)}
                      alt=""
                      {...COVER_SIZE}
                      loading={index < 3 ? "eager" : "lazy"}
                      decoding="async"
                      className={`aspect-video h-auto w-full bg-brand-50 object-cover ${featured ? "lg:w-1/2" : ""}`}
                    />
                    <div className="flex flex-1 flex-col p-6">
                      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                        <Badge tone="brand">{post.category}</Badge>
                        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
                        <span aria-hidden="true">·</span>
                        <span>{post.readTime}</span>
                      </div>
                      <h2 className="mt-3 text-xl font-bold text-balance text-ink-950">
                        {/* The whole card is the link's target; the link itself stays the title. */}
                        <Link
                          to={`/blogs/${post.id}`}
                          className="after:absolute after:inset-0 group-hover:text-brand-800 focus-visible:outline-none after:focus-visible:rounded-card after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
                        >
                          {post.title}
                        </Link>
                      </h2>
                      <p className="mt-2 flex-1 leading-relaxed text-slate-700">{post.excerpt}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <aside aria-label="About this blog and recent posts" className="space-y-6">
          <section aria-labelledby="blog-about-title" className="rounded-xl bg-brand-900 p-6 text-white">
            <h2 id="blog-about-title" className="text-lg font-bold">
              About {site.brand}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-brand-50">
              A compliance-first pay-per-lead agency in {site.cities.join(" and ")}. Every lead we deliver
              carries a consent record you can show a regulator.
            </p>
            <Link to="/about" className="mt-4 inline-block text-sm font-semibold text-white underline">
              More about us
            </Link>
          </section>
          <section aria-labelledby="recent-posts-title" className="rounded-xl border border-slate-200 p-6">
            <h2 id="recent-posts-title" className="text-lg font-bold text-slate-900">
              Recent Posts
            </h2>
            <ul className="mt-3 space-y-4">
              {recent.map((post) => (
                <li key={post.id}>
                  <Link
                    to={`/blogs/${post.id}`}
                    className="font-medium text-slate-900 hover:text-brand-800 hover:underline"
                  >
                    {post.title}
                  </Link>
                  <p className="text-xs text-slate-600">
                    <time dateTime={post.date}>{formatLongDate(post.date)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
