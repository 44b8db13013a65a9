import { describe, expect, it } from "vitest";
import { socialImagePath } from "~/domain/meta";
import { sitePageMeta, siteUrl, socialImageOf } from "./page-meta";
import { publicPagePaths } from "./public-paths";
import { site } from "./site";

const imageOf = (tags: ReturnType<typeof sitePageMeta>) =>
  tags.find((tag) => "property" in tag && tag.property === "og:image");

describe("socialImageOf", () => {
  it("gives every public page its own image, described by the title on it", () => {
    for (const path of publicPagePaths) {
      expect(socialImageOf(path, "T")).toEqual({ path: socialImagePath(path), alt: `T | ${site.brand}` });
    }
  });

  it("gives any other page (a 404, a booking) the home page's image", () => {
    for (const path of ["/no/such/page", "/bookings/4b1c0d4e", "/Services", "/blogs/unknown"]) {
      expect(socialImageOf(path, "Page Not Found").path).toBe("/og/home.png");
    }
  });
});

describe("sitePageMeta", () => {
  it("names the page's own image against the site's origin", () => {
    const tags = sitePageMeta({ title: "Services", description: "D" }, "/services");
    expect(imageOf(tags)).toEqual({ property: "og:image", content: `${siteUrl}/og/services.png` });
    expect(tags).toContainEqual({ property: "og:image:alt", content: `Services | ${site.brand}` });
  });

  it("describes an article's image by the headline it shows, not the SEO title", () => {
    const tags = sitePageMeta({ title: "CPL vs CPA", description: "D" }, "/blogs/cpl-vs-cpa", {
      type: "article",
      imageTitle: "Cost Per Lead vs Cost Per Acquisition",
    });
    expect(tags).toContainEqual({ property: "og:title", content: `CPL vs CPA | ${site.brand}` });
    expect(tags).toContainEqual({
      name: "twitter:image:alt",
      content: `Cost Per Lead vs Cost Per Acquisition | ${site.brand}`,
    });
  });

  it("gives a page that is not public, such as the 404, the home page's image", () => {
    const tags = sitePageMeta({ title: "Page Not Found", description: "D" }, "/missing/page", {
      noIndex: true,
    });
    expect(imageOf(tags)).toEqual({ property: "og:image", content: `${siteUrl}/og/home.png` });
  });
});
