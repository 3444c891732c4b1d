DROP INDEX "staff_state_district";--> statement-breakpoint
CREATE INDEX "staff_state_district_gender" ON "staff" USING btree ("state_id","district_id","gender","created_at","id");