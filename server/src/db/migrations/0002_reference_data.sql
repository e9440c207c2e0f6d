CREATE TYPE "public"."allergy_type" AS ENUM('DRUG', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."coding_system" AS ENUM('SNOMED', 'RXNORM', 'ICD10');--> statement-breakpoint
CREATE TABLE "allergies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" "allergy_type" NOT NULL,
	"system" "coding_system",
	"code" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"system" "coding_system",
	"code" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"alt_names" text,
	"system" "coding_system",
	"code" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "physician_hospitals" (
	"physician_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "physician_hospitals_physician_id_hospital_id_pk" PRIMARY KEY("physician_id","hospital_id")
);
--> statement-breakpoint
CREATE TABLE "physicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"phone" text,
	"email" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "allergies" ADD CONSTRAINT "allergies_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergies" ADD CONSTRAINT "allergies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physician_hospitals" ADD CONSTRAINT "physician_hospitals_physician_id_physicians_id_fk" FOREIGN KEY ("physician_id") REFERENCES "public"."physicians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physician_hospitals" ADD CONSTRAINT "physician_hospitals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physicians" ADD CONSTRAINT "physicians_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physicians" ADD CONSTRAINT "physicians_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allergies_name_type_unique" ON "allergies" USING btree (lower("name"),"type");--> statement-breakpoint
CREATE INDEX "allergies_name_trgm_idx" ON "allergies" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE UNIQUE INDEX "conditions_name_unique" ON "conditions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "conditions_name_trgm_idx" ON "conditions" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "hospitals_name_trgm_idx" ON "hospitals" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "hospitals_name_sort_idx" ON "hospitals" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "medications_name_unique" ON "medications" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "medications_name_trgm_idx" ON "medications" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "physician_hospitals_hospital_idx" ON "physician_hospitals" USING btree ("hospital_id","physician_id");--> statement-breakpoint
CREATE INDEX "physicians_first_name_trgm_idx" ON "physicians" USING gin (lower("first_name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "physicians_middle_name_trgm_idx" ON "physicians" USING gin (lower("middle_name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "physicians_last_name_trgm_idx" ON "physicians" USING gin (lower("last_name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "physicians_name_sort_idx" ON "physicians" USING btree (lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "physicians_phone_idx" ON "physicians" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "physicians_email_lower_idx" ON "physicians" USING btree (lower("email"));