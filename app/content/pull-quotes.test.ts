/**
 * A pull quote is our own words: the line is in the article it links to, verbatim, and the link's
 * text is that article's title, in each language.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { about } from "./about";
import { about as aboutFr } from "./fr/about";
import { industries as industriesFr } from "./fr/industries";
import { industries } from "./industries";
import type { PullQuote } from "./types";

const BLOG = path.join(import.meta.dirname, "..", "..", "content", "blog");

const quotes: [string, PullQuote, "" | "fr"][] = [
  ["about", about.quote, ""],
  ["about (fr)", aboutFr.quote, "fr"],
  ["industries", industries.quote, ""],
  ["industries (fr)", industriesFr.quote, "fr"],
];

describe("the pull quotes", () => {
  for (const [page, quote, folder] of quotes) {
    it(`on ${page} quotes ${quote.articleId} verbatim under its title`, () => {
      const article = readFileSync(path.join(BLOG, folder, `${quote.articleId}.md`), "utf8");
      expect(article).toContain(quote.text);
      expect(article).toContain(`title: "${quote.article}"`);
    });
  }
});
