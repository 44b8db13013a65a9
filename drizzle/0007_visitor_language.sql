ALTER TABLE "appointments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_language_check" CHECK ("appointments"."language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_language_check" CHECK ("consent_records"."language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_language_check" CHECK ("leads"."language" in ('en', 'fr'));