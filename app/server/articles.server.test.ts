import { describe, expect, it } from "vitest";
import { articleIds } from "~/content/blog-ids";
import { readTimeMinutes, WORDS_PER_MINUTE } from "~/domain/blog";
import { allArticles, findArticle, parseArticle, postSummaries } from "./articles.server";

// DESIGN.md decision 8: the metadata rows of spec.md section 3, in the order of the ids.
const expected = {
  "power-of-pay-per-lead": ["Pay-Per-Lead", "2025-07-25", "8 min read"],
  "channels-that-drive-performance": ["Performance Marketing", "2025-07-08", "7 min read"],
  "ai-automation-performance-marketing": ["Lead Gen", "2025-06-18", "6 min read"],
  "why-compliance-matters": ["Compliance", "2025-05-28", "4 min read"],
  "cpl-vs-cpa": ["Performance Marketing", "2025-05-12", "4 min read"],
  "native-advertising-trends": ["Performance Marketing", "2025-04-29", "4 min read"],
  "first-party-data-lead-gen": ["Lead Gen", "2025-08-05", "7 min read"],
  "lead-quality-scoring": ["Lead Gen", "2025-08-12", "8 min read"],
  "landing-page-compliance-checklist": ["Compliance", "2025-08-19", "9 min read"],
} as const;

describe("the French articles (issue 24)", () => {
  it("exist for every article, and no other", () => {
    expect(
      allArticles("fr")
        .map((a) => a.id)
        .sort(),
    ).toEqual([...articleIds].sort());
  });

  it.each(articleIds)("%s keeps its English category and date, and states its own read time", (id) => {
    const french = findArticle(id, "fr")!;
    const english = findArticle(id, "en")!;
    expect([french.category, french.date]).toEqual([english.category, english.date]);
    expect(french.readTime).toMatch(/^\d+ min de lecture$/);
    expect(
      Math.abs(french.wordCount / WORDS_PER_MINUTE - readTimeMinutes(french.readTime)),
    ).toBeLessThanOrEqual(1);
  });

  it.each(articleIds)("%s has the same tables as the English, each with its French caption", (id) => {
    const tables = (html: string) => html.match(/<caption /g)?.length ?? 0;
    expect(tables(findArticle(id, "fr")!.html)).toBe(tables(findArticle(id, "en")!.html));
  });

  it("refuses a French table without its caption", () => {
    const source = `---
id: "cpl-vs-cpa"
title: "T"
seoTitle: "S"
metaDescription: "${"d".repeat(60)}"
excerpt: "E"
category: "Compliance"
date: "2025-05-12"
readTime: "4 min de lecture"
insightTitle: "I"
insightContent: "C"
---

Table: English caption

| a |
|---|
| 1 |
`;
    expect(() => parseArticle("/content/blog/fr/cpl-vs-cpa.md", source, "fr")).toThrow(/Tableau/);
  });
});

describe("the article loader", () => {
  it("loads exactly the nine articles of spec.md", () => {
    expect(
      allArticles()
        .map((a) => a.id)
        .sort(),
    ).toEqual([...articleIds].sort());
  });

  it.each(articleIds)("%s has the category, date and read time of DESIGN.md decision 8", (id) => {
    const article = findArticle(id)!;
    expect([article.category, article.date, article.readTime]).toEqual(expected[id]);
  });

  it.each(articleIds)("%s has a body whose length fits its read time within a minute", (id) => {
    const article = findArticle(id)!;
    const minutes = article.wordCount / WORDS_PER_MINUTE;
    expect(Math.abs(minutes - readTimeMinutes(article.readTime))).toBeLessThanOrEqual(1);
  });

  it.each(articleIds)("%s has every text field filled and a rendered body", (id) => {
    const article = findArticle(id)!;
    for (const field of [
      "title",
      "seoTitle",
      "metaDescription",
      "excerpt",
      "insightTitle",
      "insightContent",
    ] as const) {
      expect(article[field].trim().length, field).toBeGreaterThan(10);
    }
    expect(article.html).toMatch(/<h2[ >]/);
    expect(article.html).not.toMatch(/<h1[ >]/);
  });

  it("dates the nine posts from 2025-04-29 to 2025-08-19", () => {
    const dates = allArticles()
      .map((a) => a.date)
      .sort();
    expect(dates[0]).toBe("2025-04-29");
    expect(dates.at(-1)).toBe("2025-08-19");
  });

  it("keeps the lead score bands in lead-quality-scoring", () => {
    const text = findArticle("lead-quality-scoring")!.html;
    expect(text).toContain("MQL 50-75");
    expect(text).toContain("SQL 75-90");
    expect(text).toContain("hot lead 90+");
  });

  it("finds nothing for an unknown id", () => {
    expect(findArticle("not-an-article")).toBeUndefined();
  });

  it("gives the list entries without bodies", () => {
    const summary = postSummaries().find((p) => p.id === "cpl-vs-cpa")!;
    expect(Object.keys(summary).sort()).toEqual(["category", "date", "excerpt", "id", "readTime", "title"]);
  });
});

describe("parseArticle", () => {
  const valid = `---
id: "cpl-vs-cpa"
title: "A title"
seoTitle: "An SEO title"
metaDescription: "A description long enough to pass the fifty character minimum."
excerpt: "An excerpt."
category: "Compliance"
date: "2025-05-12"
readTime: "4 min read"
insightTitle: "Insight"
insightContent: "The takeaway."
---
## Heading

Body text.
`;

  it("parses front matter and renders Markdown", () => {
    const article = parseArticle("/content/blog/cpl-vs-cpa.md", valid);
    expect(article.title).toBe("A title");
    expect(article.html).toContain("<h2>Heading</h2>");
    expect(article.wordCount).toBe(3);
  });

  it("puts each table in a box of its own that scrolls, takes focus and is named by its caption", () => {
    const table = (caption: string) => `Table: ${caption}\n\n| Band | Score |\n|---|---|\n| MQL | 50-75 |`;
    const article = parseArticle(
      "/content/blog/cpl-vs-cpa.md",
      valid.replace(
        "Body text.",
        `${table("Score bands")}\n\nBetween.\n\n${table("Owners & <b>cadence</b>")}`,
      ),
    );
    expect(article.html).toMatch(
      /<div class="table-scroll" role="region" aria-labelledby="table-1-caption" tabindex="0"><table><caption id="table-1-caption">Score bands<\/caption>[\s\S]*?<\/table><\/div>/,
    );
    // The caption is Markdown like the rest: escaped or formatted by marked, never raw.
    expect(article.html).toContain('<caption id="table-2-caption">Owners &amp; <b>cadence</b></caption>');
    expect(article.html).not.toContain("Table:");
  });

  it("refuses a table without a caption, naming the file", () => {
    expect(() =>
      parseArticle(
        "/content/blog/cpl-vs-cpa.md",
        valid.replace("Body text.", "| Band | Score |\n|---|---|\n| MQL | 50-75 |"),
      ),
    ).toThrow(/cpl-vs-cpa\.md: every table needs a caption/);
  });

  it("rejects an unknown category with the file named", () => {
    expect(() =>
      parseArticle("/content/blog/cpl-vs-cpa.md", valid.replace('"Compliance"', '"Sports"')),
    ).toThrow(/cpl-vs-cpa\.md/);
  });

  it("rejects a file whose name does not match its id", () => {
    expect(() => parseArticle("/content/blog/other.md", valid)).toThrow(/file name must match/);
  });

  it("rejects a missing field", () => {
    expect(() => parseArticle("/content/blog/cpl-vs-cpa.md", valid.replace(/insightTitle:.*\n/, ""))).toThrow(
      /insightTitle/,
    );
  });

  it("rejects a file without front matter, with the file named", () => {
    expect(() => parseArticle("/content/blog/cpl-vs-cpa.md", "## Heading\n\nBody text.\n")).toThrow(
      /cpl-vs-cpa\.md must start with its front matter/,
    );
  });

  it("rejects front matter that is not YAML, with the file named", () => {
    expect(() =>
      parseArticle("/content/blog/cpl-vs-cpa.md", valid.replace('title: "A title"', 'title: "A title')),
    ).toThrow(/Front matter of \/content\/blog\/cpl-vs-cpa\.md/);
  });
});
