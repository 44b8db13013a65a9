ALTER TABLE "email_outbox" ALTER COLUMN "recipient" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "recipient_sha256" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
-- Rows queued before this migration: the hash the outbox now computes when it queues a message
-- (hex SHA-256 of the lower-cased address), and for a row already tried the Message-ID it was
-- sent with, so that a retry carries the same one.
UPDATE "email_outbox" SET "recipient_sha256" = encode(sha256(convert_to(lower("recipient"), 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "email_outbox" SET "message_id" = '<' || "id" || '@outbox>' WHERE "attempts" > 0;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "recipient_sha256" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "pruned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_unpruned_sent_at_idx" ON "email_outbox" USING btree ("sent_at") WHERE "email_outbox"."status" = 'sent' and "email_outbox"."pruned_at" is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_content_check" CHECK (("email_outbox"."pruned_at" is null) = ("email_outbox"."recipient" is not null and "email_outbox"."subject" is not null and "email_outbox"."html" is not null and "email_outbox"."text" is not null));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_pruned_check" CHECK ("email_outbox"."pruned_at" is null or ("email_outbox"."status" = 'sent' and "email_outbox"."sent_at" is not null));