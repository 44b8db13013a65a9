CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("date","time_slot");--> statement-breakpoint
CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_new_created_at_idx" ON "leads" USING btree ("created_at") WHERE "leads"."status" = 'new' and "leads"."erased_at" is null;