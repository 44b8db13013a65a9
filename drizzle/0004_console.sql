CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone NOT NULL,
	"staff_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"ip_address" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"totp_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_settings_single_row_check" CHECK ("console_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"staff_id" uuid,
	"from_status" text,
	"to_status" text,
	"note" text,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_events_change_check" CHECK (("lead_events"."from_status" is null) = ("lead_events"."to_status" is null)),
	CONSTRAINT "lead_events_content_check" CHECK ("lead_events"."to_status" is not null or "lead_events"."note" is not null)
);
--> statement-breakpoint
CREATE TABLE "reopened_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"note" text,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email_sha256" text NOT NULL,
	"ip_address" text,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"pending_totp_secret" text,
	"totp_last_step" bigint,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_sha256" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"second_factor_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"token_sha256" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_tokens_purpose_check" CHECK ("staff_tokens"."purpose" in ('setup', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "company" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_availability" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "appointment_availability" ADD COLUMN "blocked_by" uuid;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand: rows from before this migration get the hash the new code gives them.
ALTER TABLE "appointments" ADD COLUMN "email_sha256" text;--> statement-breakpoint
UPDATE "appointments" SET "email_sha256" = encode(sha256(convert_to(lower("email"), 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "email_sha256" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "evidence_sha256" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "erasure_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand: rows from before this migration get the hash the new code gives them.
ALTER TABLE "leads" ADD COLUMN "email_sha256" text;--> statement-breakpoint
UPDATE "leads" SET "email_sha256" = encode(sha256(convert_to(lower("email"), 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "email_sha256" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reopened_holidays" ADD CONSTRAINT "reopened_holidays_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_occurred_at_idx" ON "audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "lead_events_lead_id_idx" ON "lead_events" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_email_idx" ON "sign_in_attempts" USING btree ("email_sha256","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip_idx" ON "sign_in_attempts" USING btree ("ip_address","attempted_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_id_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "appointment_availability" ADD CONSTRAINT "appointment_availability_blocked_by_staff_accounts_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_email_idx" ON "appointments" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "appointments_email_sha256_idx" ON "appointments" USING btree ("email_sha256");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_email_sha256_idx" ON "leads" USING btree ("email_sha256");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_attendance_check" CHECK ("appointments"."attendance" in ('attended', 'no-show'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_erased_check" CHECK (("appointments"."erased_at" is null) = ("appointments"."name" is not null and "appointments"."email" is not null));--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_erased_check" CHECK (("consent_records"."erased_at" is null) = ("consent_records"."evidence_sha256" is null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_erased_check" CHECK (("leads"."erased_at" is null) = ("leads"."name" is not null and "leads"."email" is not null and "leads"."company" is not null));--> statement-breakpoint
INSERT INTO "console_settings" ("id") VALUES (true);