import { bookingPolicyWordsFr } from "~/domain/booking-policy";
import type { ManageBookingCopy } from "../manage-booking";
import { site } from "../site";
import { officeHours, officeHoursOn } from "./office-hours";

/**
 * The copy of a booking's own page in Canadian French, and the messages the API gives for the
 * same situations (see ../manage-booking.ts).
 */
const tooLateLead = `Ce rendez-vous commence dans moins de ${bookingPolicyWordsFr.changeCutoff}\u202f; il ne peut donc plus être déplacé ni annulé en ligne. Veuillez nous appeler au`;

export const manageBooking = {
  meta: {
    title: "Votre consultation",
    description: `Votre appel gratuit de ${bookingPolicyWordsFr.meetingLength} avec ${site.brand}\u00a0: déplacez-le ou annulez-le.`,
  },
  eyebrow: "Votre rendez-vous",
  title: {
    confirmed: "Votre consultation est confirmée",
    cancelled: "Ce rendez-vous a été annulé",
    past: "Ce rendez-vous a eu lieu",
  },
  heroLead: (when: string) => `Consultation gratuite de ${bookingPolicyWordsFr.meetingLength}, le ${when}.`,
  at: "à",
  officeHoursOn,
  details: "Détails du rendez-vous",
  rows: {
    status: "Statut",
    date: "Date",
    time: "Heure",
    meetingType: "Type de rencontre",
    topics: "Sujets",
  },
  status: { confirmed: "Confirmé", cancelled: "Annulé" },
  meetingLength: bookingPolicyWordsFr.meetingLength,
  bookAgain: "Réserver un nouvel appel",
  bookAgainTo: "/fr/rendez-vous",
  cancelledNote:
    "La plage horaire a été libérée. Si vous souhaitez toujours discuter avec nous, choisissez un nouveau moment.",
  tooLate: {
    lead: tooLateLead,
    message: `${tooLateLead} ${site.phone.display} (${officeHours}).`,
  },
  cancelledCannotMove:
    "Ce rendez-vous a été annulé\u202f; il ne peut donc pas être déplacé. Veuillez réserver un nouvel appel.",
  history: "Historique",
  historyEntry: {
    kinds: { booked: "Réservé", rescheduled: "Déplacé", cancelled: "Annulé" },
    booked: (slot: string) => `Pour le ${slot}`,
    moved: (from: string, to: string) => `Du ${from} au ${to}`,
    other: (slot: string) => `Le rendez-vous du ${slot}`,
    reason: "Motif\u00a0:",
  },
  questions: "Des questions\u202f?",
  reschedule: {
    title: "Choisir un autre moment",
    lead: "Choisissez une nouvelle date et une nouvelle heure. Votre plage actuelle vous reste réservée jusqu'à la confirmation de la nouvelle.",
    needsJavaScript:
      "Le choix d'un nouveau moment nécessite JavaScript, qui ne s'exécute pas dans ce navigateur\u202f; l'annulation, plus bas, fonctionne sans JavaScript.",
    confirm: "Déplacer mon rendez-vous",
    to: "au",
    saving: "Déplacement en cours…",
    moved:
      "Votre rendez-vous a été déplacé. Nous vous avons envoyé par courriel l'invitation de calendrier mise à jour.",
    failure: "Votre rendez-vous n'a pas pu être déplacé. Veuillez réessayer ou nous appeler.",
    toast: "Rendez-vous non déplacé\u00a0: la page en indique la raison.",
  },
  cancel: {
    title: "Annuler le rendez-vous",
    lead: "L'annulation libère la plage horaire immédiatement et vous envoie par courriel un avis d'annulation pour votre calendrier.",
    reasonLabel: "Motif (facultatif)",
    reasonHint: "Cela nous aide à nous améliorer\u202f; seule notre équipe le voit.",
    submit: "Annuler ce rendez-vous",
  },
} satisfies ManageBookingCopy;
