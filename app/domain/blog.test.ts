import { describe, expect, it } from "vitest";
import {
  type BlogPostSummary,
  articleCoverPath,
  countWords,
  formatLongDate,
  blogListSearch,
  isFeatured,
  matchesFilter,
  parseCategory,
  readTimeMinutes,
  recentPosts,
  relatedPosts,
  sortNewestFirst,
} from "./blog";

function post(id: string, date: string, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id,
    date,
    title: `Title ${id}`,
    excerpt: `Excerpt ${id}`,
    category: "Lead Gen",
    readTime: "4 min read",
    ...overrides,
  };
}

const posts = [
  post("a", "2025-05-12", { title: "CPL vs CPA", category: "Performance Marketing" }),
  post("b", "2025-08-19", { title: "Landing Page Checklist", category: "Compliance" }),
  post("c", "2025-07-25", { excerpt: "Why CASL consent matters", category: "Pay-Per-Lead" }),
  post("d", "2025-06-18"),
  post("e", "2025-08-05"),
];

describe("matchesFilter", () => {
  it("matches the title case-insensitively", () => {
    expect(matchesFilter(posts[0]!, { query: "cpl VS", category: "All" })).toBe(true);
  });

  it("matches the excerpt case-insensitively", () => {
    expect(matchesFilter(posts[2]!, { query: "casl", category: "All" })).toBe(true);
  });

  it("does not match text found in neither title nor excerpt", () => {
    expect(matchesFilter(posts[2]!, { query: "Pay-Per-Lead", category: "All" })).toBe(false);
  });

  it("requires the category unless it is All", () => {
    expect(matchesFilter(posts[1]!, { query: "", category: "Compliance" })).toBe(true);
    expect(matchesFilter(posts[1]!, { query: "", category: "Lead Gen" })).toBe(false);
    expect(matchesFilter(posts[1]!, { query: "", category: "All" })).toBe(true);
  });

  it("needs both the text and the category to match", () => {
    expect(matchesFilter(posts[1]!, { query: "checklist", category: "Compliance" })).toBe(true);
    expect(matchesFilter(posts[1]!, { query: "checklist", category: "Pay-Per-Lead" })).toBe(false);
  });

  it("ignores surrounding spaces in the search text", () => {
    expect(matchesFilter(posts[0]!, { query: "  cpl  ", category: "All" })).toBe(true);
  });
});

describe("sorting and the sidebar", () => {
  it("sorts newest first without changing the input", () => {
    const sorted = sortNewestFirst(posts);
    expect(sorted.map((p) => p.id)).toEqual(["b", "e", "c", "d", "a"]);
    expect(posts[0]!.id).toBe("a");
  });

  it("shows the four most recent posts in the sidebar", () => {
    expect(recentPosts(posts).map((p) => p.id)).toEqual(["b", "e", "c", "d"]);
  });
});

describe("the list as filtered", () => {
  it("gives the newest of an odd number of cards a row of its own, and no other card", () => {
    expect([0, 1, 2].map((index) => isFeatured(index, 3))).toEqual([true, false, false]);
    expect([0, 1].map((index) => isFeatured(index, 2))).toEqual([false, false]);
    expect(isFeatured(0, 1)).toBe(false); // a single card keeps its column's width
    expect(isFeatured(-1, 3)).toBe(false); // a hidden card
  });

  it("writes the filters into the address, leaving out the defaults", () => {
    expect(blogListSearch({ query: "", category: "All" })).toBe("");
    expect(blogListSearch({ query: "consent & CASL", category: "All" })).toBe("?q=consent+%26+CASL");
    expect(blogListSearch({ query: "cpl", category: "Lead Gen" })).toBe("?q=cpl&category=Lead+Gen");
  });
});

describe("parseCategory", () => {
  it("accepts the four categories and All", () => {
    expect(parseCategory("Compliance")).toBe("Compliance");
    expect(parseCategory("All")).toBe("All");
  });

  it("treats a missing or unknown category as All", () => {
    expect(parseCategory(null)).toBe("All");
    expect(parseCategory("compliance")).toBe("All");
    expect(parseCategory("<script>")).toBe("All");
  });
});

describe("formatLongDate", () => {
  it("formats an ISO date in en-US long form", () => {
    expect(formatLongDate("2025-07-25")).toBe("July 25, 2025");
    expect(formatLongDate("2025-08-05")).toBe("August 5, 2025");
  });

  it("does not shift the day in time zones west of UTC", () => {
    // The formatter is pinned to UTC, so midnight UTC stays on the same calendar day.
    expect(formatLongDate("2025-01-01")).toBe("January 1, 2025");
  });
});

describe("reading time", () => {
  it("counts words, not punctuation", () => {
    expect(countWords("Consent, recorded — and kept.\n\n- one\n- two")).toBe(6);
  });

  it("reads the minutes of a read-time label", () => {
    expect(readTimeMinutes("8 min read")).toBe(8);
    expect(() => readTimeMinutes("eight minutes")).toThrow();
  });
});

describe("articleCoverPath", () => {
  it("names each article's own cover", () => {
    expect(articleCoverPath("cpl-vs-cpa")).toBe("/covers/cpl-vs-cpa.svg");
  });
});

describe("relatedPosts", () => {
  const current = post("current", "2025-06-15", { category: "Compliance" });
  const posts = [
    current,
    post("other-near", "2025-06-14", { category: "Lead Gen" }),
    post("same-far", "2024-01-01", { category: "Compliance" }),
    post("same-near", "2025-07-01", { category: "Compliance" }),
    post("other-far", "2023-01-01", { category: "Pay-Per-Lead" }),
    post("other-mid", "2025-03-01", { category: "Pay-Per-Lead" }),
  ];

  it("offers the same category first, nearest in date first, then the others by date", () => {
    expect(relatedPosts(current, posts, 5).map((related) => related.id)).toEqual([
      "same-near",
      "same-far",
      "other-near",
      "other-mid",
      "other-far",
    ]);
  });

  it("never offers the article itself, and offers three by default", () => {
    const related = relatedPosts(current, posts);
    expect(related).toHaveLength(3);
    expect(related.map((item) => item.id)).not.toContain("current");
  });

  it("breaks a tie in distance for the newer article, whatever the input's order", () => {
    const before = post("before", "2025-06-10", { category: "Lead Gen" });
    const after = post("after", "2025-06-20", { category: "Lead Gen" });
    expect(relatedPosts(current, [before, after], 1)).toEqual([after]);
    expect(relatedPosts(current, [after, before], 1)).toEqual([after]);
  });
});
