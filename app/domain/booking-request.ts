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
  emailAddress,
  hasNoDuplicates,
  maxLengthMessage,
  optionLabel,
  optionValues,
  optionalText,
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

export function meetingTypeLabel(value: string): string {
  return optionLabel(meetingTypes, value);
}

export function topicLabel(value: string): string {
  return optionLabel(topics, value);
}

const NAME_TOO_SHORT = "Name must be at least 2 characters";
const NO_TOPIC = "Please select at least one topic";

export const bookingRequestSchema = z.object({
  name: z
    .string({ error: NAME_TOO_SHORT })
    .check(z.trim(), z.minLength(2, NAME_TOO_SHORT), z.maxLength(100, maxLengthMessage("Name", 100))),
  email: emailAddress,
  phone: optionalText("Phone number", 40),
  company: optionalText("Company", 150),
  meetingType: choiceOf(meetingTypes, "Please select a meeting type"),
  topics: z
    .array(z.enum(optionValues(topics), { error: "Please select topics from the list" }), { error: NO_TOPIC })
    .check(
      z.minLength(1, NO_TOPIC),
      z.maxLength(topics.length, `Please select at most ${topics.length} topics`),
      z.refine(hasNoDuplicates, "Please select each topic only once"),
    ),
  goals: optionalText("Goals", 2000),
  consent: z.literal(true, { error: "You must agree to proceed" }),
  date: z.string({ error: "Please choose a date" }).check(z.refine(isCalendarDate, "Please choose a date")),
  timeSlot: z.string({ error: "Please choose a time" }).check(z.refine(isClockTime, "Please choose a time")),
  // Slots are Toronto wall-clock times whatever the visitor's own zone (DESIGN.md decision 2).
  timezone: z._default(
    z.literal(BUSINESS_TIME_ZONE, { error: `Times are booked in ${BUSINESS_TIME_ZONE}` }),
    BUSINESS_TIME_ZONE,
  ),
});

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
