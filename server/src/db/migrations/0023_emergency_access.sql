CREATE TABLE "emergency_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"agency" text NOT NULL,
	"badge" text NOT NULL,
	"reason" text NOT NULL,
	"client_address" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"review" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp (3) with time zone,
	"reviewed_by_id" uuid,
	CONSTRAINT "emergency_grants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "label_access_codes" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"rotated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_grants" ADD CONSTRAINT "emergency_grants_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_grants_created_at_idx" ON "emergency_grants" USING btree ("created_at");