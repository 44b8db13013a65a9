import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { type ArticleId, articleIds } from "~/content/blog-ids";
import { blogCategories, type BlogPostSummary, countWords } from "~/domain/blog";
import type { Locale } from "~/domain/locale";

/**
 * The nine articles, read from content/blog/*.md, and their French versions from
 * content/blog/fr/*.md (ADR 036). Vite bundles the files, so the server needs no content folder at
 * run time and the prerender reads the same text.
 */
const sources = {
  en: import.meta.glob<string>("/content/blog/*.md", { query: "?raw", import: "default", eager: true }),
  fr: import.meta.glob<string>("/content/blog/fr/*.md", { query: "?raw", import: "default", eager: true }),
} satisfies Record<Locale, Record<string, string>>;

/** How each language writes a read time and announces a table's caption in the Markdown. */
const conventions = {
  en: { readTime: /^\d+ min read$/, caption: "Table: " },
  fr: { readTime: /^\d+ min de lecture$/, caption: "Tableau\u00a0: " },
} satisfies Record<Locale, { readTime: RegExp; caption: string }>;

const frontMatterSchema = (locale: Locale) =>
  z.strictObject({
    id: z.enum(articleIds),
    title: z.string().min(1),
    seoTitle: z.string().min(1).max(60),
    metaDescription: z.string().min(50).max(160),
    excerpt: z.string().min(1).max(240),
    category: z.enum(blogCategories),
    date: z.iso.date(),
    readTime: z.string().regex(conventions[locale].readTime),
    insightTitle: z.string().min(1),
    insightContent: z.string().min(1),
  });

export interface Article extends BlogPostSummary {
  id: ArticleId;
  locale: Locale;
  seoTitle: string;
  metaDescription: string;
  insightTitle: string;
  insightContent: string;
  /** The body as HTML, rendered from Markdown. */
  html: string;
  wordCount: number;
}

/**
 * Every table has a caption, written in the Markdown as a paragraph "Table: ..." just above it.
 * Wide tables scroll inside their own box instead of widening the page on a phone; the box takes
 * keyboard focus so that it can be scrolled without a mouse, and is named by the caption, so that
 * two tables on a page are two distinct regions.
 */
function captionTables(path: string, html: string, locale: Locale): string {
  let count = 0;
  const captionedTable = new RegExp(`<p>${conventions[locale].caption}(.+?)</p>\\s*<table>`, "g");
  const captioned = html.replace(captionedTable, (_, caption: string) => {
    count++;
    const id = `table-${count}-caption`;
    return `<div class="table-scroll" role="region" aria-labelledby="${id}" tabindex="0"><table><caption id="${id}">${caption}</caption>`;
  });
  if (captioned.split("<table>").length - 1 !== count) {
    throw new Error(
      `${path}: every table needs a caption, a paragraph "${conventions[locale].caption}..." just above it`,
    );
  }
  return captioned.replaceAll("</table>", "</table></div>");
}

/** YAML between two `---` lines at the very top of the file; the Markdown body follows. */
const frontMatterFences = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function splitFrontMatter(path: string, source: string): { data: unknown; content: string } {
  const fenced = frontMatterFences.exec(source);
  if (!fenced) throw new Error(`${path} must start with its front matter between two --- lines`);
  try {
    return { data: parseYaml(fenced[1]!), content: source.slice(fenced[0].length) };
  } catch (error) {
    throw new Error(`Front matter of ${path}: ${(error as Error).message}`, { cause: error });
  }
}

export function parseArticle(path: string, source: string, locale: Locale = "en"): Article {
  const { data, content } = splitFrontMatter(path, source);
  const parsed = frontMatterSchema(locale).safeParse(data);
  if (!parsed.success) {
    throw new Error(`Front matter of ${path}: ${z.prettifyError(parsed.error)}`);
  }
  if (!path.endsWith(`/${parsed.data.id}.md`)) {
    throw new Error(`${path} declares the id "${parsed.data.id}"; the file name must match it`);
  }
  return {
    ...parsed.data,
    locale,
    html: captionTables(path, marked.parse(content, { async: false }), locale),
    wordCount: countWords(content),
  };
}

const articles = {
  en: Object.entries(sources.en).map(([path, source]) => parseArticle(path, source, "en")),
  fr: Object.entries(sources.fr).map(([path, source]) => parseArticle(path, source, "fr")),
} satisfies Record<Locale, Article[]>;

export function allArticles(locale: Locale = "en"): readonly Article[] {
  return articles[locale];
}

export function findArticle(id: string, locale: Locale = "en"): Article | undefined {
  return articles[locale].find((article) => article.id === id);
}

/** The list entries of spec.md section 3, without the bodies the list does not need. */
export function postSummaries(locale: Locale = "en"): (BlogPostSummary & { id: ArticleId })[] {
  return articles[locale].map(({ id, title, excerpt, category, date, readTime }) => ({
    id,
    title,
    excerpt,
    category,
    date,
    readTime,
  }));
}
