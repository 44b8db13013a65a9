import type { HomePage } from "../home";
import { consentTexts } from "~/domain/consent";
import { leadConsentSha256, shortSha256 } from "../sample-certificate";
import { site } from "../site";
import { siteFr } from "./site";

const [toronto, ottawa] = site.cities;

/** The copy of the French home page (/fr), for Quebec and Ottawa business readers. */
export const home = {
  meta: {
    title: "Paiement au prospect pour les secteurs réglementés",
    description:
      "Prospects consentants pour prêteurs, assureurs, courtiers, cliniques et écoles du Canada. Consentement consigné, et vous ne payez que les prospects qualifiés.",
  },
  hero: {
    eyebrow: `Paiement au prospect axé sur la conformité, à ${toronto} et à ${ottawa}`,
    title: "Des prospects qualifiés et consentants pour les secteurs réglementés du Canada",
    lead: "Nous menons des campagnes de recherche payante, de médias sociaux, de publicité native, d'affichage et de courriel/affiliation pour des prêteurs, des assureurs, des courtiers, des cliniques et des établissements d'enseignement. Chaque formulaire recueille un consentement exprès, et vous n'êtes facturé que pour les prospects qui répondent aux critères convenus par écrit avec nous.",
    proofPoints: [
      "Un registre de consentement avec chaque prospect, prêt pour un audit",
      "Le remplacement des prospects qui ne respectent pas les critères convenus, s'ils sont signalés dans les 7 jours",
      `Une réponse à chaque demande ${siteFr.responsePromise}`,
    ],
    primaryLabel: "Demander des prospects",
    secondaryLabel: `À propos de ${site.brand}`,
    art: {
      leadTitle: "Prospect",
      leadPlace: "Ottawa (Ontario)",
      verified: "Vérifié",
      fields: [
        ["Territoire", "Ontario"],
        ["Téléphone", "Joignable"],
        ["Produit", "Prêt hypothécaire"],
      ],
      consent: "Consentement",
      consentVersion: consentTexts.lead.fr.version,
      consentHash: shortSha256(leadConsentSha256.fr),
      capturedAt: "10 h 42 HNE",
      capturedLabel: "Consentement reçu",
      accepted: "Acceptés",
    },
  },
  regulations: {
    lead: "Des registres de consentement conçus pour",
    label: "Les lois pour lesquelles nos registres de consentement sont conçus",
  },
  why: {
    eyebrow: "Pourquoi nous",
    title: "Pourquoi les entreprises réglementées travaillent avec nous",
    intro:
      "Quand un prospect n'a jamais donné de consentement en bonne et due forme, c'est l'entreprise qui l'a appelé qui reçoit la plainte. Nous concevons chaque campagne pour que vous puissiez répondre à cette plainte preuves à l'appui.",
    points: [
      {
        title: "Un consentement que vous pouvez montrer à un organisme de réglementation",
        body: "Chaque prospect arrive avec son registre de consentement : le libellé exact que la personne a accepté, le moment où elle l'a accepté, ainsi que la page et l'appareil utilisés. Si une plainte vous parvient un jour, la preuve se trouve déjà dans votre CRM.",
      },
      {
        title: "Une facturation fondée sur votre définition d'un prospect qualifié",
        body: "Avant le lancement, nous convenons des critères par écrit : territoire, adéquation avec le produit, possibilité de joindre la personne et, s'il y a lieu, questions de présélection. Les prospects qui ne les respectent pas sont remplacés, et non facturés.",
      },
      {
        title: "Des campagnes qui partent des règles de votre secteur",
        body: "Les annonces, les pages d'atterrissage et les formulaires sont vérifiés au regard des règles de permis et de publicité qui s'appliquent à vous, de celles de l'ARSF et du RECO à celles des ordres professionnels de la santé et des collèges privés d'enseignement professionnel, avant tout achat média.",
      },
      {
        title: "Une équipe canadienne que vous pouvez appeler",
        body: `Nos acheteurs médias, notre équipe de conformité et nos gestionnaires de la réussite client travaillent depuis nos bureaux de ${toronto} et d'${ottawa}. Vous avez un interlocuteur désigné et une réponse ${siteFr.responsePromise}.`,
      },
    ],
  },
  path: {
    eyebrow: "Le parcours",
    title: "De l'annonce au prospect vérifié dans votre CRM",
    intro: "Chaque prospect franchit les cinq mêmes étapes, et chacune laisse une trace.",
    label: "Le parcours d'un prospect, de l'annonce à votre CRM",
    steps: [
      {
        title: "L'annonce",
        body: "Recherche, médias sociaux, publicité native, affichage ou courriel, vérifiés au regard des règles publicitaires de votre secteur avant tout achat média.",
      },
      {
        title: "Le formulaire",
        body: "Sur une page d'atterrissage que nous contrôlons, avec un libellé de consentement qui nomme votre entreprise. Jamais de case précochée.",
      },
      {
        title: "Le consentement consigné",
        body: "Le texte exact et sa version, l'horodatage, l'adresse IP et l'agent utilisateur, la page source et le canal, et l'emplacement.",
      },
      {
        title: "La vérification",
        body: "Le prospect est vérifié au regard des critères de votre bon de commande avant la livraison : territoire, coordonnées, réponses de présélection.",
      },
      {
        title: "La livraison",
        body: "Dans votre CRM, avec son registre de consentement. Signalez-le dans les 7 jours suivant la livraison s'il ne respecte pas les critères.",
      },
    ],
  },
  channels: {
    eyebrow: "Canaux",
    title: "Notre méthode, canal par canal",
    intro:
      "Nous choisissons les canaux selon les endroits où vos acheteurs passent leur temps et la quantité de preuves de consentement que chacun peut transmettre, puis nous déplaçons le budget vers les sources qui produisent des prospects acceptés.",
    items: [
      {
        name: "Recherche payante",
        body: "Les personnes qui cherchent un renouvellement hypothécaire, une soumission d'assurance vie temporaire ou un programme de formation professionnelle sont déjà en démarche. Nous captons cette intention avec des campagnes aux groupes d'annonces très ciblés et une page d'atterrissage pour chaque produit.",
        bullets: [
          "Google Ads et Microsoft Advertising, avec des listes de mots clés à exclure revues chaque semaine",
          "Des textes d'annonces vérifiés au regard des politiques des plateformes pour les services financiers, de santé et d'éducation",
          "Des extensions d'appel et des annonces « appel uniquement » pour les acheteurs qui préfèrent les prospects téléphoniques",
        ],
      },
      {
        name: "Médias sociaux payants",
        body: "Meta, LinkedIn et TikTok joignent les gens avant qu'ils commencent leurs recherches. Nos formulaires et nos pages d'atterrissage affichent le libellé complet du consentement, jamais une case cochée d'avance.",
        bullets: [
          "Des formulaires instantanés avec des mentions de consentement personnalisées et des questions de qualification",
          "Les paramètres de catégorie spéciale d'annonces de Meta pour les produits financiers, le logement et les offres d'emploi, là où Meta les exige",
          "Des créations testées en anglais et en français, avec des audiences constituées à partir de données primaires, jamais de listes achetées",
        ],
      },
      {
        name: "Publicité native et affichage",
        body: "Les placements natifs sur des sites d'actualités et de style de vie conviennent aux produits qui demandent des explications, comme l'assurance ou la formation continue. L'affichage et le reciblage ramènent les visiteurs qui ont commencé un formulaire sans le terminer.",
        bullets: [
          "Des campagnes natives sur des réseaux d'éditeurs, avec la mention de contenu commandité toujours visible",
          "Des listes de sécurité de la marque et d'exclusion de sites appliquées avant le lancement",
          "Un reciblage limité aux visiteurs de vos pages d'atterrissage, avec un plafonnement de la fréquence",
        ],
      },
      {
        name: "Courriel et affiliation",
        body: "Des éditeurs et des partenaires courriel soigneusement sélectionnés ajoutent du volume, mais seulement selon nos règles : chaque partenaire utilise notre libellé de consentement approuvé et dirige le trafic vers des pages d'atterrissage que nous contrôlons.",
        bullets: [
          "Des partenaires approuvés un à un, avec un identifiant de sous-source sur chaque prospect",
          "Des courriels envoyés uniquement à des listes dont le consentement exprès est documenté et dont le lien de désabonnement fonctionne",
          "Ni coinscription ni revente : chaque prospect va à un seul client",
        ],
      },
    ],
  },
  benefits: {
    eyebrow: "Le modèle",
    title: "Pourquoi payer au prospect",
    intro:
      "Dans un programme de paiement au prospect, c'est nous qui assumons le coût des essais de canaux, de créations et de pages d'atterrissage. Vous payez un prix fixe pour chaque prospect qui répond aux critères convenus.",
    items: [
      {
        title: "Un coût par prospect fixe et connu",
        body: "Vous connaissez votre coût d'acquisition avant le début de la campagne, ce qui simplifie la budgétisation et le calcul du rendement du capital investi pour votre équipe des finances.",
      },
      {
        title: "Le risque média reste de notre côté",
        body: "Nous achetons les médias et absorbons le coût des clics qui ne convertissent jamais : vous ne payez ni les essais, ni les périodes d'apprentissage, ni les impressions perdues.",
      },
      {
        title: "Une qualité protégée par les remplacements",
        body: "Un prospect qui ne respecte pas les critères convenus peut être signalé dans les 7 jours suivant sa livraison et remplacé sans frais : votre prix correspond à des prospects que votre équipe peut utiliser.",
      },
      {
        title: "Un volume qui suit votre capacité",
        body: "Fixez des plafonds quotidiens ou hebdomadaires par produit et par province, faites une pause quand votre équipe est à pleine capacité et augmentez le volume une fois la conversion démontrée.",
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Questions fréquentes",
    items: [
      {
        question: "Comment fonctionne votre tarification ?",
        answer:
          "Avant le lancement, nous convenons d'un prix fixe par prospect qualifié pour chaque campagne. Ce prix dépend de votre secteur, des provinces ou des États ciblés, du nombre de questions de présélection auxquelles un prospect doit répondre et du volume dont vous avez besoin. Nous achetons nous-mêmes les médias : votre facture ne comporte donc ni honoraires fixes ni majoration sur les médias. Vous n'êtes facturé que pour les prospects acceptés, et la plupart des programmes commencent par un projet pilote plafonné.",
      },
      {
        question: "Qu'est-ce qu'un prospect qualifié ?",
        answer:
          "Ce que nous aurons mis par écrit ensemble avant le lancement. Les critères habituels sont une adresse située dans le territoire couvert par votre permis, un numéro de téléphone et une adresse courriel valides, un besoin exprimé qui correspond à votre produit, un horizon d'achat et des réponses à des questions de présélection, comme le montant du prêt ou le type de couverture. Chaque prospect doit aussi avoir un registre de consentement complet. Les critères figurent dans votre ordre d'insertion et servent de référence pour les demandes de remplacement.",
      },
      {
        question: "Comment consignez-vous le consentement ?",
        answer:
          "Chaque formulaire affiche un libellé de consentement qui nomme votre entreprise et les moyens par lesquels vous pouvez joindre la personne. À l'envoi du formulaire, nous enregistrons l'horodatage, l'adresse IP et l'agent utilisateur, le texte exact du consentement et sa version, la page et le canal d'origine, ainsi que l'emplacement géographique de la personne. Ce registre accompagne le prospect jusqu'à votre CRM, et nous conservons notre copie au moins trois ans après la fin de la campagne.",
      },
      {
        question: "Que se passe-t-il si un prospect est inutilisable ?",
        answer:
          "Signalez-le dans les 7 jours suivant sa livraison en nous indiquant pourquoi : emplacement hors territoire, pourriel ou fraude, coordonnées qui ne permettent pas de joindre la personne ou critères convenus non respectés. Nous examinons chaque demande dans un délai de 2 jours ouvrables en la comparant au registre de consentement du prospect, aux données de validation et à vos critères. Les prospects approuvés sont remplacés sans frais dans votre prochaine livraison, ou crédités sur votre facture si la campagne est terminée.",
      },
      {
        question: "Quels secteurs et quelles régions servez-vous ?",
        answer:
          "Nous travaillons avec des entreprises de secteurs réglementés : finance et prêt, assurance, immobilier et prêt hypothécaire, santé et mieux-être, éducation et formation, ainsi que rénovation domiciliaire, automobile et services juridiques. Les campagnes peuvent cibler toutes les provinces canadiennes, y compris le Québec avec des campagnes en français, ainsi que les États-Unis. Nous menons aussi des campagnes au Royaume-Uni, dans l'Union européenne et en Australie lorsque l'offre et le parcours de consentement conviennent aux règles locales.",
      },
      {
        question: "En combien de temps une campagne peut-elle être lancée ?",
        answer: `La plupart des programmes sont en ligne de 10 à 15 jours ouvrables après que nous avons convenu de la spécification des prospects. Ce délai couvre les pages d'atterrissage, le libellé de consentement soumis à votre approbation, les tests de livraison vers votre CRM et les approbations des plateformes publicitaires. Dans les secteurs où l'examen des annonces est plus strict, comme le prêt et la santé, il faut parfois compter quelques jours de plus. Nous répondons à chaque nouvelle demande ${siteFr.responsePromise}, et nous pouvons généralement tenir le premier appel de planification en quelques jours.`,
      },
    ],
  },
  closing: {
    title: "Vous cherchez des prospects dont vous pouvez répondre ?",
    body: `Parlez-nous de vos produits, de vos territoires et du volume que votre équipe peut absorber. Nous vous répondons ${siteFr.responsePromise}, avec nos questions, une proposition de spécification des prospects et nos prix.`,
    label: "Commencer votre demande de prospects",
  },
} satisfies HomePage;
