CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"sections" text[] DEFAULT '{}' NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp (3) with time zone NOT NULL,
	"read_at" timestamp (3) with time zone,
	"emailed_at" timestamp (3) with time zone,
	"job_id" uuid NOT NULL,
	CONSTRAINT "notices_kind_check" CHECK ("notices"."kind" in ('change', 'scan'))
);
--> statement-breakpoint
CREATE TABLE "patient_followers" (
	"patient_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "patient_followers_patient_id_user_id_pk" PRIMARY KEY("patient_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_followers" ADD CONSTRAINT "patient_followers_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_followers" ADD CONSTRAINT "patient_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_job_recipient_unique" ON "notices" USING btree ("job_id","recipient_id");--> statement-breakpoint
CREATE INDEX "notices_recipient_created_idx" ON "notices" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notices_recipient_unread_idx" ON "notices" USING btree ("recipient_id") WHERE "notices"."read_at" is null;--> statement-breakpoint
CREATE INDEX "patient_followers_user_idx" ON "patient_followers" USING btree ("user_id");