import type { Locale } from "~/domain/locale";
import { leadRequestSchema, leadRequestSchemaIn, type LeadRequestSchema } from "~/domain/lead-request";
import {
  bookingRequestSchema,
  bookingRequestSchemaIn,
  type BookingRequestSchema,
} from "~/domain/booking-request";
import { bookingRequestWordsFr, leadRequestWordsFr } from "./fr/validation";

/** The lead request's schema in each language: the funnel and the API check with the same one. */
export const leadRequestSchemas = {
  en: leadRequestSchema,
  fr: leadRequestSchemaIn(leadRequestWordsFr),
} satisfies Record<Locale, LeadRequestSchema>;

/** The booking request's schema in each language: the booking form and the API check with it. */
export const bookingRequestSchemas = {
  en: bookingRequestSchema,
  fr: bookingRequestSchemaIn(bookingRequestWordsFr),
} satisfies Record<Locale, BookingRequestSchema>;
