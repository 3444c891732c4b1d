-- Trigrams for the staff search term; PGlite loads the extension in db/client.ts, PostgreSQL ships it (trusted since 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "staff_state_created" ON "staff" USING btree ("state_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_state_district" ON "staff" USING btree ("state_id","district_id");--> statement-breakpoint
CREATE INDEX "staff_school" ON "staff" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "staff_state_employment" ON "staff" USING btree ("state_id","date_of_employment");--> statement-breakpoint
CREATE INDEX "staff_search_text" ON "staff" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || coalesce("middle_name", '') || ' ' || "username" || ' ' || "email" || ' ' || "phone_number" || ' ' || coalesce("oracle_number", '') || ' ' || coalesce("tescom_number", '') || ' ' || coalesce("subeb_number", '')) gin_trgm_ops);