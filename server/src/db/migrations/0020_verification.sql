ALTER TABLE "patients" ADD COLUMN "verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "review_from" timestamp (3) with time zone GENERATED ALWAYS AS (coalesce(verified_at, created_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_review_from_idx" ON "patients" USING btree ("review_from","id");