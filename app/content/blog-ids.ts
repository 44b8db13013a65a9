/** The nine article ids of spec.md section 2, in the order DESIGN.md decision 8 maps them. */
export const articleIds = [
  "power-of-pay-per-lead",
  "channels-that-drive-performance",
  "ai-automation-performance-marketing",
  "why-compliance-matters",
  "cpl-vs-cpa",
  "native-advertising-trends",
  "first-party-data-lead-gen",
  "lead-quality-scoring",
  "landing-page-compliance-checklist",
] as const;

export type ArticleId = (typeof articleIds)[number];
