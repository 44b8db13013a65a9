import type { BookingRequestWords } from "~/domain/booking-request";
import type { LeadRequestWords } from "~/domain/lead-request";
import type { ValidationWords } from "~/domain/validation";

/**
 * The validation messages in French (issue 24): the forms show them, and the API answers with them
 * when the request asks for French (Accept-Language). Same rules as the English ones beside the
 * schemas in app/domain; only the words differ.
 */
export const validationWordsFr: ValidationWords = {
  required: "Champ obligatoire",
  invalidInput: "Valeur non valide",
  invalidEmail: "Veuillez entrer une adresse courriel valide",
  emailRequired: "L’adresse courriel est obligatoire",
  unstorableText: "Ce champ contient des caractères non autorisés",
  maxLength: (fieldLabel, max) => `${fieldLabel}\u00a0: ${max}\u00a0caractères au maximum`,
  emailLabel: "Adresse courriel",
};

export const leadRequestWordsFr: LeadRequestWords = {
  ...validationWordsFr,
  fieldLabels: { name: "Nom", company: "Entreprise", phone: "Numéro de téléphone", message: "Message" },
  nameRequired: "Le nom est obligatoire",
  companyRequired: "Le nom de l’entreprise est obligatoire",
  role: "Veuillez choisir votre rôle",
  intent: "Veuillez choisir votre échéancier",
  industry: "Veuillez choisir votre secteur",
  territoryFromList: "Veuillez choisir des territoires dans la liste",
  noTerritory: "Veuillez choisir au moins un territoire",
  atMostTerritories: (count) => `Veuillez choisir au plus ${count}\u00a0territoires`,
  territoryOnce: "Veuillez choisir chaque territoire une seule fois",
  budget: "Veuillez choisir votre fourchette de budget",
  volume: "Veuillez choisir le volume prévu",
  leadType: "Veuillez choisir le type de prospect",
  consent: "Veuillez consentir à ce que nous communiquions avec vous",
};

export const bookingRequestWordsFr: BookingRequestWords = {
  ...validationWordsFr,
  fieldLabels: { name: "Nom", phone: "Numéro de téléphone", company: "Entreprise", goals: "Objectifs" },
  nameTooShort: "Le nom doit compter au moins 2\u00a0caractères",
  meetingType: "Veuillez choisir un type de rencontre",
  topicFromList: "Veuillez choisir des sujets dans la liste",
  noTopic: "Veuillez choisir au moins un sujet",
  atMostTopics: (count) => `Veuillez choisir au plus ${count}\u00a0sujets`,
  topicOnce: "Veuillez choisir chaque sujet une seule fois",
  consent: "Vous devez donner votre accord pour continuer",
  date: "Veuillez choisir une date",
  time: "Veuillez choisir une heure",
  timeZone: (zone) => `Les heures sont réservées selon le fuseau ${zone}`,
};
