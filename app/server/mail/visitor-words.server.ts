/**
 * The words of the emails a visitor receives, in each language of the site (issue 24): the lead
 * confirmation and the four emails of a booking's life, and the words of the layout every email
 * shares (layout.server.tsx; a staff email takes the English). One interface, so the type checker refuses
 * a language with a word missing. The French is written for Quebec and Ottawa readers (fr-CA),
 * with the same facts as the English and Quebec's typography: a no-break space before ":" and a
 * narrow one before "?". The staff's own emails stay English (templates.server.tsx).
 */
import { officeHours } from "~/content/office-hours";
import { officeHours as officeHoursFr } from "~/content/fr/office-hours";
import { siteFr } from "~/content/fr/site";
import { site } from "~/content/site";
import { bookingPolicyWords, bookingPolicyWordsFr } from "~/domain/booking-policy";
import { languageTags, type Locale } from "~/domain/locale";

export type BookingEmailKind =
  "booking-confirmation" | "booking-rescheduled" | "booking-cancelled" | "booking-reminder";

export interface VisitorEmailWords {
  /** The `<html lang>` of the message. */
  htmlLang: string;
  greeting: (name: string) => string;
  /** A date and a time together: "Monday, November 2, 2026 at 9:00 AM EST". */
  dateAtTime: (dateLabel: string, timeLabel: string) => string;
  /** The cities of the footer: "Toronto and Ottawa". */
  cities: string;
  /** What the header's logo shows, said where images are off or by a screen reader (the brand's name is beside it). */
  logoAlt: string;
  /** Above the main action's address, written out under its button. */
  actionFallback: string;
  contact: {
    heading: string;
    email: string;
    phone: string;
    offices: string;
    /** "Toronto (Financial District) and Ottawa (ByWard Market)" */
    officeList: string;
    officeHours: string;
  };
  booking: {
    meetingLength: string;
    subject: Record<BookingEmailKind, (when: string) => string>;
    heading: Record<BookingEmailKind, string>;
    intro: Record<BookingEmailKind, string>;
    calendarNote: Record<BookingEmailKind, string>;
    preview: (when: string) => string;
    previewCancelled: (when: string) => string;
    footerReason: string;
    labels: {
      date: string;
      time: string;
      movedFrom: string;
      meetingType: string;
      topics: string;
      goals: string;
    };
    /** Offered once a meeting is cancelled: a sentence, then the button to the booking page. */
    rebook: { heading: string; intro: string; button: string };
    /** "Move or cancel … call us at " before the phone number, then the button to the booking's page. */
    manage: { heading: string; beforePhone: string; button: string };
  };
  lead: {
    subject: (name: string) => string;
    preview: string;
    footerReason: string;
    heading: string;
    intro: (company: string) => string;
    summaryHeading: string;
    correction: string;
  };
}

const { meetingLength, meetingLengthAdjective, changeCutoff, reminderLead } = bookingPolicyWords;

const english: VisitorEmailWords = {
  htmlLang: "en",
  greeting: (name) => `Hi ${name},`,
  dateAtTime: (dateLabel, timeLabel) => `${dateLabel} at ${timeLabel}`,
  cities: site.cities.join(" and "),
  logoAlt: "Maple leaf logo",
  actionFallback: "If the button does not work, copy this address into your browser:",
  contact: {
    heading: "Contact us",
    email: "Email:",
    phone: "Phone:",
    offices: "Offices:",
    officeList: site.offices.map((office) => `${office.city} (${office.area})`).join(" and "),
    officeHours,
  },
  booking: {
    meetingLength,
    subject: {
      "booking-confirmation": (when) => `Your ${site.brand} consultation is confirmed: ${when}`,
      "booking-rescheduled": (when) => `Your ${site.brand} consultation has moved to ${when}`,
      "booking-cancelled": (when) => `Your ${site.brand} consultation on ${when} is cancelled`,
      "booking-reminder": (when) => `Reminder: your ${site.brand} consultation is tomorrow, ${when}`,
    },
    heading: {
      "booking-confirmation": "Your call is confirmed",
      "booking-rescheduled": "Your call has moved",
      "booking-cancelled": "Your call is cancelled",
      "booking-reminder": "Your call is tomorrow",
    },
    intro: {
      "booking-confirmation": `Thanks for booking a free ${meetingLengthAdjective} consultation with ${site.brand}. Here is what we have on file:`,
      "booking-rescheduled": `Your free ${meetingLengthAdjective} consultation with ${site.brand} has a new time:`,
      "booking-cancelled": `Your free ${meetingLengthAdjective} consultation with ${site.brand} is cancelled, and its time is released. This was the meeting:`,
      "booking-reminder": `A reminder of your free ${meetingLengthAdjective} consultation with ${site.brand}, ${reminderLead} from now:`,
    },
    calendarNote: {
      "booking-confirmation":
        "We will email you a video-call link before the meeting. The calendar invitation is attached to this email as an .ics file: open it to add the call to your calendar.",
      "booking-rescheduled":
        "The updated invitation is attached as an .ics file: open it and your calendar moves the event to the new time. Links in our earlier emails still work and show this time.",
      "booking-cancelled":
        "The cancellation is attached as an .ics file: open it and your calendar removes the event.",
      "booking-reminder": "We will email you the video-call link before the meeting.",
    },
    preview: (when) => `${when}, ${meetingLength}.`,
    previewCancelled: (when) => `${when} is released.`,
    footerReason: "You are receiving this email because you booked a call on our website.",
    labels: {
      date: "Date",
      time: "Time",
      movedFrom: "Moved from",
      meetingType: "Meeting type",
      topics: "Topics",
      goals: "Your goals",
    },
    rebook: {
      heading: "Want another time?",
      intro: "Choose a new time whenever it suits you.",
      button: "Book a new call",
    },
    manage: {
      heading: "Need to reschedule or cancel?",
      beforePhone: `Move or cancel the call from your booking's page, up to ${changeCutoff} before it starts. Closer to the time, call us at `,
      button: "Manage your booking",
    },
  },
  lead: {
    subject: (name) => `We received your request, ${name}`,
    preview: `Our team typically replies ${site.responsePromise}.`,
    footerReason:
      "You are receiving this email because this address was entered in the lead request form on our website. If that was not you, reply and let us know.",
    heading: "We received your request",
    intro: (company) =>
      `Thanks for telling us about ${company}. Your request reached our team, and we typically reply ${site.responsePromise}.`,
    summaryHeading: "What you sent us",
    correction: "If something is wrong or missing, reply to this email and we will update your request.",
  },
};

const fr = bookingPolicyWordsFr;
const NBSP = "\u00a0";
const NNBSP = "\u202f";

const french: VisitorEmailWords = {
  htmlLang: languageTags.fr,
  greeting: (name) => `Bonjour ${name},`,
  dateAtTime: (dateLabel, timeLabel) => `${dateLabel} à ${timeLabel}`,
  cities: site.cities.join(" et "),
  logoAlt: "Logo à la feuille d'érable",
  actionFallback: `Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur${NBSP}:`,
  contact: {
    heading: "Nous joindre",
    email: `Courriel${NBSP}:`,
    phone: `Téléphone${NBSP}:`,
    offices: `Bureaux${NBSP}:`,
    officeList: siteFr.offices.map((office) => `${office.city} (${office.area})`).join(" et "),
    officeHours: officeHoursFr,
  },
  booking: {
    meetingLength: fr.meetingLength,
    subject: {
      "booking-confirmation": (when) => `Votre consultation avec ${site.brand} est confirmée${NBSP}: ${when}`,
      "booking-rescheduled": (when) => `Votre consultation avec ${site.brand} est déplacée au ${when}`,
      "booking-cancelled": (when) => `Votre consultation avec ${site.brand} du ${when} est annulée`,
      "booking-reminder": (when) =>
        `Rappel${NBSP}: votre consultation avec ${site.brand} a lieu demain, ${when}`,
    },
    heading: {
      "booking-confirmation": "Votre appel est confirmé",
      "booking-rescheduled": "Votre appel a été déplacé",
      "booking-cancelled": "Votre appel est annulé",
      "booking-reminder": "Votre appel a lieu demain",
    },
    intro: {
      "booking-confirmation": `Merci d'avoir réservé une consultation gratuite de ${fr.meetingLength} avec ${site.brand}. Voici ce que nous avons au dossier${NBSP}:`,
      "booking-rescheduled": `Votre consultation gratuite de ${fr.meetingLength} avec ${site.brand} a été déplacée. Voici son nouvel horaire${NBSP}:`,
      "booking-cancelled": `Votre consultation gratuite de ${fr.meetingLength} avec ${site.brand} est annulée, et sa plage horaire a été libérée. Il s'agissait de ce rendez-vous${NBSP}:`,
      "booking-reminder": `Nous vous rappelons votre consultation gratuite de ${fr.meetingLength} avec ${site.brand}, qui aura lieu dans ${fr.reminderLead}${NBSP}:`,
    },
    calendarNote: {
      "booking-confirmation": `Nous vous enverrons par courriel un lien de vidéoconférence avant la rencontre. L'invitation de calendrier est jointe à ce courriel sous forme de fichier .ics${NBSP}: ouvrez-la pour ajouter l'appel à votre calendrier.`,
      "booking-rescheduled": `L'invitation mise à jour est jointe sous forme de fichier .ics${NBSP}: ouvrez-la, et votre calendrier déplacera l'événement au nouvel horaire. Les liens de nos courriels précédents fonctionnent toujours et affichent ce nouvel horaire.`,
      "booking-cancelled": `L'avis d'annulation est joint sous forme de fichier .ics${NBSP}: ouvrez-le, et votre calendrier supprimera l'événement.`,
      "booking-reminder": "Nous vous enverrons par courriel le lien de vidéoconférence avant la rencontre.",
    },
    preview: (when) => `Le ${when} (${fr.meetingLength}).`,
    previewCancelled: (when) => `La plage du ${when} est libérée.`,
    footerReason: "Vous recevez ce courriel parce que vous avez réservé un appel sur notre site Web.",
    labels: {
      date: "Date",
      time: "Heure",
      movedFrom: "Ancien horaire",
      meetingType: "Type de rencontre",
      topics: "Sujets",
      goals: "Vos objectifs",
    },
    rebook: {
      heading: `Un autre moment vous conviendrait${NNBSP}?`,
      intro: "Choisissez un nouvel horaire au moment qui vous convient.",
      button: "Réservez un nouvel appel",
    },
    manage: {
      heading: `Besoin de déplacer ou d'annuler l'appel${NNBSP}?`,
      beforePhone: `Déplacez ou annulez l'appel depuis la page de votre rendez-vous, jusqu'à ${fr.changeCutoff} avant son début. Passé ce délai, appelez-nous au `,
      button: "Gérez votre rendez-vous",
    },
  },
  lead: {
    subject: (name) => `Nous avons bien reçu votre demande, ${name}`,
    preview: `Notre équipe répond habituellement ${siteFr.responsePromise}.`,
    footerReason:
      "Vous recevez ce courriel parce que cette adresse a été inscrite dans le formulaire de demande de prospects de notre site Web. Si ce n'était pas vous, répondez à ce courriel pour nous en informer.",
    heading: "Nous avons bien reçu votre demande",
    intro: (company) =>
      `Merci de nous avoir parlé de votre entreprise, ${company}. Votre demande a été transmise à notre équipe, qui répond habituellement ${siteFr.responsePromise}.`,
    summaryHeading: "Ce que vous nous avez envoyé",
    correction:
      "Si un renseignement est inexact ou manquant, répondez à ce courriel et nous mettrons votre demande à jour.",
  },
};

export const visitorEmailWords: Record<Locale, VisitorEmailWords> = { en: english, fr: french };
