import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { sitePageMeta, siteUrl } from "~/content/page-meta";
import { site } from "~/content/site";
import { formatLongDate } from "~/domain/blog";
import { articleStructuredData, jsonForScript } from "~/domain/structured-data";
import { findArticle } from "~/server/articles.server";
import type { Route } from "./+types/article";

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.id);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded
    ? sitePageMeta(
        { title: loaded.article.seoTitle, description: loaded.article.metaDescription },
        `/blogs/${loaded.article.id}`,
        { type: "article" },
      )
    : [];

export default function ArticlePage({ loaderData: { article } }: Route.ComponentProps) {
  const structuredData = articleStructuredData(
    {
      id: article.id,
      title: article.title,
      description: article.metaDescription,
      date: article.date,
      category: article.category,
    },
    site.brand,
    siteUrl,
  );
  return (
    <article className="mx-auto max-w-3xl px-6 py-12">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }}
      />
      <Link
        to="/blogs"
        className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to all articles
      </Link>
      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span className="rounded-full bg-teal-50 px-3 py-1 font-semibold text-teal-900">
            {article.category}
          </span>
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readTime}</span>
        </div>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-5 text-xl leading-relaxed text-slate-700">{article.excerpt}</p>
      </header>

      <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: article.html }} />

      <aside
        aria-labelledby="insight-title"
        className="mt-12 rounded-2xl border-l-4 border-teal-700 bg-teal-50 p-7"
      >
        <h2 id="insight-title" className="text-lg font-bold text-teal-950">
          {article.insightTitle}
        </h2>
        <p className="mt-2 leading-relaxed text-slate-800">{article.insightContent}</p>
      </aside>

      <section
        aria-labelledby="article-cta-title"
        className="mt-12 rounded-2xl bg-slate-900 p-8 text-center text-white"
      >
        <h2 id="article-cta-title" className="text-2xl font-bold">
          Want leads that stand up to an audit?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-200">
          Tell us your territories, volumes and criteria. We reply {site.responsePromise} with a compliant
          plan and pricing.
        </p>
        <Link to="/contact" className={buttonClass("accent", "mt-6 px-6 py-3 text-base")}>
          Request a lead program
        </Link>
      </section>
    </article>
  );
}
