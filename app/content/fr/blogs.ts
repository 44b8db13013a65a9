import type { BlogsPage } from "../blogs";
import { site } from "../site";

const [toronto, ottawa] = site.cities;

const months = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

/** "2025-07-25" → "25 juillet 2025", "2025-08-01" → "1er août 2025": the date as Quebec writes it. */
export function formatLongDateFr(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const dayWord = day === 1 ? "1er" : String(day);
  return `${dayWord} ${months[month - 1]} ${year}`;
}

/** "0 article affiché", "1 article affiché", "9 articles affichés": French counts 0 and 1 as singular. */
/**
 * The copy of the French blog list (/fr/blogue) that is not the articles' own. Kept light, like
 * ../blogs.ts: the list's filter script may need its words in the browser.
 */
export const blogs = {
  meta: {
    title: "Blogue",
    description:
      "Articles pratiques sur le paiement au prospect, le consentement et la LCAP, les canaux et la qualité des prospects pour les entreprises réglementées du Canada.",
  },
  hero: {
    eyebrow: "Perspectives",
    title: `Le blogue de ${site.brand}`,
    lead: "Des conseils pratiques sur le paiement au prospect, le consentement et la conformité, les canaux et la qualité des prospects pour les entreprises canadiennes des secteurs réglementés.",
  },
  listPath: "/fr/blogue",
  filter: {
    searchLabel: "Rechercher des articles",
    searchPlaceholder: "Rechercher des articles",
    submit: "Rechercher",
    categoriesLabel: "Filtrer par catégorie",
  },
  categories: {
    All: "Toutes",
    "Performance Marketing": "Marketing de performance",
    "Pay-Per-Lead": "Paiement au prospect",
    Compliance: "Conformité",
    "Lead Gen": "Génération de prospects",
  },
  formatDate: formatLongDateFr,
  empty: {
    message: "Aucun article ne correspond à vos critères de recherche.",
    clear: "Effacer les filtres",
  },
  sidebar: {
    label: "À propos de ce blogue et articles récents",
    about: {
      title: `À propos de ${site.brand}`,
      body: `Une agence de paiement au prospect axée sur la conformité, à ${toronto} et à ${ottawa}. Chaque prospect que nous livrons est accompagné d'un registre de consentement que vous pouvez présenter à un organisme de réglementation.`,
      link: { label: "En savoir plus sur nous", to: "/fr/a-propos" },
    },
    recentTitle: "Articles récents",
  },
} satisfies BlogsPage;
