import { bookingPolicyWordsFr } from "~/domain/booking-policy";
import type { AboutPage } from "../about";
import { site } from "../site";
import { officeHours } from "./office-hours";
import { siteFr } from "./site";

const [toronto, ottawa] = siteFr.offices;

/** The copy of /fr/a-propos, in French. */
export const about = {
  meta: {
    title: "À propos",
    description: `${site.brand} est une agence de paiement au prospect axée sur la conformité, à ${toronto.city} et à ${ottawa.city}, qui livre des prospects consentants et vérifiés.`,
  },
  hero: {
    eyebrow: "À propos",
    title: "Une agence canadienne de génération de prospects bâtie autour de la conformité",
    lead: `Depuis ${site.foundedYear}, ${site.brand} génère des prospects pour des entreprises réglementées à partir de ses bureaux de ${toronto.city} et d'${ottawa.city}. Nous allions l'achat média axé sur la performance aux registres de consentement et au traitement rigoureux des données dont ces entreprises ont besoin.`,
  },
  missionAndVisionLabel: "Mission et vision",
  mission: {
    title: "Notre mission",
    body: "Offrir aux entreprises réglementées un flux constant de prospects qualifiés qu'elles peuvent joindre en toute confiance, parce que chaque prospect a été généré honnêtement, a donné un consentement clair et est facturé selon les résultats.",
  },
  vision: {
    title: "Notre vision",
    body: "Une industrie de la génération de prospects où les registres de consentement sont la norme, où les sources sont transparentes et où les acheteurs paient pour des résultats, et non pour des impressions. Chaque prospect que nous livrons doit résister à la question d'un organisme de réglementation, à l'audit d'un assureur ou à la plainte d'un client.",
  },
  sections: {
    differentiators: { eyebrow: "Différence", title: "Ce qui nous distingue" },
    teams: { eyebrow: "Notre équipe", title: "L'organisation de notre équipe" },
    values: { eyebrow: "Valeurs", title: "Nos valeurs fondamentales" },
  },
  differentiators: [
    {
      title: "Un registre de consentement pour chaque prospect",
      body: "L'horodatage, l'adresse IP et l'agent utilisateur, la version du texte de consentement, la page et le canal d'origine ainsi que l'emplacement géographique accompagnent chaque prospect, au lieu de dormir dans un fichier que nous promettons de retrouver plus tard.",
    },
    {
      title: "Des prospects exclusifs",
      body: "Chaque prospect va à un seul client, et le libellé de consentement nomme ce client. Nous ne revendons pas les prospects, nous ne les partageons pas et nous ne faisons pas de coinscription.",
    },
    {
      title: "Un paiement lié à des critères écrits",
      body: "Nous convenons avant le lancement de ce que signifie « qualifié », et nous remplaçons les prospects qui ne répondent pas à cette définition lorsqu'ils sont signalés dans les 7 jours suivant leur livraison.",
    },
    {
      title: "Un examen de conformité pour chaque campagne",
      body: "Notre équipe de conformité examine les annonces, les pages d'atterrissage, le libellé de consentement et les sources partenaires avant le lancement, puis de nouveau chaque fois que l'un d'eux change.",
    },
    {
      title: "Des sources transparentes",
      body: "Vous voyez quel canal, quelle campagne et quel partenaire ont produit chaque prospect : vous pouvez donc juger la qualité source par source plutôt que d'après une moyenne.",
    },
    {
      title: "Une équipe et un traitement des données au Canada",
      body: `Notre personnel travaille à ${toronto.city} et à ${ottawa.city}, et nous conservons les données des prospects au Canada partout où nos outils le permettent\u202f; lorsque ce n'est pas le cas, nous vous le disons avant le lancement.`,
    },
  ],
  teams: [
    {
      title: "Achat média",
      body: "Planifie et gère les campagnes de recherche, de médias sociaux, de publicité native, d'affichage et de courriel/affiliation, teste les créations et les pages d'atterrissage, et déplace le budget vers les sources qui produisent des prospects acceptés.",
    },
    {
      title: "Conformité et protection des données",
      body: "Rédige les libellés de consentement et en gère les versions, examine les annonces et les sources partenaires au regard de la LCAP, de la LPRPDE, de la TCPA et du RGPD, et applique nos procédures de conservation, d'accès et d'intervention en cas d'atteinte aux mesures de sécurité.",
    },
    {
      title: "Qualité et validation des prospects",
      body: "Vérifie chaque prospect avant la livraison (fraude, doublons, possibilité de joindre la personne), examine les demandes de remplacement dans un délai de 2 jours ouvrables et rend compte de la qualité par source.",
    },
    {
      title: "Réussite client",
      body: `Votre interlocuteur désigné pour les critères de prospects, les plafonds, les rapports et la livraison au CRM, qui vous répond ${siteFr.responsePromise}, et qui anime un bilan mensuel des résultats.`,
    },
  ],
  values: [
    {
      title: "Le consentement avant le volume",
      body: "Nous préférons livrer moins de prospects plutôt qu'un seul prospect dont nous ne pourrions pas démontrer le consentement.",
    },
    {
      title: "Des rapports honnêtes",
      body: "Nous présentons les taux d'acceptation, les remplacements et les sources tels qu'ils sont, y compris pour les semaines qui se passent mal.",
    },
    {
      title: "Un langage clair",
      body: "Les libellés de consentement, les propositions et les factures sont rédigés pour que la personne qui les lit les comprenne du premier coup.",
    },
    {
      title: "La responsabilité",
      body: "Quand un prospect ou une campagne ne répond pas aux attentes, nous le disons, nous corrigeons la cause et nous remplaçons ce que nous devons.",
    },
  ],
  canada: {
    eyebrow: `${toronto.city} et ${ottawa.city}`,
    title: "Établis au Canada",
    paragraphs: [
      `${site.brand} est une entreprise canadienne dont les bureaux se trouvent dans le ${toronto.area} de ${toronto.city} et au ${ottawa.area}, à ${ottawa.city}. Nos équipes des médias, de la conformité et de la réussite client travaillent aux heures d'ouverture canadiennes, ${officeHours}, et connaissent les différences provinciales qui comptent pour les annonceurs réglementés, des permis de l'ARSF en Ontario à la Loi 25 du Québec.`,
      "Nous sommes prêts à travailler dans les deux langues : nous rédigeons et révisons les annonces, les pages d'atterrissage et les libellés de consentement en anglais et en français, pour que les publics du Québec et les autres publics francophones se voient demander leur consentement dans leur propre langue, comme les règles québécoises sur la langue française le prévoient pour la publicité commerciale. Les données des prospects et de consentement sont conservées dans des centres de données canadiens dans la mesure du possible, et traitées conformément à la LPRPDE et, pour les résidents du Québec, à la Loi 25.",
    ],
  },
  quote: {
    articleId: "why-compliance-matters",
    text: "Un consentement que vous ne pouvez pas prouver est un consentement que vous n'avez pas",
    article: "Pourquoi la conformité compte en génération de prospects",
  },
  closing: {
    title: "Travaillez avec une équipe qui documente tout",
    body: `Parlez-nous de votre entreprise et des prospects dont vous avez besoin. Nous vous répondons ${siteFr.responsePromise}, et nous vous offrons un appel gratuit de ${bookingPolicyWordsFr.meetingLength} pour discuter de vos critères de prospects et de vos besoins en matière de conformité.`,
    label: "Entamer la conversation",
  },
} satisfies AboutPage;
