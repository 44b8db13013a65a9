import { describe, expect, it } from "vitest";
import { articleCoverSvg } from "../../app/components/art/article-covers";
import { publicPagePaths } from "../../app/content/public-paths";
import { services } from "../../app/content/services";
import { socialImagePath } from "../../app/domain/meta";
import { findArticle } from "../../app/server/articles.server";
import { socialCards } from "./social-images";

describe("socialCards", () => {
  const cards = socialCards();

  it("has one card for every public page, each with an image of its own", () => {
    expect(cards.map((card) => card.path)).toEqual(publicPagePaths);
    expect(new Set(cards.map((card) => socialImagePath(card.path))).size).toBe(publicPagePaths.length);
    for (const card of cards) {
      expect(card.title.length, card.path).toBeGreaterThan(0);
      expect(card.eyebrow.length, card.path).toBeGreaterThan(0);
    }
  });

  it("writes a page's own title and description on its card", () => {
    expect(cards.find((card) => card.path === "/services")).toMatchObject({
      title: services.meta.title,
      description: services.meta.description,
    });
  });

  it("writes an article's headline, category, read time and cover on its card", () => {
    const article = findArticle("cpl-vs-cpa")!;
    expect(cards.find((card) => card.path === "/blogs/cpl-vs-cpa")).toEqual({
      path: "/blogs/cpl-vs-cpa",
      eyebrow: article.category,
      title: article.title,
      detail: article.readTime,
      cover: articleCoverSvg("cpl-vs-cpa"),
    });
  });
});
