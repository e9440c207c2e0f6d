CREATE TYPE "public"."code_status" AS ENUM('COMFORT', 'DNR', 'DNI', 'DNR_DNI', 'FULL');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('FEMALE', 'MALE', 'TRANS_MALE', 'TRANS_FEMALE', 'OTHER', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('CANTONESE', 'ENGLISH', 'MANDARIN', 'RUSSIAN', 'SPANISH', 'TAGALOG');--> statement-breakpoint
CREATE TABLE "emergency_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"phone" text,
	"email" text,
	"address" text,
	"relationship" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"created_by_id" uuid NOT NULL,
	"updated_by_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_allergies" (
	"patient_id" uuid NOT NULL,
	"allergy_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "patient_allergies_patient_id_allergy_id_pk" PRIMARY KEY("patient_id","allergy_id")
);
--> statement-breakpoint
CREATE TABLE "patient_conditions" (
	"patient_id" uuid NOT NULL,
	"condition_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "patient_conditions_patient_id_condition_id_pk" PRIMARY KEY("patient_id","condition_id")
);
--> statement-breakpoint
CREATE TABLE "patient_medications" (
	"patient_id" uuid NOT NULL,
	"medication_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "patient_medications_patient_id_medication_id_pk" PRIMARY KEY("patient_id","medication_id")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"date_of_birth" date,
	"gender" "gender",
	"language" "language",
	"code_status" "code_status",
	"code_status_attached" boolean,
	"hospital_id" uuid,
	"physician_id" uuid,
	"emergency_contact_id" uuid,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"created_by_id" uuid NOT NULL,
	"updated_by_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_allergy_id_allergies_id_fk" FOREIGN KEY ("allergy_id") REFERENCES "public"."allergies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_conditions" ADD CONSTRAINT "patient_conditions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_conditions" ADD CONSTRAINT "patient_conditions_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_medications" ADD CONSTRAINT "patient_medications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_medications" ADD CONSTRAINT "patient_medications_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_physician_id_physicians_id_fk" FOREIGN KEY ("physician_id") REFERENCES "public"."physicians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_emergency_contact_id_emergency_contacts_id_fk" FOREIGN KEY ("emergency_contact_id") REFERENCES "public"."emergency_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_allergies_allergy_idx" ON "patient_allergies" USING btree ("allergy_id");--> statement-breakpoint
CREATE INDEX "patient_conditions_condition_idx" ON "patient_conditions" USING btree ("condition_id");--> statement-breakpoint
CREATE INDEX "patient_medications_medication_idx" ON "patient_medications" USING btree ("medication_id");--> statement-breakpoint
CREATE INDEX "patients_updated_at_idx" ON "patients" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "patients_first_name_trgm_idx" ON "patients" USING gin (lower("first_name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "patients_last_name_trgm_idx" ON "patients" USING gin (lower("last_name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "patients_hospital_idx" ON "patients" USING btree ("hospital_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "patients_physician_idx" ON "patients" USING btree ("physician_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_emergency_contact_idx" ON "patients" USING btree ("emergency_contact_id");