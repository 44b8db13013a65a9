import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  documentTitle,
  pageMeta,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  socialImagePath,
} from "./meta";

const base = {
  locale: "en" as const,
  brand: "Acme Leads",
  siteUrl: "https://leads.example",
  image: { path: "/og/services.png", alt: "Services | Acme Leads" },
};

describe("documentTitle", () => {
  it("follows the 'title | brand' pattern", () => {
    expect(documentTitle("Services", "Acme Leads")).toBe("Services | Acme Leads");
  });
});

describe("absoluteUrl", () => {
  it("joins a path to the site origin with or without a trailing slash", () => {
    expect(absoluteUrl("/about", "https://leads.example")).toBe("https://leads.example/about");
    expect(absoluteUrl("/about", "https://leads.example/")).toBe("https://leads.example/about");
    expect(absoluteUrl("/", "https://leads.example")).toBe("https://leads.example/");
  });
});

describe("socialImagePath", () => {
  it("names the home page's image home.png", () => {
    expect(socialImagePath("/")).toBe("/og/home.png");
  });

  it("names a page's image after its path, nested paths in folders", () => {
    expect(socialImagePath("/services")).toBe("/og/services.png");
    expect(socialImagePath("/book-a-call")).toBe("/og/book-a-call.png");
    expect(socialImagePath("/blogs")).toBe("/og/blogs.png");
    expect(socialImagePath("/blogs/cpl-vs-cpa")).toBe("/og/blogs/cpl-vs-cpa.png");
  });

  it("gives different pages different images", () => {
    const paths = ["/", "/blogs", "/blogs/home", "/blogs/x", "/blogs-x", "/x/blogs"];
    expect(new Set(paths.map(socialImagePath)).size).toBe(paths.length);
  });

  it("refuses anything that is not a public page's path", () => {
    for (const path of [
      "",
      "services",
      "/services/",
      "/Services",
      "/blogs?category=Compliance",
      "/blogs#top",
      "/../secrets",
      "/blogs/../admin",
      "//evil.example/x",
      "/a--b",
      "/-a",
      "/a b",
      // Its image would be the home page's.
      "/home",
    ]) {
      expect(() => socialImagePath(path), path).toThrow(/Not a public page path/);
    }
  });
});

describe("pageMeta", () => {
  const tags = pageMeta({ ...base, title: "Services", description: "What we do.", path: "/services" });

  it("sets the title, description, social tags and canonical link", () => {
    expect(tags).toContainEqual({ title: "Services | Acme Leads" });
    expect(tags).toContainEqual({ name: "description", content: "What we do." });
    expect(tags).toContainEqual({ property: "og:title", content: "Services | Acme Leads" });
    expect(tags).toContainEqual({ property: "og:description", content: "What we do." });
    expect(tags).toContainEqual({ property: "og:url", content: "https://leads.example/services" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ name: "twitter:title", content: "Services | Acme Leads" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://leads.example/services",
    });
  });

  it("names the social image, absolute, with its size and text, for Open Graph and a large Twitter card", () => {
    const image = "https://leads.example/og/services.png";
    expect(tags).toContainEqual({ property: "og:image", content: image });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "Services | Acme Leads" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "twitter:image", content: image });
    expect(tags).toContainEqual({ name: "twitter:image:alt", content: "Services | Acme Leads" });
    expect([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT]).toEqual([1200, 630]);
  });

  it("has one of each social tag", () => {
    const keys = tags.flatMap((tag) =>
      "property" in tag ? [tag.property] : "name" in tag ? [tag.name] : [],
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("makes the image absolute against an origin with a trailing slash too", () => {
    const meta = pageMeta({
      ...base,
      siteUrl: "https://leads.example/",
      title: "T",
      description: "D",
      path: "/",
    });
    expect(meta).toContainEqual({ property: "og:image", content: "https://leads.example/og/services.png" });
  });

  it("marks articles as og:type article", () => {
    const article = pageMeta({ ...base, title: "T", description: "D", path: "/blogs/x", type: "article" });
    expect(article).toContainEqual({ property: "og:type", content: "article" });
  });

  it("gives a page that must not be indexed a robots tag and no canonical link", () => {
    const missing = pageMeta({
      ...base,
      title: "Page Not Found",
      description: "D",
      path: "/x",
      noIndex: true,
    });
    expect(missing).toContainEqual({ name: "robots", content: "noindex" });
    expect(missing.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});

describe("pageMeta in two languages", () => {
  const alternates = { en: "/compliance", fr: "/fr/conformite" };
  const french = pageMeta({
    ...base,
    locale: "fr",
    title: "Conformité",
    description: "D",
    path: "/fr/conformite",
    alternates,
  });
  const english = pageMeta({
    ...base,
    title: "Compliance",
    description: "D",
    path: "/compliance",
    alternates,
  });

  it("names the page's locale for Open Graph, and the other as its alternate", () => {
    expect(french).toContainEqual({ property: "og:locale", content: "fr_CA" });
    expect(french).toContainEqual({ property: "og:locale:alternate", content: "en_CA" });
    expect(english).toContainEqual({ property: "og:locale", content: "en_CA" });
    expect(english).toContainEqual({ property: "og:locale:alternate", content: "fr_CA" });
  });

  it("links both languages and x-default, the same set on both sides", () => {
    const links = (tags: typeof french) => tags.filter((tag) => "rel" in tag && tag.rel === "alternate");
    const expected = [
      { tagName: "link", rel: "alternate", hrefLang: "en-CA", href: "https://leads.example/compliance" },
      { tagName: "link", rel: "alternate", hrefLang: "fr-CA", href: "https://leads.example/fr/conformite" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://leads.example/compliance" },
    ];
    expect(links(french)).toEqual(expected);
    expect(links(english)).toEqual(expected);
  });

  it("gives a page without a counterpart no alternates", () => {
    const page = pageMeta({ ...base, title: "T", description: "D", path: "/x" });
    expect(page.some((tag) => "rel" in tag && tag.rel === "alternate")).toBe(false);
    expect(page.some((tag) => "property" in tag && tag.property === "og:locale:alternate")).toBe(false);
  });
});

describe("pageMeta's structured data", () => {
  const structured = (tags: ReturnType<typeof pageMeta>) =>
    tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));

  it("describes a page as a WebPage of the site, in its language", () => {
    const french = pageMeta({
      ...base,
      locale: "fr",
      title: "Conformité",
      description: "D",
      path: "/fr/conformite",
    });
    expect(structured(french)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: "Conformité | Acme Leads",
        description: "D",
        url: "https://leads.example/fr/conformite",
        inLanguage: "fr-CA",
        isPartOf: {
          "@type": "WebSite",
          name: "Acme Leads",
          url: "https://leads.example/fr",
          inLanguage: "fr-CA",
        },
      },
    ]);
    const english = pageMeta({ ...base, title: "Compliance", description: "D", path: "/compliance" });
    expect(structured(english)).toMatchObject([
      { inLanguage: "en-CA", isPartOf: { url: "https://leads.example/", inLanguage: "en-CA" } },
    ]);
  });

  it("leaves it out of an article, which has its own, and of a page that is not indexed", () => {
    expect(
      structured(pageMeta({ ...base, title: "T", description: "D", path: "/blogs/x", type: "article" })),
    ).toEqual([]);
    expect(
      structured(pageMeta({ ...base, title: "T", description: "D", path: "/x", noIndex: true })),
    ).toEqual([]);
  });
});
