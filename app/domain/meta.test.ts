import { describe, expect, it } from "vitest";
import { absoluteUrl, documentTitle, pageMeta } from "./meta";

const base = { brand: "Acme Leads", siteUrl: "https://leads.example" };

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

describe("pageMeta", () => {
  const tags = pageMeta({ ...base, title: "Services", description: "What we do.", path: "/services" });

  it("sets the title, description, social tags and canonical link", () => {
    expect(tags).toContainEqual({ title: "Services | Acme Leads" });
    expect(tags).toContainEqual({ name: "description", content: "What we do." });
    expect(tags).toContainEqual({ property: "og:title", content: "Services | Acme Leads" });
    expect(tags).toContainEqual({ property: "og:description", content: "What we do." });
    expect(tags).toContainEqual({ property: "og:url", content: "https://leads.example/services" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags).toContainEqual({ name: "twitter:title", content: "Services | Acme Leads" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://leads.example/services",
    });
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
