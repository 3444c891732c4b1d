CREATE TABLE "upload_batch_rows" (
	"batch_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"input" jsonb,
	CONSTRAINT "upload_batch_rows_batch_id_row_pk" PRIMARY KEY("batch_id","row")
);
--> statement-breakpoint
DROP INDEX "students_school";--> statement-breakpoint
ALTER TABLE "upload_batch_rows" ADD CONSTRAINT "upload_batch_rows_batch_id_upload_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."upload_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_school_name" ON "students" USING btree ("school_id","last_name","first_name","id");--> statement-breakpoint
ALTER TABLE "upload_batches" DROP COLUMN "rows";