import { bookingPolicyWordsFr } from "~/domain/booking-policy";
import type { BookingPickerCopy } from "../booking-picker";

const { meetingLength } = bookingPolicyWordsFr;

/** The words of the date and time picker and of the calendar links, in Canadian French (see ../booking-picker.ts). */
export const bookingPicker = {
  calendar: {
    previousMonth: "Mois précédent",
    nextMonth: "Mois suivant",
    holidays: "Jours fériés",
    today: "aujourd'hui",
  },
  times: {
    title: "Heures disponibles",
    prompt: "Choisissez une date pour en voir les heures disponibles.",
    loading: "Chargement des disponibilités…",
    notes: [
      `Chaque rendez-vous dure ${meetingLength}.`,
      "Les heures sont indiquées à l'heure de l'Est (Toronto).",
      "Nos disponibilités limitées garantissent des échanges de qualité.",
    ],
  },
  unavailable: {
    booked: "déjà réservée",
    blocked: "non disponible",
    past: "déjà passée",
    notice: `dans moins de ${bookingPolicyWordsFr.notice}`,
    closed: "jour non ouvrable",
  },
  addToCalendar: {
    title: "Ajoutez-le à votre agenda",
    google: "Ajouter à Google Agenda",
    outlook: "Ajouter à Outlook",
    file: "Ajouter au Calendrier d'Apple (.ics)",
    newTab: "(s'ouvre dans un nouvel onglet)",
  },
} satisfies BookingPickerCopy;
