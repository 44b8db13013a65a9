import { site } from "../site";
import type { TermsPage } from "../terms";
import { officeHours } from "./office-hours";
import { siteFr } from "./site";

const cities = site.cities.join(" et à ");

/** The Terms of Service in French (/fr/conditions): the French of ../terms.ts, section by section. */
export const terms = {
  meta: {
    title: "Conditions d'utilisation",
    description: `Les conditions d'utilisation du site Web de ${site.brand} et de nos services de génération de prospects\u00a0: responsabilité, confidentialité et droit applicable.`,
  },
  title: "Conditions d'utilisation",
  effectiveDate: "2024-01-01",
  effectiveDateText: "1er janvier 2024",
  labels: { effectiveDate: "Date d'entrée en vigueur\u00a0:", contents: "Table des matières" },
  intro: `Les présentes conditions régissent votre utilisation de ce site Web et toute demande que vous y envoyez, et établissent le cadre de base des services fournis par ${site.legalName} («\u00a0${site.brand}\u00a0», «\u00a0nous\u00a0»). En utilisant le site, vous les acceptez. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.`,
  sections: [
    {
      id: "scope",
      heading: "Portée des services",
      paragraphs: [
        "Ce site Web décrit nos programmes de paiement au prospect, notre génération de prospects à conformité vérifiée, nos campagnes de performance multicanales, nos services de prise de rendez-vous et de transfert d'appels en direct, ainsi que la validation des prospects et leur livraison dans votre outil de GRC. Son contenu constitue de l'information générale sur ces services et sur les règles qui s'appliquent à la génération de prospects.",
        "Nous fournissons nos services en vertu d'une entente client écrite et d'un ordre d'insertion pour chaque campagne, qui fixent le prix par prospect, les critères des prospects, les plafonds de volume, le mode de livraison et le processus de remplacement. En cas de conflit entre une entente signée et les présentes conditions, l'entente signée l'emporte.",
        "L'envoi d'une demande de prospects ou la réservation d'un appel ne crée aucun contrat de services et n'oblige aucune des parties à travailler avec l'autre.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Utilisation acceptable",
      paragraphs: [
        "Le site s'adresse aux entreprises qui recherchent des services de génération de prospects. En envoyant une demande, vous confirmez avoir au moins 18 ans et être autorisé à agir au nom de l'entreprise que vous nommez.",
        "Les clients s'engagent à utiliser les prospects que nous livrons uniquement dans la mesure permise par le consentement joint à chaque prospect\u00a0: communiquer avec la personne au sujet des produits décrits, par les canaux qu'elle a acceptés, en donnant suite promptement aux demandes de désabonnement et d'exclusion des appels, et sans jamais revendre les prospects ni les partager avec une autre entreprise.",
        "Lorsque vous utilisez le site, vous vous engagez à ne pas\u00a0:",
      ],
      list: [
        "soumettre de faux renseignements, ni les coordonnées d'une autre personne sans sa permission\u202f;",
        "envoyer des soumissions automatisées ou en masse, ni tenter de contourner nos protections contre les pourriels\u202f;",
        "sonder, balayer ou tester la sécurité du site, ni nuire à son fonctionnement\u202f;",
        "copier ou extraire le contenu du site, ni l'utiliser pour créer un service concurrent\u202f;",
        "utiliser le site à des fins illégales, notamment pour envoyer des messages commerciaux non sollicités.",
      ],
    },
    {
      id: "disclaimers",
      heading: "Avis de non-responsabilité",
      paragraphs: [
        "L'information présentée sur ce site, y compris nos articles sur la LCAP, la LPRPDE, la TCPA, le RGPD et d'autres lois, est de l'information générale, et non un avis juridique. Les lois évoluent et s'appliquent différemment à chaque entreprise\u00a0: veuillez consulter votre propre avocat avant de vous y fier.",
        "Nous ne garantissons aucun nombre précis de prospects, ni aucun taux de conversion, volume de ventes ou rendement du capital investi. Les résultats dépendent de votre offre, de votre territoire, de vos prix et de votre suivi, et les seuls engagements de volume ou de qualité sont ceux inscrits dans votre ordre d'insertion signé.",
        "Le site est fourni «\u00a0tel quel\u00a0» et «\u00a0selon sa disponibilité\u00a0». Nous nous efforçons de le garder exact, sécuritaire et en ligne, mais, dans la mesure permise par la loi, nous ne garantissons pas qu'il sera exempt d'interruptions ou d'erreurs.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation de responsabilité",
      paragraphs: [
        "Dans toute la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni de la perte de profits, de revenus, de données ou d'occasions d'affaires, découlant du site ou de nos services, même si nous avions été avisés de leur possibilité.",
        "Notre responsabilité totale pour l'ensemble des réclamations liées au site et à nos services est limitée aux honoraires que vous nous avez versés au cours des 12 mois précédant la réclamation.",
        "Rien dans les présentes conditions ne limite une responsabilité qui ne peut être limitée par la loi, comme la responsabilité en cas de fraude.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Propriété intellectuelle",
      paragraphs: [
        `Le site et son contenu, y compris les textes, les articles, les éléments graphiques, le nom et le logo ${site.brand} et nos modèles de consentement, appartiennent à ${site.legalName} ou à ses concédants de licence et sont protégés par les lois canadiennes et internationales sur le droit d'auteur et les marques de commerce.`,
        "Vous pouvez consulter et imprimer des pages pour les besoins de votre propre entreprise. Toute autre reproduction, republication ou distribution nécessite notre autorisation écrite.",
        "En vertu d'une entente client, les prospects qui vous sont livrés et le matériel de votre propre marque vous appartiennent. Nos méthodes, modèles, outils et rapports demeurent notre propriété, et vous recevez une licence d'utilisation des rapports au sein de votre entreprise.",
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentialité",
      paragraphs: [
        "Nous traitons comme confidentiels les renseignements contenus dans votre demande de prospects ou votre réservation, y compris votre budget, vos volumes, vos territoires et vos objectifs. Nous les utilisons uniquement pour vous répondre et préparer une proposition, et ne les communiquons que de la façon décrite dans notre Politique de confidentialité.",
        "Si nous travaillons ensemble, chaque partie préservera la confidentialité des renseignements non publics de l'autre, y compris les prix, les critères des prospects, les résultats des campagnes et les données sur la clientèle, et ne les utilisera qu'aux fins de l'entente. Cette obligation se poursuit après la fin de la relation.",
        "L'obligation de confidentialité ne vise pas les renseignements devenus publics sans faute de la partie qui les a reçus, ceux que cette partie connaissait déjà, ni ceux dont la communication est exigée par la loi.",
      ],
    },
    {
      id: "termination",
      heading: "Résiliation",
      paragraphs: [
        "Nous pouvons suspendre ou bloquer l'accès au site à quiconque enfreint les présentes conditions, notamment en envoyant des soumissions automatisées ou frauduleuses.",
        "Une entente client prend fin selon ses propres modalités. À la fin d'une campagne, nous cessons la livraison, facturons les prospects acceptés livrés jusqu'à cette date et traitons les demandes de remplacement faites dans les 7 jours suivant la livraison.",
        "Les sections portant sur les avis de non-responsabilité, la responsabilité, la propriété intellectuelle, la confidentialité et le droit applicable continuent de s'appliquer après la résiliation. Nous conservons les registres de consentement pendant les périodes prévues dans notre Politique de confidentialité et dans les ententes clients, afin que chacune des parties puisse démontrer le consentement.",
      ],
    },
    {
      id: "governing-law",
      heading: "Droit applicable",
      paragraphs: [
        "Les présentes conditions sont régies par les lois de la province d'Ontario et par les lois fédérales du Canada qui s'y appliquent.",
        "Tout différend concernant le site ou les présentes conditions sera entendu par les tribunaux de l'Ontario, à la compétence desquels vous et nous nous soumettons. Avant d'intenter une procédure, veuillez communiquer avec nous afin que nous puissions tenter de régler la question directement.",
      ],
    },
    {
      id: "contact",
      heading: "Nous joindre",
      paragraphs: [
        `Vous pouvez envoyer vos questions sur les présentes conditions à ${site.email} ou nous les poser par téléphone au ${site.phone.display}, ${officeHours}. Nos bureaux sont situés à ${cities}.`,
        `Nous répondons ${siteFr.responsePromise}.`,
      ],
    },
    {
      id: "updates",
      heading: "Mises à jour des présentes conditions",
      paragraphs: [
        "Nous pouvons mettre à jour les présentes conditions pour tenir compte de l'évolution de nos services ou de la loi. La date d'entrée en vigueur, en haut de cette page, indique quand elles ont été modifiées pour la dernière fois.",
        "Les modifications s'appliquent à votre utilisation du site à compter de cette date. Elles ne modifient pas une entente client signée, sauf si les deux parties en conviennent par écrit.",
      ],
    },
  ],
} satisfies TermsPage;
