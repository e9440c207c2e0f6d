CREATE TYPE "public"."circumstance" AS ENUM('OXYGEN', 'MOBILITY', 'HEARING', 'SPEECH', 'VISION', 'DEMENTIA', 'LIVES_ALONE', 'CREW_DANGER');--> statement-breakpoint
CREATE TYPE "public"."polst_cpr" AS ENUM('ATTEMPT', 'DO_NOT_ATTEMPT');--> statement-breakpoint
CREATE TYPE "public"."polst_treatment" AS ENUM('FULL', 'SELECTIVE', 'COMFORT');--> statement-breakpoint
CREATE TYPE "public"."signed_form_kind" AS ENUM('POLST', 'DNR_FORM', 'ADVANCE_DIRECTIVE', 'HEALTH_CARE_POWER_OF_ATTORNEY');--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "signed_form_kind" "signed_form_kind";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "signed_form_date" date;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "signed_form_location" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "polst_cpr" "polst_cpr";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "polst_treatment" "polst_treatment";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "circumstances" "circumstance"[];--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "circumstances_note" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "access_instructions" text;