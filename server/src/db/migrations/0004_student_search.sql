DROP INDEX "students_state_admission";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "class_arm" text;--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_admission" ON "students" USING btree ("school_id",lower("admission_number"));--> statement-breakpoint
CREATE INDEX "students_state_name" ON "students" USING btree ("state_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "students_state_admission_date" ON "students" USING btree ("state_id","admission_date",lower("admission_number"),"id");--> statement-breakpoint
CREATE INDEX "students_class" ON "students" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "students_search_text" ON "students" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || coalesce("middle_name", '') || ' ' || "admission_number") gin_trgm_ops);