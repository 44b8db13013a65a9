import { type CategoryFilter, formatLongDate } from "~/domain/blog";
import { site } from "./site";
import type { CallToAction, Hero, PageMeta } from "./types";

/**
 * The copy of the blog list (/blogs) that is not the articles' own. Kept light (it imports only
 * the site's identity and the pure rules of domain/blog.ts): the list's filter script may need its
 * words in the browser.
 */
export type BlogsPage = {
  meta: PageMeta;
  /** `title` is the page's h1. */
  hero: Hero;
  /** The list's own address: where the search form and the empty list's "clear" form go. */
  listPath: string;
  filter: {
    /** The search box's label, read by screen readers only. */
    searchLabel: string;
    searchPlaceholder: string;
    submit: string;
    /** The aria-label of the category buttons. */
    categoriesLabel: string;
  };
  /**
   * What a category is called on its button and on a card's badge. The ids stay what they are (the
   * address and the filter script use them); only what a visitor reads changes.
   */
  categories: Record<CategoryFilter, string>;
  /** An article's date on its card and in the sidebar: "2025-07-25" → "July 25, 2025". */
  formatDate: (isoDate: string) => string;
  /** What the list says when no article matches, and its button that clears the filters. */
  empty: { message: string; clear: string };
  sidebar: {
    /** The sidebar's aria-label. */
    label: string;
    about: { title: string; body: string; link: { label: string; to: string } };
    recentTitle: string;
  };
  /** The band that closes the list, to the lead request. */
  closing: CallToAction;
};

export const blogs = {
  meta: {
    title: "Blog",
    description:
      "Practical articles on pay-per-lead pricing, consent and CASL compliance, channel strategy and lead quality for Canadian businesses in regulated industries.",
  },
  hero: {
    eyebrow: "Insights",
    title: `The ${site.brand} blog`,
    lead: "Practical guidance on pay-per-lead, consent and compliance, channels and lead quality for Canadian businesses in regulated industries.",
  },
  listPath: "/blogs",
  filter: {
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles",
    submit: "Search",
    categoriesLabel: "Filter by category",
  },
  categories: {
    All: "All",
    "Performance Marketing": "Performance Marketing",
    "Pay-Per-Lead": "Pay-Per-Lead",
    Compliance: "Compliance",
    "Lead Gen": "Lead Gen",
  },
  formatDate: formatLongDate,
  empty: {
    message: "No articles found matching your search criteria.",
    clear: "Clear Filters",
  },
  sidebar: {
    label: "About this blog and recent posts",
    about: {
      title: `About ${site.brand}`,
      body: `A compliance-first pay-per-lead agency in ${site.cities.join(" and ")}. Every lead we deliver carries a consent record you can show a regulator.`,
      link: { label: "More about us", to: "/about" },
    },
    recentTitle: "Recent posts",
  },
  closing: {
    title: "Put these ideas to work in your market",
    body: `Tell us your territories, volumes and the rules you answer to. We reply ${site.responsePromise} with a plan, pricing and the consent record every lead will carry.`,
    label: "Request a lead program",
  },
} satisfies BlogsPage;
