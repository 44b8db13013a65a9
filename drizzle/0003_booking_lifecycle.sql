CREATE TABLE "appointment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"previous_date" date,
	"previous_time_slot" text,
	"reason" text,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_events_kind_check" CHECK ("appointment_events"."kind" in ('booked', 'rescheduled', 'cancelled')),
	CONSTRAINT "appointment_events_actor_check" CHECK ("appointment_events"."actor" in ('visitor', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_id_idx" ON "appointment_events" USING btree ("appointment_id","occurred_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_check" CHECK (("appointments"."status" = 'cancelled') = ("appointments"."cancelled_at" is not null));--> statement-breakpoint
-- Written by hand: rows from before this migration get the values the new code would have given them.
UPDATE "email_outbox" SET "due_at" = "created_at";--> statement-breakpoint
INSERT INTO "appointment_events" ("appointment_id", "kind", "actor", "date", "time_slot", "occurred_at")
SELECT "id", 'booked', 'visitor', "date", "time_slot", "created_at" FROM "appointments";
