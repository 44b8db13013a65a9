import { data, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { CtaBand } from "~/components/ui/page";
import type { CallToAction } from "~/content/types";
import { blogs as blogsEn } from "~/content/blogs";
import { blogs as blogsFr } from "~/content/fr/blogs";
import { siteFr } from "~/content/fr/site";
import { sitePageMeta, siteUrl } from "~/content/page-meta";
import { articleIdOf, articlePath, pathIn } from "~/content/public-paths";
import { site } from "~/content/site";
import { articleCoverPath, COVER_SIZE, formatLongDate, relatedPosts } from "~/domain/blog";
import { PostDate } from "~/features/blog/post-date";
import { languageTags, type Locale, localeOfPath } from "~/domain/locale";
import { articleStructuredData, jsonForScript } from "~/domain/structured-data";
import { m } from "~/paraglide/messages.js";
import { findArticle, postSummaries } from "~/server/articles.server";
import type { Route } from "./+types/article";

/** /blogs/{id} in English, /fr/blogue/{French slug} in French. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const id = articleIdOf(params.id, locale);
  const article = id ? findArticle(id, locale) : undefined;
  if (!id || !article) throw data(null, { status: 404 });
  const related = relatedPosts(article, postSummaries(locale)).map((post) => ({
    ...post,
    path: articlePath(post.id, locale),
  }));
  return { article, path: articlePath(id, locale), related };
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded
    ? sitePageMeta(
        { title: loaded.article.seoTitle, description: loaded.article.metaDescription },
        loaded.path,
        { type: "article", imageTitle: loaded.article.title },
      )
    : [];

/** The close of every article: the same band as every page's, to the lead request. */
function articleClosing(locale: Locale): CallToAction {
  const responsePromise = locale === "fr" ? siteFr.responsePromise : site.responsePromise;
  return {
    title: m.article_cta_title({}, { locale }),
    body: m.article_cta_body({ responsePromise }, { locale }),
    label: m.article_cta_label({}, { locale }),
  };
}

export default function ArticlePage({ loaderData: { article, path, related } }: Route.ComponentProps) {
  const locale = article.locale;
  const categories = { en: blogsEn, fr: blogsFr }[locale].categories;
  const structuredData = articleStructuredData(
    {
      path,
      language: languageTags[locale],
      title: article.title,
      description: article.metaDescription,
      date: article.date,
      category: categories[article.category],
    },
    {
      home: { name: m.nav_home({}, { locale }), path: pathIn("/", locale) },
      blog: { name: m.nav_blog({}, { locale }), path: pathIn("/blogs", locale) },
    },
    site.brand,
    siteUrl,
  );
  return (
    <>
      <article className="mx-auto max-w-3xl px-6 pt-12">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }}
        />
        <Link
          to={pathIn("/blogs", locale)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          <span aria-hidden="true">←</span> {m.article_back({}, { locale })}
        </Link>
        <header className="mt-8">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <Badge tone="brand">{categories[article.category]}</Badge>
            <PostDate
              date={article.date}
              label={formatLongDate(article.date, locale)}
              readTime={article.readTime}
            />
          </div>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-slate-700">{article.excerpt}</p>
          {/* The team writes as the agency: the Article's author in the structured data is the agency too. */}
          <p className="mt-5 text-sm font-semibold text-slate-700">
            {m.article_byline({ brand: site.brand }, { locale })}
          </p>
          <img
            src={articleCoverPath(article.id)}
            alt=""
            {...COVER_SIZE}
            decoding="async"
            className="mt-8 aspect-video h-auto w-full rounded-card bg-brand-950 object-cover shadow-card"
          />
        </header>

        <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: article.html }} />

        <aside
          aria-labelledby="insight-title"
          className="mt-12 rounded-2xl border-l-4 border-brand-700 bg-brand-50 p-7"
        >
          <h2 id="insight-title" className="text-lg font-bold text-brand-950">
            {article.insightTitle}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-800">{article.insightContent}</p>
        </aside>

        <RelatedArticles posts={related} locale={locale} />
      </article>
      <CtaBand cta={articleClosing(locale)} to={pathIn("/contact", locale)} id="article-cta" />
    </>
  );
}

/** Where to read on: the articles relatedPosts chooses, each a card with its cover. */
function RelatedArticles({
  posts,
  locale,
}: {
  posts: Route.ComponentProps["loaderData"]["related"];
  locale: Locale;
}) {
  const copy = { en: blogsEn, fr: blogsFr }[locale];
  return (
    <section aria-labelledby="related-title" className="mt-16 border-t border-slate-200 pt-10">
      <h2 id="related-title" className="text-2xl font-extrabold tracking-tight text-ink-950">
        {m.article_related_title({}, { locale })}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {posts.map((post) => (
          <li
            key={post.id}
            className="group relative flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card"
          >
            <img
              src={articleCoverPath(post.id)}
              alt=""
              {...COVER_SIZE}
              loading="lazy"
              decoding="async"
              className="aspect-video h-auto w-full bg-brand-950"
            />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="text-xs text-slate-600">{copy.categories[post.category]}</p>
              <h3 className="font-bold text-balance text-ink-950">
                <Link
                  to={post.path}
                  className="after:absolute after:inset-0 group-hover:text-brand-800 focus-visible:outline-none after:focus-visible:rounded-card after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
                >
                  {post.title}
                </Link>
              </h3>
              <p className="mt-auto text-xs text-slate-600">
                <PostDate date={post.date} label={copy.formatDate(post.date)} readTime={post.readTime} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
