CREATE TABLE "appointment_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"status" text NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_availability_date_time_slot_key" UNIQUE("date","time_slot"),
	CONSTRAINT "appointment_availability_status_check" CHECK ("appointment_availability"."status" in ('confirmed', 'blocked')),
	CONSTRAINT "appointment_availability_booking_check" CHECK (("appointment_availability"."status" = 'confirmed') = ("appointment_availability"."appointment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"meeting_type" text NOT NULL,
	"topics" text[] NOT NULL,
	"goals" text,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"timezone" text DEFAULT 'America/Toronto' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"calendar_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_calendar_token_unique" UNIQUE("calendar_token"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "appointments_time_slot_check" CHECK ("appointments"."time_slot" ~ '^[0-9]{2}:[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"appointment_id" uuid,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"consent_sha256" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"page_url" text,
	"referrer" text,
	"utm" jsonb NOT NULL,
	"visitor_time_zone" text,
	"time_to_complete_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_subject_check" CHECK (("consent_records"."lead_id" is null) <> ("consent_records"."appointment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"lead_id" uuid,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"intent" text NOT NULL,
	"industry" text NOT NULL,
	"territories" text[] NOT NULL,
	"budget" text NOT NULL,
	"volume" text NOT NULL,
	"lead_type" text NOT NULL,
	"message" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_term" text,
	"referrer" text,
	"submission_time" timestamp with time zone NOT NULL,
	"time_to_complete_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_availability" ADD CONSTRAINT "appointment_availability_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_lead_id_idx" ON "consent_records" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "consent_records_appointment_id_idx" ON "consent_records" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");