/**
 * The booking request of /book-a-call (spec.md sections 3 and 5): one zod schema that the form
 * validates with and the server parses with. It checks the shape only; whether the date and slot
 * can still be booked depends on "now" and on stored bookings, so slots.ts decides that and the
 * server applies it.
 */
import * as z from "zod/mini";
import { BUSINESS_TIME_ZONE, isCalendarDate, isClockTime } from "./time";
import {
  type BilingualOption,
  choiceOf,
  emailAddressIn,
  englishValidationWords,
  hasNoDuplicates,
  optionLabel,
  optionsIn,
  optionValues,
  optionalTextIn,
  type ValidationWords,
} from "./validation";

export const meetingTypes = [
  { value: "lead-generation", label: "Lead Generation Strategy", fr: "Stratégie de génération de prospects" },
  { value: "compliance-review", label: "Compliance & Regulations", fr: "Conformité et réglementation" },
  {
    value: "performance-marketing",
    label: "Performance Marketing Setup",
    fr: "Mise en place du marketing de performance",
  },
  { value: "channel-strategy", label: "Multi-Channel Strategy", fr: "Stratégie multicanal" },
  { value: "other", label: "Other/General Discussion", fr: "Autre sujet ou discussion générale" },
] as const satisfies readonly BilingualOption[];
export type MeetingType = (typeof meetingTypes)[number]["value"];

export const topics = [
  { value: "ppl", label: "Pay-Per-Lead Models", fr: "Modèles de paiement au prospect" },
  { value: "compliance", label: "Regulatory Compliance", fr: "Conformité réglementaire" },
  { value: "channels", label: "Channel Strategy", fr: "Stratégie de canaux" },
  { value: "scaling", label: "Scaling Operations", fr: "Croissance des opérations" },
  { value: "tracking", label: "Attribution & Tracking", fr: "Attribution et suivi" },
  { value: "quality", label: "Lead Quality & Validation", fr: "Qualité et validation des prospects" },
  { value: "pricing", label: "Pricing & Cost Structure", fr: "Tarification et structure de coûts" },
  { value: "integration", label: "CRM Integration", fr: "Intégration au logiciel de GRC" },
] as const satisfies readonly BilingualOption[];
export type Topic = (typeof topics)[number]["value"];

export function meetingTypeLabel(value: string, locale: "en" | "fr" = "en"): string {
  return optionLabel(optionsIn(meetingTypes, locale), value);
}

export function topicLabel(value: string, locale: "en" | "fr" = "en"): string {
  return optionLabel(optionsIn(topics, locale), value);
}

/** The booking request's messages in one language (issue 24); French in app/content/fr/validation.ts. */
export interface BookingRequestWords extends ValidationWords {
  fieldLabels: { name: string; phone: string; company: string; goals: string };
  nameTooShort: string;
  meetingType: string;
  topicFromList: string;
  noTopic: string;
  atMostTopics: (count: number) => string;
  topicOnce: string;
  consent: string;
  date: string;
  time: string;
  timeZone: (zone: string) => string;
}

export const englishBookingRequestWords: BookingRequestWords = {
  ...englishValidationWords,
  fieldLabels: { name: "Name", phone: "Phone number", company: "Company", goals: "Goals" },
  nameTooShort: "Name must be at least 2 characters",
  meetingType: "Please select a meeting type",
  topicFromList: "Please select topics from the list",
  noTopic: "Please select at least one topic",
  atMostTopics: (count) => `Please select at most ${count} topics`,
  topicOnce: "Please select each topic only once",
  consent: "You must agree to proceed",
  date: "Please choose a date",
  time: "Please choose a time",
  timeZone: (zone) => `Times are booked in ${zone}`,
};

/** The booking request's schema, answering in the language of `words`. */
export function bookingRequestSchemaIn(words: BookingRequestWords) {
  const labels = words.fieldLabels;
  return z.object({
    name: z
      .string({ error: words.nameTooShort })
      .check(
        z.trim(),
        z.minLength(2, words.nameTooShort),
        z.maxLength(100, words.maxLength(labels.name, 100)),
      ),
    email: emailAddressIn(words),
    phone: optionalTextIn(words, labels.phone, 40),
    company: optionalTextIn(words, labels.company, 150),
    meetingType: choiceOf(meetingTypes, words.meetingType),
    topics: z
      .array(z.enum(optionValues(topics), { error: words.topicFromList }), { error: words.noTopic })
      .check(
        z.minLength(1, words.noTopic),
        z.maxLength(topics.length, words.atMostTopics(topics.length)),
        z.refine(hasNoDuplicates, words.topicOnce),
      ),
    goals: optionalTextIn(words, labels.goals, 2000),
    consent: z.literal(true, { error: words.consent }),
    date: z.string({ error: words.date }).check(z.refine(isCalendarDate, words.date)),
    timeSlot: z.string({ error: words.time }).check(z.refine(isClockTime, words.time)),
    // Slots are Toronto wall-clock times whatever the visitor's own zone (DESIGN.md decision 2).
    timezone: z._default(
      z.literal(BUSINESS_TIME_ZONE, { error: words.timeZone(BUSINESS_TIME_ZONE) }),
      BUSINESS_TIME_ZONE,
    ),
  });
}

export type BookingRequestSchema = ReturnType<typeof bookingRequestSchemaIn>;

export const bookingRequestSchema = bookingRequestSchemaIn(englishBookingRequestWords);

export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** What the form holds before it is valid: selects may be empty and consent unticked. */
export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  meetingType: MeetingType | "";
  topics: Topic[];
  goals: string;
  consent: boolean;
  date: string;
  timeSlot: string;
  timezone: typeof BUSINESS_TIME_ZONE;
}

/** spec.md section 5 "Defaults": every field empty, no topic, consent not given. */
export const bookingFormDefaults: BookingFormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  meetingType: "",
  topics: [],
  goals: "",
  consent: false,
  date: "",
  timeSlot: "",
  timezone: BUSINESS_TIME_ZONE,
};
