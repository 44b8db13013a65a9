import { bookingPolicyWordsFr } from "~/domain/booking-policy";
import type { ContactPage, FunnelCopy, ThankYouCopy } from "../contact";
import { officeHours } from "./office-hours";
import { siteFr } from "./site";

/**
 * The copy of /fr/contact in Canadian French: the page around the funnel, the funnel's labels and
 * the thank-you view (see ../contact.ts). The call it offers is the booked call, whose length the
 * booking policy states (DESIGN.md decision 14).
 */
export const contact = {
  meta: {
    title: "Nous joindre",
    description: `Demandez un programme de paiement au prospect conforme\u00a0: secteur, territoires, budget et critères. Nous vous répondons ${siteFr.responsePromise}.`,
  },
  hero: {
    eyebrow: "Nous joindre",
    title: "Lancez votre démarche de prospection",
    lead: `Dites-nous qui vous voulez joindre et selon quelles règles. Nous vous répondons ${siteFr.responsePromise}, avec un plan, une tarification et la norme de consentement que respectera chaque prospect.`,
  },
  sections: { form: "Formulaire de demande de prospects", otherWays: "Autres façons de nous joindre" },
  talkFirst: {
    title: "Vous préférez d'abord en parler\u202f?",
    body: `Réservez un appel gratuit de ${bookingPolicyWordsFr.meetingLength} avec un stratège. Nous examinerons votre marché, vos obligations en matière de conformité et la pertinence du paiement au prospect pour vous, avant que vous ayez quoi que ce soit à remplir.`,
    label: "Réserver un appel gratuit",
    to: "/fr/rendez-vous",
  },
  contactDetails: { title: "Coordonnées" },
  whatToExpect: {
    title: "À quoi vous attendre",
    items: [
      `Une première consultation ${siteFr.responsePromise}`,
      "Une discussion sur vos critères de prospects et les règles de conformité qui s'y appliquent",
      "Une proposition stratégique sur mesure\u00a0: canaux, volumes et coût par prospect",
      "Une présentation transparente de notre processus et de nos tarifs, sans contrat à long terme",
    ],
  },
  learnMore: {
    title: "Vous préférez d'abord en savoir plus\u202f?",
    body: "Découvrez comment nous rendons chaque prospect défendable, quels secteurs nous servons et ce que nous avons appris en menant des campagnes conformes.",
    links: [
      { to: "/fr/conformite", label: "Nos normes de conformité" },
      { to: "/fr/secteurs", label: "Les secteurs que nous servons" },
      { to: "/fr/blogue", label: "Lire le blogue" },
    ],
  },
} satisfies ContactPage;

/** The funnel's wording in French (see ../contact.ts); its error messages come from the schema. */
export const funnelCopy = {
  title: "Demande de prospects qualifiés",
  steps: [
    "Coordonnées",
    "Rôle et échéancier",
    "Secteur et territoires",
    "Critères des prospects",
    "Vérification et envoi",
  ],
  progress: (step: number, count: number) => `Étape ${step} sur ${count}`,
  progressValue: (step: number, count: number, name: string) => `Étape ${step} sur ${count}\u00a0: ${name}`,
  stepIntros: [
    "À qui devons-nous envoyer la proposition\u202f?",
    "Aidez-nous à situer la conversation au bon niveau.",
    "Où se trouvent vos clients, et quelles règles s'appliquent pour les joindre\u202f?",
    "Pour vous, à quoi ressemble un prospect qui vaut la peine d'être payé\u202f?",
    "Vérifiez vos réponses, puis envoyez votre demande.",
  ],
  labels: {
    name: "Nom complet",
    email: "Courriel professionnel",
    company: "Entreprise",
    phone: "Téléphone",
    role: "Votre rôle dans la décision",
    intent: "Quand voulez-vous commencer à recevoir des prospects\u202f?",
    industry: "Secteur",
    territories: "Territoires où vous vendez",
    budget: "Budget mensuel consacré aux prospects",
    volume: "Volume mensuel prévu",
    leadType: "Type de prospects",
    message: "Autre chose que nous devrions savoir\u202f?",
  },
  hints: {
    phone: "Facultatif. Nous vous appelons seulement si vous le demandez.",
    territories:
      "Choisissez toutes les régions d'où vous voulez recevoir des prospects\u202f; les règles de consentement diffèrent dans chacune.",
    budget: "Vos dépenses par mois, en dollars canadiens.",
    volume: "Le nombre de prospects par mois que vous pouvez traiter.",
    message:
      "Facultatif. Par exemple, les produits que vous vendez, les permis que vous détenez ou les règles que vos prospects doivent respecter (LCAP, TCPA, RGPD).",
  },
  selectPlaceholder: "Sélectionnez…",
  notProvided: "Non fourni",
  edit: "Modifier",
  consentTitle: "Consentement",
  previous: "Précédent",
  next: "Suivant",
  submit: "Envoyer la demande",
  sending: "Envoi en cours…",
  noScript: "Ce formulaire nécessite JavaScript, qui ne s'exécute pas dans ce navigateur.",
  failure: {
    title: "Votre demande n'a pas été envoyée.",
    unreachable: "Nous n'avons pas pu joindre notre serveur\u202f; rien n'a donc été enregistré.",
    serverError:
      "Notre serveur n'a pas pu enregistrer votre demande pour l'instant\u202f; rien n'a donc été enregistré.",
    rateLimited: "Nous avons reçu trop de demandes provenant de votre réseau en peu de temps.",
    retryIn: (minutes: number) => `Veuillez réessayer dans ${minutes}\u00a0minute${minutes >= 2 ? "s" : ""}.`,
    retry: "Réessayer",
    kept: "Vos réponses sont conservées dans ce navigateur\u202f; vous n'avez pas à les saisir de nouveau.",
    otherWay: "Vous pouvez aussi nous joindre directement\u00a0:",
    or: "ou",
  },
  officeHours,
  toast: "Pas encore envoyée\u00a0: le formulaire indique le problème et conserve vos réponses.",
} satisfies FunnelCopy;

export const thankYou = {
  title: "Merci, votre demande a bien été reçue",
  emailSent: "Un courriel de confirmation a été envoyé à l'adresse",
  reply: `Notre équipe répond habituellement ${siteFr.responsePromise}, avec des questions sur vos critères de prospects et une première proposition.`,
  contactTitle: "Besoin de nous joindre plus tôt\u202f?",
  home: "Retour à l'accueil",
  homeTo: "/fr",
} satisfies ThankYouCopy;
