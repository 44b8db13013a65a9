import { describe, expect, it } from "vitest";
import { articleIds } from "~/content/blog-ids";
import { COVER_SIZE } from "~/domain/blog";
import { articleCoverSvg } from "./article-covers";
import { palette } from "./palette";

describe("articleCoverSvg", () => {
  const covers = articleIds.map((id) => articleCoverSvg(id));

  it("draws every article a cover of its own", () => {
    expect(new Set(covers).size).toBe(articleIds.length);
  });

  it("draws the same cover every time", () => {
    expect(articleIds.map((id) => articleCoverSvg(id))).toEqual(covers);
  });

  it("is an SVG document of the covers' size, in the brand's palette only, with no text", () => {
    const colours = new Set<string>(Object.values(palette));
    for (const [index, cover] of covers.entries()) {
      const id = articleIds[index];
      expect(cover, id).toMatch(
        new RegExp(
          `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_SIZE.width} ${COVER_SIZE.height}"`,
        ),
      );
      expect(cover, id).not.toContain("<text");
      for (const [, colour] of cover.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/g)) {
        expect(colours, `${id}: ${colour}`).toContain(colour);
      }
    }
  });
});
