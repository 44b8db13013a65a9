/** Shapes of the static page copy. The copy itself lives beside this file, one module a page. */

import type { ArticleId } from "./blog-ids";

export interface PageMeta {
  /** The page's own title; the layout appends " | {brand}". */
  title: string;
  /** 120-160 characters: the meta description and the social description. */
  description: string;
}

export interface Hero {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface Point {
  title: string;
  body: string;
}

export interface CallToAction {
  title: string;
  body: string;
  /** The button's label; where it goes is decided by the page, as spec.md says. */
  label: string;
}

/**
 * A figure the site shows, with the source a visitor can check. No figure without one: a
 * compliance agency that invents its proof is worse than one that shows none.
 */
export interface SourcedFigure {
  value: string;
  label: string;
  /** The statute and section, e.g. "CASL, s. 20(4)". */
  source: string;
  href: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Channel {
  name: string;
  body: string;
  bullets: string[];
}

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  features: string[];
  whenToUse: string;
  whatYouGet: string;
}

export interface IndustryCard {
  id: string;
  title: string;
  description: string;
  bullets: string[];
  /** The label of the card's button to /contact. */
  cta: string;
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPage {
  meta: PageMeta;
  title: string;
  /** ISO date; spec.md fixes it at 2024-01-01. */
  effectiveDate: string;
  /** The effective date as the page writes it, in the page's language ("January 1, 2024"). */
  effectiveDateText: string;
  /** The words around the sections: before the effective date, and the heading of the contents. */
  labels: { effectiveDate: string; contents: string };
  intro: string;
  sections: LegalSection[];
}

/**
 * The type of a page's copy with its words left open: what another language's module of the same
 * page must provide, key for key and item for item (a tuple keeps its length), while each string
 * may say what it likes. Numbers stay as the English has them (they are facts, not words), and a
 * function (a sentence built around a value) keeps its parameters.
 */
export type Copy<T> = T extends string
  ? string
  : T extends (...args: infer Args) => string
    ? (...args: Args) => string
    : T extends object
      ? { readonly [Key in keyof T]: Copy<T[Key]> }
      : T;

/** A line quoted verbatim from one of our articles, shown as a pull quote linked to it. */
export interface PullQuote {
  text: string;
  /** The article quoted, which the quote links to. */
  articleId: ArticleId;
  /** The article's title, the link's text. */
  article: string;
}
