DROP INDEX "leads_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_owner_id_idx";--> statement-breakpoint
CREATE INDEX "appointment_availability_appointment_id_idx" ON "appointment_availability" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_confirmed_starts_at_idx" ON "appointments" USING btree ("starts_at","id") WHERE "appointments"."status" = 'confirmed' and "appointments"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_cancelled_at_idx" ON "appointments" USING btree ("cancelled_at","id") WHERE "appointments"."status" = 'cancelled' and "appointments"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_at_idx" ON "email_outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_lead_id_idx" ON "email_outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "email_outbox_appointment_id_idx" ON "email_outbox" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_sha256_idx" ON "email_outbox" USING btree ("recipient_sha256");--> statement-breakpoint
CREATE INDEX "leads_created_at_id_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at","id","industry","budget","lead_type","language","owner_id","territories");--> statement-breakpoint
CREATE INDEX "leads_owner_created_at_idx" ON "leads" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_utm_source_created_at_idx" ON "leads" USING btree (lower("utm_source"),"created_at","id");--> statement-breakpoint
CREATE INDEX "leads_territories_idx" ON "leads" USING gin ("territories");--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_company_trgm_idx" ON "leads" USING gin ("company" gin_trgm_ops);