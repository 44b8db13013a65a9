import { bookingPolicyWordsFr } from "~/domain/booking-policy";
import type { BookACallPage } from "../book-a-call";
import { officeHours } from "./office-hours";

const { meetingLength } = bookingPolicyWordsFr;

/**
 * The copy of /fr/rendez-vous in Canadian French: the agenda, the picker's cards and notes, the
 * form's labels, and the confirmation (see ../book-a-call.ts). Every length of time comes from the
 * booking policy's French words.
 */
export const bookACall = {
  meta: {
    title: "Prendre rendez-vous",
    description: `Réservez un appel gratuit de ${meetingLength} avec notre équipe de Toronto et d'Ottawa\u00a0: stratégie, consentement, conformité et prochaines étapes de votre programme.`,
  },
  hero: {
    eyebrow: "Consultation gratuite",
    title: "Réservez votre appel stratégique gratuit",
    lead: `Un appel vidéo ciblé de ${meetingLength} avec notre équipe\u00a0: vos objectifs, les règles de conformité qui s'appliquent à votre marché et la pertinence du paiement au prospect pour vous.`,
  },
  agenda: {
    title: `Déroulement de l'appel (${meetingLength})`,
    steps: [
      {
        title: "Découverte rapide",
        minutes: 5,
        body: "Votre marché, la clientèle que vous voulez joindre et votre façon de traiter vos prospects aujourd'hui.",
      },
      {
        title: "Conformité et stratégie",
        minutes: 10,
        body: "Les règles de consentement qui s'appliquent à vous (LCAP, LPRPDE, TCPA ou RGPD) et les canaux qui permettent de les respecter.",
      },
      {
        title: "Prochaines étapes",
        minutes: 5,
        body: "À quoi ressemblerait un projet pilote, le coût par prospect à prévoir et ce dont nous avons besoin de votre part pour commencer.",
      },
    ],
  },
  leadForm: {
    text: "Vous préférez d'abord nous transmettre vos critères de prospects par écrit\u202f?",
    link: "Utilisez le formulaire de demande de prospects",
    to: "/fr/contact",
  },
  otherWays: "Autres façons de nous joindre",
  officeHours,
  selectDate: {
    title: "Choisissez une date",
    note: `Du lundi au vendredi, jusqu'à ${bookingPolicyWordsFr.window} à l'avance`,
    noScript:
      "Le choix d'une date et d'une heure nécessite JavaScript, qui ne s'exécute pas dans ce navigateur\u202f; ce calendrier ne peut donc pas réserver votre appel.",
  },
  form: {
    detailsTitle: "Détails du rendez-vous",
    back: "Retour au calendrier",
    at: "à",
    contactTitle: "Coordonnées",
    focusTitle: "Objet de la rencontre",
    labels: {
      name: "Nom complet",
      email: "Adresse courriel",
      phone: "Numéro de téléphone",
      company: "Entreprise",
      meetingType: "Type de rencontre principal",
      topics: "Sujets d'intérêt",
      goals: "Qu'aimeriez-vous retirer de cet appel\u202f?",
    },
    meetingTypePlaceholder: "Choisissez un type de rencontre",
    submit: "Confirmer le rendez-vous",
    saving: "Réservation en cours…",
  },
  slotTaken: "Désolés, cette plage horaire vient d'être réservée. Veuillez en choisir une autre.",
  failure:
    "Une erreur s'est produite lors de la réservation de votre rendez-vous. Veuillez réessayer ou communiquer directement avec nous.",
  toast: {
    failed: "Pas encore réservé\u00a0: le formulaire indique le problème.",
    pickAnother:
      "Cette plage horaire ne peut pas être réservée\u00a0: le calendrier affiche les plages encore libres.",
  },
  confirmation: {
    title: "Votre rendez-vous est confirmé",
    emailSent: "Nous avons envoyé les détails et une invitation de calendrier à l'adresse",
    rows: {
      date: "Date",
      time: "Heure",
      meetingType: "Type de rencontre",
      topics: "Sujets",
      name: "Nom",
      email: "Courriel",
      phone: "Téléphone",
      company: "Entreprise",
    },
    meetingLength,
    reschedule: `Besoin d'un changement\u202f? Vous pouvez déplacer ou annuler le rendez-vous jusqu'à ${bookingPolicyWordsFr.changeCutoff} avant l'appel, à partir du lien dans votre courriel ou ici\u00a0:`,
    manage: "Gérer votre rendez-vous",
    home: "Retour à l'accueil",
    homeTo: "/fr",
  },
} satisfies BookACallPage;
