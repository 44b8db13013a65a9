import type { ServicesPage } from "../services";
import { siteFr } from "./site";

/** The copy of /fr/services: the five core services, in French. */
export const services = {
  meta: {
    title: "Services",
    description:
      "Paiement au prospect, gestion du consentement, campagnes multicanales, prise de rendez-vous et livraison au CRM pour les entreprises réglementées du Canada.",
  },
  hero: {
    eyebrow: "Services",
    title: "Des services de génération de prospects conçus autour du consentement",
    lead: "Cinq services offerts séparément ou ensemble : programmes de paiement au prospect, génération de prospects vérifiés pour la conformité, campagnes de performance multicanales, prise de rendez-vous et transferts d'appels en direct, et validation des prospects avec livraison au CRM.",
  },
  itemsLabel: "Services principaux",
  card: {
    features: "Caractéristiques principales",
    whenToUse: "Quand y recourir",
    whatYouGet: "Ce que vous obtenez",
    requestLeads: { label: "Demander des prospects", srBefore: " : " },
    bookCall: { label: "Réserver un appel", srBefore: " : " },
    compliance: { label: "Comment nous assurons la conformité", srBefore: " : " },
  },
  items: [
    {
      id: "pay-per-lead",
      title: "Programmes de paiement au prospect",
      description:
        "Un prix fixe pour chaque prospect qui répond aux critères convenus par écrit. Nous finançons les médias, gérons les campagnes et ne facturons que les prospects acceptés.",
      features: [
        "Un prix par prospect fixé pour chaque campagne avant le lancement",
        "Des critères de prospects et des plafonds quotidiens ou hebdomadaires inscrits dans votre ordre d'insertion",
        "Des prospects exclusifs : chacun est livré à votre entreprise seulement",
        "Le remplacement des prospects qui ne respectent pas les critères convenus, s'ils sont signalés dans les 7 jours suivant la livraison",
        "Des rapports hebdomadaires sur le volume, le taux d'acceptation et le coût par source",
      ],
      whenToUse:
        "Vous voulez un coût d'acquisition prévisible et préférez ne pas financer vous-même les essais de canaux.",
      whatYouGet:
        "Des prospects exclusifs et consentants livrés en temps réel, et une facture qui ne compte que les prospects acceptés.",
    },
    {
      id: "compliance-verified-leads",
      title: "Génération de prospects vérifiés pour la conformité",
      description:
        "La gestion du consentement intégrée à chaque formulaire et à chaque source partenaire : le libellé, la façon de le recueillir, la façon de le conserver et les preuves dont vous aurez besoin si une plainte survient.",
      features: [
        "Un libellé de consentement rédigé pour la LCAP, la TCPA ou le RGPD et approuvé par votre équipe et votre conseiller juridique avant le lancement",
        "Un registre de consentement avec chaque prospect : horodatage, adresse IP et agent utilisateur, version du texte de consentement, page et canal d'origine, emplacement géographique",
        "L'historique des versions de chaque texte de consentement, pour rattacher les prospects plus anciens au libellé qu'ils ont vu",
        "Le retrait, avant la livraison, des personnes désabonnées et de celles qui ont demandé à ne pas être jointes",
        "Des exportations des consentements sur demande, pour un organisme de réglementation, un assureur ou votre équipe de conformité",
      ],
      whenToUse:
        "Vous achetez des prospects dans un secteur réglementé, vous faites du marketing aux États-Unis, ou un organisme de réglementation, un assureur ou un partenaire vous a demandé de prouver le consentement.",
      whatYouGet:
        "Des prospects dont le consentement peut être démontré point par point, et une archive des consentements que vous pouvez exporter en tout temps.",
    },
    {
      id: "multi-channel-campaigns",
      title: "Campagnes de performance multicanales",
      description:
        "Des campagnes de recherche, de médias sociaux, de publicité native, d'affichage et de courriel/affiliation planifiées comme un seul programme, le budget allant aux sources qui produisent des prospects acceptés.",
      features: [
        "La recherche payante sur Google Ads et Microsoft Advertising",
        "Les médias sociaux payants sur Meta, LinkedIn et TikTok",
        "Des placements natifs et d'affichage avec des exclusions pour la sécurité de la marque",
        "Des partenaires courriel et affiliés soigneusement sélectionnés, suivis jusqu'à la sous-source",
        "Des pages d'atterrissage en anglais et en français, testées pour leur rapidité et leur accessibilité",
      ],
      whenToUse:
        "Votre canal actuel plafonne, ou vous avez besoin de volume dans plusieurs provinces ou pour plusieurs produits à la fois.",
      whatYouGet:
        "Un plan de canaux, un tableau de bord partagé et un bilan mensuel des sources qui produisent les prospects que votre équipe convertit, le tout toujours facturé par prospect qualifié.",
    },
    {
      id: "appointments-live-transfers",
      title: "Prise de rendez-vous et transferts en direct",
      description:
        "Notre équipe de contact appelle les nouveaux prospects en quelques minutes, confirme leurs besoins, puis fixe un rendez-vous dans votre agenda ou transfère l'appel en direct à votre personnel titulaire d'un permis.",
      features: [
        "Un premier appel dans les cinq minutes suivant l'envoi du formulaire, pendant vos heures d'ouverture",
        "Des appels faits pendant les heures de télémarketing permises par le CRTC, en identifiant votre entreprise comme l'exigent les Règles sur les télécommunications non sollicitées",
        "Des transferts en direct uniquement vers du personnel titulaire d'un permis pour les produits d'assurance et de prêt hypothécaire",
        "Des rendez-vous inscrits directement dans votre agenda, avec un résumé de l'appel",
        "Des enregistrements d'appels conservés avec le registre de consentement lorsque la personne a accepté l'enregistrement",
      ],
      whenToUse:
        "Votre équipe conclut bien au téléphone, mais perd des prospects faute d'un suivi rapide, ou votre produit exige une conversation avec un conseiller titulaire d'un permis avant une soumission.",
      whatYouGet:
        "Des rendez-vous confirmés ou des appels en direct, facturés au rendez-vous ou au transfert, avec l'enregistrement et les notes en pièce jointe.",
    },
    {
      id: "validation-crm-delivery",
      title: "Validation des prospects et livraison au CRM",
      description:
        "Chaque prospect est vérifié avant de vous parvenir, puis livré à votre CRM en temps réel avec son registre de consentement.",
      features: [
        "La vérification du courriel, du téléphone et du code postal au moment de l'envoi",
        "La détection des doublons, de la fraude et des robots, notamment d'après le temps de remplissage du formulaire et les signaux de l'appareil",
        "La livraison en temps réel vers Salesforce, HubSpot, Microsoft Dynamics 365 ou tout système doté d'une API ou d'un webhook",
        "La correspondance des champs et des prospects de test avant la mise en service",
        "Un journal de livraison qui indique quand chaque prospect a été envoyé et quand votre système l'a accepté",
      ],
      whenToUse:
        "Vous générez déjà des prospects et voulez des données plus propres, ou vous avez besoin que les prospects arrivent dans votre CRM avec des champs de consentement visibles pour votre équipe.",
      whatYouGet:
        "Des prospects validés dans votre système quelques secondes après l'envoi, et un journal de livraison pour rapprocher chaque facture.",
    },
  ],
  comparison: {
    eyebrow: "Modèles de prix",
    title: "Coût par prospect ou coût par acquisition ?",
    intro:
      "Aucun n'est moins cher par nature : ils répartissent autrement le même risque. Au coût par prospect (CPP), vous portez le risque que les prospects ne se convertissent pas ; au coût par acquisition (CPA), c'est le fournisseur, qui en tient compte dans son prix.",
    caption: "Quand le coût par prospect ou le coût par acquisition convient le mieux",
    columns: ["Situation", "Meilleur choix", "Pourquoi"],
    rows: [
      [
        "Processus de vente solide et mesuré",
        "CPP",
        "Vous profitez pleinement de votre bon taux de conversion",
      ],
      [
        "Nouveau produit ou nouveau marché, sans données de conversion",
        "CPA ou modèle hybride",
        "Le fournisseur partage l'incertitude",
      ],
      [
        "Cycles longs (prêts hypothécaires, certaines branches d'assurance)",
        "CPP avec conditions de qualité",
        "Les résultats arrivent des semaines plus tard et l'attribution est contestée",
      ],
      ["Volume élevé, entonnoir prévisible", "CPP", "Facturation et prévisions plus simples"],
      [
        "Résultat réglementé (prêt décaissé, police émise, patient inscrit)",
        "CPP, avec prudence pour le CPA",
        "Voir la note sur la conformité de l'article",
      ],
    ],
    articleBefore: "Les calculs, avec un exemple chiffré :",
    article: "Coût par prospect ou coût par acquisition : choisir le bon modèle",
  },
  closing: {
    title: "Vous ne savez pas quel service vous convient ?",
    body: `Dites-nous ce que vous vendez, où vous détenez vos permis et combien de prospects votre équipe peut traiter. Nous vous répondons ${siteFr.responsePromise}, avec une combinaison de services recommandée et un prix par prospect.`,
    label: "Demander une proposition",
  },
} satisfies ServicesPage;
