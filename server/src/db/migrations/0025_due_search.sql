-- HAND-WRITTEN (drizzle-kit cannot declare INCLUDE): keep it when the migrations are regenerated.
-- Issue 24: the Due for review list's name search reads the patients bearing a name from the
-- same covering name indexes as the patient list (0011_count.sql), and keeps only those due.
-- review_from joins the INCLUDEd columns so that check is made on the index entry: a common
-- surname's ten thousand patients are then filtered without visiting one heap page.
DROP INDEX "patients_first_name_key_idx";--> statement-breakpoint
DROP INDEX "patients_last_name_key_idx";--> statement-breakpoint
CREATE INDEX "patients_first_name_key_idx" ON "patients" USING btree (lower("first_name"), "updated_at" DESC NULLS LAST, "id") INCLUDE ("first_name", "review_from");--> statement-breakpoint
CREATE INDEX "patients_last_name_key_idx" ON "patients" USING btree (lower("last_name"), "updated_at" DESC NULLS LAST, "id") INCLUDE ("last_name", "review_from");
