CREATE TABLE "audit_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"organisation_type" text,
	"organisation_id" uuid,
	"operation_id" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"state_id" uuid,
	"district_id" uuid,
	"school_id" uuid,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_records_state_at" ON "audit_records" USING btree ("state_id","at");--> statement-breakpoint
CREATE INDEX "audit_records_actor" ON "audit_records" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_records_district" ON "audit_records" USING btree ("district_id","at");--> statement-breakpoint
CREATE INDEX "audit_records_school" ON "audit_records" USING btree ("school_id","at");