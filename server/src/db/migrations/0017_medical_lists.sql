CREATE TYPE "public"."allergy_criticality" AS ENUM('high', 'low', 'unable-to-assess');--> statement-breakpoint
CREATE TYPE "public"."allergy_reaction" AS ENUM('ANAPHYLAXIS', 'HIVES', 'RASH', 'SWELLING', 'BREATHING_DIFFICULTY', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."high_risk_category" AS ENUM('ANTICOAGULANT', 'ANTIPLATELET', 'INSULIN', 'HYPOGLYCAEMIC', 'OPIOID', 'ANTIEPILEPTIC', 'BETA_BLOCKER', 'IMMUNOSUPPRESSANT', 'STEROID');--> statement-breakpoint
ALTER TABLE "medications" ADD COLUMN "high_risk" "high_risk_category";--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD COLUMN "reaction" "allergy_reaction";--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD COLUMN "reaction_note" text;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD COLUMN "criticality" "allergy_criticality";--> statement-breakpoint
ALTER TABLE "patient_medications" ADD COLUMN "dose" text;--> statement-breakpoint
ALTER TABLE "patient_medications" ADD COLUMN "frequency" text;--> statement-breakpoint
ALTER TABLE "patient_medications" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "allergies_none_known_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "allergies_none_known_by_id" uuid;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "medications_none_known_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "medications_none_known_by_id" uuid;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "conditions_none_known_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "conditions_none_known_by_id" uuid;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_allergies_none_known_by_id_users_id_fk" FOREIGN KEY ("allergies_none_known_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_medications_none_known_by_id_users_id_fk" FOREIGN KEY ("medications_none_known_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_conditions_none_known_by_id_users_id_fk" FOREIGN KEY ("conditions_none_known_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 23): flag the shipped medications already in existing installs, by the
-- same class lists as server/src/modules/catalogs/data/high-risk.ts (a fresh install gets them
-- from the seed). Rows an admin already flagged are left as they are.
UPDATE "medications" SET "high_risk" = 'ANTICOAGULANT' WHERE "high_risk" IS NULL AND lower("name") IN ('warfarin', 'apixaban', 'rivaroxaban', 'dabigatran', 'edoxaban', 'heparin', 'enoxaparin', 'dalteparin', 'fondaparinux');--> statement-breakpoint
UPDATE "medications" SET "high_risk" = 'ANTIPLATELET' WHERE "high_risk" IS NULL AND lower("name") IN ('clopidogrel', 'prasugrel', 'ticagrelor', 'cilostazol', 'dipyridamole', 'aspirin / dipyridamole');--> statement-breakpoint
UPDATE "medications" SET "high_risk" = 'INSULIN' WHERE "high_risk" IS NULL AND lower("name") IN ('insulin glargine', 'insulin detemir', 'insulin degludec', 'insulin lispro', 'insulin aspart', 'insulin glulisine', 'insulin regular', 'insulin nph');--> statement-breakpoint
UPDATE "medications" SET "high_risk" = 'HYPOGLYCAEMIC' WHERE "high_risk" IS NULL AND lower("name") IN ('glipizide', 'glyburide', 'glimepiride', 'repaglinide');--> statement-breakpoint
UPDATE "medications" SET "high_risk" = 'OPIOID' WHERE "high_risk" IS NULL AND lower("name") IN ('morphine', 'oxycodone', 'hydrocodone', 'acetaminophen / hydrocodone', 'acetaminophen / oxycodone', 'acetaminophen / codeine', 'hydromorphone', 'fentanyl', 'methadone', 'buprenorphine', 'buprenorphine / naloxone', 'tramadol', 'tapentadol', 'codeine', 'oxymorphone', 'meperidine');--> statement-breakpoint
UPDATE "medications" SET "high_risk" = 'ANTIEPILEPTIC' WHERE "high_risk" IS NULL AND lower("name") IN ('levetiracetam', 'phenytoin', 'fosphenytoin', 'carbamazepine', 'oxcarbazepine', 'valproic acid', 'divalproex sodium', 'lamotrigine', 'topiramate', 'lacosamide', 'zonisamide', 'phenobarbital', 'primidone', 'clobazam', 'brivaracetam', 'eslicarbazepine', 'perampanel', 'rufinamide', 'ethosuximide', 'felbamate', 'cenobamate', 'cannabidiol', 'vigabatrin');--> statement-breakpoint
UPDATE "medications" SET "high_risk" = 'BETA_BLOCKER' WHERE "high_risk" IS NULL AND lower("name") IN ('metoprolol', 'atenolol', 'carvedilol', 'propranolol', 'labetalol', 'bisoprolol', 'nebivolol', 'sotalol', 'nadolol');--> statement-breakpoint
UPDATE "medications" SET "high_risk" = 'IMMUNOSUPPRESSANT' WHERE "high_risk" IS NULL AND lower("name") IN ('tacrolimus', 'cyclosporine', 'mycophenolate mofetil', 'mycophenolic acid', 'azathioprine', 'sirolimus', 'everolimus', 'methotrexate', 'adalimumab', 'etanercept', 'infliximab', 'rituximab', 'leflunomide', 'mercaptopurine');--> statement-breakpoint
UPDATE "medications" SET "high_risk" = 'STEROID' WHERE "high_risk" IS NULL AND lower("name") IN ('prednisone', 'prednisolone', 'methylprednisolone', 'dexamethasone', 'hydrocortisone');
