DROP INDEX "students_state_name";--> statement-breakpoint
CREATE INDEX "students_state_name" ON "students" USING btree ("state_id","last_name","first_name","id","search_text");