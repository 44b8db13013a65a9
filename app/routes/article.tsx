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
import { categoryCoverPath, COVER_SIZE, formatLongDate } from "~/domain/blog";
import { languageTags, type Locale, localeOfPath } from "~/domain/locale";
import { articleStructuredData, jsonForScript } from "~/domain/structured-data";
import { m } from "~/paraglide/messages.js";
import { findArticle } from "~/server/articles.server";
import type { Route } from "./+types/article";

/** /blogs/{id} in English, /fr/blogue/{French slug} in French. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const id = articleIdOf(params.id, locale);
  const article = id ? findArticle(id, locale) : undefined;
  if (!id || !article) throw data(null, { status: 404 });
  return { article, path: articlePath(id, locale) };
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

export default function ArticlePage({ loaderData: { article, path } }: Route.ComponentProps) {
  const locale = article.locale;
  const structuredData = articleStructuredData(
    {
      path,
      language: languageTags[locale],
      title: article.title,
      description: article.metaDescription,
      date: article.date,
      category: { en: blogsEn, fr: blogsFr }[locale].categories[article.category],
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
            <Badge tone="brand">{{ en: blogsEn, fr: blogsFr }[locale].categories[article.category]}</Badge>
            <time dateTime={article.date}>{formatLongDate(article.date, locale)}</time>
            <span aria-hidden="true">·</span>
            <span>{article.readTime}</span>
          </div>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-slate-700">{article.excerpt}</p>
          <img
            src={categoryCoverPath(article.category)}
            alt=""
            {...COVER_SIZE}
            decoding="async"
            className="mt-10 aspect-video h-auto w-full rounded-card bg-brand-50 object-cover shadow-card"
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
      </article>
      <CtaBand cta={articleClosing(locale)} to={pathIn("/contact", locale)} id="article-cta" />
    </>
  );
}
