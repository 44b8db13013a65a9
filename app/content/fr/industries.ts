import type { IndustriesPage } from "../industries";
import { siteFr } from "./site";

/** The copy of /fr/secteurs: the five industry cards, in French. */
export const industries = {
  meta: {
    title: "Secteurs",
    description:
      "Des prospects consentants en finance et prêt, assurance, immobilier et hypothèque, santé et éducation, selon les règles propres à chaque secteur.",
  },
  hero: {
    eyebrow: "Secteurs",
    title: "La génération de prospects pour les secteurs réglementés du Canada",
    lead: "Chaque secteur a ses propres règles en matière de permis, de publicité et de protection de la vie privée. Pour ces cinq secteurs, nous bâtissons les campagnes autour de ces règles, et nous menons aussi des programmes pour la rénovation domiciliaire, l'automobile et les services juridiques.",
  },
  complianceNote: {
    before:
      "Chaque programme repose sur la norme de consentement et de piste de vérification décrite sur notre",
    link: { label: "page sur la conformité", to: "/fr/conformite" },
    after: ".",
  },
  itemsLabel: "Secteurs que nous servons",
  items: [
    {
      id: "finance-lending",
      title: "Finance et prêt",
      description:
        "Prêts personnels, marges de crédit, consolidation de dettes, financement automobile et cartes de crédit. Nous trouvons des emprunteurs qui correspondent à vos critères de prêt et veillons à l'exactitude des taux et des coûts annoncés.",
      bullets: [
        "Des mentions du coût d'emprunt et du taux annuel en pourcentage (TAP) vérifiées dans les annonces au regard des règles provinciales de protection du consommateur et, pour les institutions sous réglementation fédérale, des exigences de communication de l'ACFC",
        "Des offres vérifiées au regard du taux d'intérêt criminel du Code criminel, soit un TAP de 35 % pour la plupart des prêts depuis le 1er janvier 2025",
        "Des campagnes de prêts sur salaire et de crédit à coût élevé uniquement pour les prêteurs titulaires d'un permis dans chaque province ciblée",
        "Un consentement exprès au sens de la LCAP avant tout suivi par courriel ou texto, et le consentement écrit exprès préalable qu'exige la TCPA pour les emprunteurs américains",
      ],
      cta: "Obtenir des prospects en finance",
    },
    {
      id: "insurance",
      title: "Assurance",
      description:
        "Assurance vie, maladie, invalidité, habitation et automobile pour les agences, les cabinets de courtage et les agents généraux délégués. Les prospects vont à des conseillers titulaires d'un permis, et nos formulaires ne demandent que ce qu'il faut pour une soumission.",
      bullets: [
        "Des campagnes uniquement pour les agents et les cabinets de courtage titulaires d'un permis dans la province ciblée : de l'ARSF en Ontario, de l'AMF au Québec ou de l'organisme de réglementation de chaque autre province",
        "Des annonces et des formulaires alignés sur les lignes directrices du CCRRA et des OCRA sur le traitement équitable des clients",
        "Ni promesse sur les primes ni conseil dans les annonces : les questions de couverture sont laissées à votre personnel titulaire d'un permis",
        "Des questions sur la santé et les habitudes de vie posées seulement lorsque le produit l'exige, avec un consentement exprès pour les renseignements sensibles",
      ],
      cta: "Obtenir des prospects en assurance",
    },
    {
      id: "real-estate-mortgage",
      title: "Immobilier et hypothèque",
      description:
        "Des prospects acheteurs, vendeurs, de renouvellement et de refinancement pour les maisons de courtage, les équipes et les agents en prêts hypothécaires, avec une publicité qui nomme chaque fois la maison de courtage titulaire d'un permis.",
      bullets: [
        "Des annonces immobilières en Ontario conformes aux règles de publicité du RECO prises en vertu de la Loi de 2002 sur la confiance envers les services immobiliers, y compris un nom de maison de courtage bien visible",
        "Les marques de commerce REALTOR® et MLS® utilisées seulement pour les membres de l'ACI, et comme les règles de l'ACI le permettent",
        "Des annonces hypothécaires pour les maisons de courtage titulaires d'un permis de l'ARSF en Ontario qui indiquent le numéro de permis de la maison de courtage, et les règles provinciales équivalentes appliquées ailleurs",
        "Des annonces de taux qui précisent le terme et les conditions du taux annoncé, et un consentement exprès pour chaque appel et chaque texto",
      ],
      cta: "Obtenir des prospects en immobilier et en hypothèque",
    },
    {
      id: "healthcare-wellness",
      title: "Santé et mieux-être",
      description:
        "Cliniques, cabinets dentaires et de physiothérapie, et fournisseurs de services de mieux-être à la recherche de nouveaux patients et clients. Nous recueillons le moins de renseignements sur la santé possible et traitons ceux que nous recueillons comme sensibles.",
      bullets: [
        "Des renseignements sur la santé traités comme sensibles au sens de la LPRPDE, avec un consentement exprès et seulement les détails dont votre accueil a besoin",
        "Pour les dépositaires de renseignements sur la santé de l'Ontario, un accueil conçu en fonction de la LPRPS, et d'autres lois provinciales sur les renseignements sur la santé, comme la Health Information Act de l'Alberta, là où elles s'appliquent",
        "Des annonces vérifiées au regard des règles de publicité de votre ordre professionnel, y compris les limites imposées aux témoignages et aux comparaisons avant-après",
        "Des allégations sur les médicaments, les produits de santé naturels et les instruments médicaux maintenues dans les limites des règles de publicité de Santé Canada et des allégations autorisées pour chaque produit",
      ],
      cta: "Obtenir des prospects en santé",
    },
    {
      id: "education-training",
      title: "Éducation et formation",
      description:
        "Collèges privés d'enseignement professionnel, formation continue, certification professionnelle et formation en entreprise. Nous trouvons des étudiants potentiels qui répondent à vos conditions d'admission et veillons à l'exactitude de ce que vous affirmez sur vos programmes.",
      bullets: [
        "Des campagnes de collèges privés d'enseignement professionnel uniquement pour les établissements inscrits dans leur province, sans garantie d'emploi ou de revenu dans les annonces",
        "Des mentions des droits de scolarité, du financement et de l'aide financière aux études conformes à l'information publiée pour chaque programme",
        "Un recrutement international uniquement pour les établissements d'enseignement désignés, sans promesse de permis d'études ni de résultat en matière d'immigration",
        "Un suivi qui respecte la LCAP : une demande de renseignements donne un consentement tacite pendant six mois ; nous recueillons donc un consentement exprès pour un suivi plus long",
      ],
      cta: "Obtenir des prospects en éducation",
    },
  ],
  quote: {
    articleId: "landing-page-compliance-checklist",
    text: "Pas de preuve, pas de lancement",
    article:
      "La liste de vérification de la conformité des pages d'atterrissage en génération de prospects réglementée",
  },
  closing: {
    title: "La conformité intégrée à chaque programme sectoriel",
    body: `Indiquez-nous votre secteur, les provinces que vous servez et les permis que vous détenez. Nous vous répondons ${siteFr.responsePromise}, avec une campagne dont les annonces, les formulaires et les registres de consentement sont conçus pour votre organisme de réglementation.`,
    label: "Demander des prospects pour votre secteur",
  },
} satisfies IndustriesPage;
