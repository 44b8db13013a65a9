import type { Locale } from "~/domain/locale";
import { leadRequestSchema, leadRequestSchemaIn, type LeadRequestSchema } from "~/domain/lead-request";
import { leadRequestWordsFr } from "./fr/validation";

/** The lead request's schema in each language: the funnel and the API check with the same one. */
export const leadRequestSchemas = {
  en: leadRequestSchema,
  fr: leadRequestSchemaIn(leadRequestWordsFr),
} satisfies Record<Locale, LeadRequestSchema>;
