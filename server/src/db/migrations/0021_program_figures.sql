DROP INDEX "audit_events_action_idx";--> statement-breakpoint
CREATE INDEX "audit_events_action_created_at_idx" ON "audit_events" USING btree ("action","created_at","actor_role");--> statement-breakpoint
CREATE INDEX "patients_created_at_idx" ON "patients" USING btree ("created_at");