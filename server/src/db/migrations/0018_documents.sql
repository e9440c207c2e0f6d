CREATE TYPE "public"."document_kind" AS ENUM('signed_form', 'photo');--> statement-breakpoint
CREATE TABLE "patient_document_chunks" (
	"document_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "patient_document_chunks_document_id_seq_pk" PRIMARY KEY("document_id","seq")
);
--> statement-breakpoint
CREATE TABLE "patient_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"kind" "document_kind" NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"chunk_count" integer NOT NULL,
	"page" integer NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"created_by_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_document_chunks" ADD CONSTRAINT "patient_document_chunks_document_id_patient_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."patient_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_documents" ADD CONSTRAINT "patient_documents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_documents" ADD CONSTRAINT "patient_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_documents_patient_idx" ON "patient_documents" USING btree ("patient_id","kind","page");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_documents_page_idx" ON "patient_documents" USING btree ("patient_id","kind","page") WHERE "patient_documents"."complete";--> statement-breakpoint
-- Hand-written: the chunks are JPEG, PNG, WebP and PDF, already compressed; PostgreSQL stores them out of line without trying to compress them again.
ALTER TABLE "patient_document_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
