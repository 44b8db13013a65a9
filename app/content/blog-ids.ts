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

/**
 * Each article's path segment on the French site (/fr/blogue/{slug}): the same article, written
 * for French readers, under words they read.
 */
export const frenchArticleSlugs = {
  "power-of-pay-per-lead": "la-force-du-paiement-au-prospect",
  "channels-that-drive-performance": "canaux-qui-generent-des-resultats",
  "ai-automation-performance-marketing": "ia-et-automatisation-en-marketing-de-performance",
  "why-compliance-matters": "pourquoi-la-conformite-compte",
  "cpl-vs-cpa": "cout-par-prospect-ou-cout-par-acquisition",
  "native-advertising-trends": "tendances-de-la-publicite-native",
  "first-party-data-lead-gen": "donnees-primaires-et-generation-de-prospects",
  "lead-quality-scoring": "notation-de-la-qualite-des-prospects",
  "landing-page-compliance-checklist": "liste-de-verification-des-pages-d-atterrissage",
} as const satisfies Record<ArticleId, string>;
