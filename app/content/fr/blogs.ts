import type { BlogsPage } from "../blogs";
import { formatLongDate } from "~/domain/blog";
import { site } from "../site";
import { siteFr } from "./site";

const [toronto, ottawa] = site.cities;

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
  formatDate: (isoDate: string) => formatLongDate(isoDate, "fr"),
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
  closing: {
    title: "Mettez ces idées au travail dans votre marché",
    body: `Parlez-nous de vos territoires, de vos volumes et des règles auxquelles vous êtes soumis. Nous vous répondons ${siteFr.responsePromise} avec un plan, une tarification et le registre de consentement qui accompagnera chaque prospect.`,
    label: "Demander un programme de prospects",
  },
} satisfies BlogsPage;
