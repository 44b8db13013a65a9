import { data, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { CtaBand } from "~/components/ui/page";
import type { CallToAction } from "~/content/types";
import { sitePageMeta, siteUrl } from "~/content/page-meta";
import { site } from "~/content/site";
import { categoryCoverPath, COVER_SIZE, formatLongDate } from "~/domain/blog";
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
        { type: "article", imageTitle: loaded.article.title },
      )
    : [];

/** The close of every article: the same band as every page's, to the lead request. */
const articleClosing: CallToAction = {
  title: "Want leads that stand up to an audit?",
  body: `Tell us your territories, volumes and criteria. We reply ${site.responsePromise} with a compliant plan and pricing.`,
  label: "Request a lead program",
};

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
    <>
      <article className="mx-auto max-w-3xl px-6 pt-12">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }}
        />
        <Link
          to="/blogs"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          <span aria-hidden="true">←</span> Back to all articles
        </Link>
        <header className="mt-8">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <Badge tone="brand">{article.category}</Badge>
            <time dateTime={article.date}>{formatLongDate(article.date)}</time>
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
      <CtaBand cta={articleClosing} to="/contact" id="article-cta" />
    </>
  );
}
