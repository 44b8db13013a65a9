import type { PageMeta } from "./types";

/** The copy of the blog list (/blogs) that is not the articles' own. */
export const blogs = {
  meta: {
    title: "Blog",
    description:
      "Practical articles on pay-per-lead pricing, consent and CASL compliance, channel strategy and lead quality for Canadian businesses in regulated industries.",
  } satisfies PageMeta,
};
