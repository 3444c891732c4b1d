ALTER TABLE "classes" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "subjects" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ALTER COLUMN "subject_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "schemes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "class_notes_combination" ON "class_notes" USING btree ("state_id","subject_id","session_id","term_id","class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_one_current" ON "sessions" USING btree ("state_id") WHERE "sessions"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_state_code" ON "subjects" USING btree ("state_id",lower("subject_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "terms_session_name" ON "terms" USING btree ("session_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "terms_one_current" ON "terms" USING btree ("state_id") WHERE "terms"."is_current";