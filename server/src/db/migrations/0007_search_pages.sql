DROP INDEX "students_school";--> statement-breakpoint
CREATE INDEX "students_school_name" ON "students" USING btree ("school_id","last_name","first_name","id");