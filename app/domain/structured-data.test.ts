import { describe, expect, it } from "vitest";
import { articleStructuredData, jsonForScript } from "./structured-data";

const article = {
  path: "/blogs/cpl-vs-cpa",
  language: "en-CA",
  title: "CPL vs CPA",
  description: "Which pricing model fits.",
  date: "2025-05-12",
  category: "Performance Marketing",
};

describe("articleStructuredData", () => {
  const [articleLd, breadcrumbs] = articleStructuredData(
    article,
    { home: { name: "Home", path: "/" }, blog: { name: "Blog", path: "/blogs" } },
    "Acme Leads",
    "https://leads.example",
  );

  it("describes the article with absolute URLs", () => {
    expect(articleLd).toMatchObject({
      "@type": "Article",
      headline: "CPL vs CPA",
      datePublished: "2025-05-12",
      url: "https://leads.example/blogs/cpl-vs-cpa",
      publisher: { "@type": "Organization", name: "Acme Leads" },
    });
  });

  it("gives the breadcrumb trail Home, Blog, title", () => {
    expect(breadcrumbs.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, "Home", "https://leads.example/"],
      [2, "Blog", "https://leads.example/blogs"],
      [3, "CPL vs CPA", "https://leads.example/blogs/cpl-vs-cpa"],
    ]);
  });
});

describe("jsonForScript", () => {
  it("escapes < so a value cannot end the script element", () => {
    const json = jsonForScript({ title: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ title: "</script><script>alert(1)</script>" });
  });
});
