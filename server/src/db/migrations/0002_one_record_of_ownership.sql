-- A state's ownership is recorded once, in states.owner_id; role_access.is_owner said it a second time.
UPDATE "states" SET "owner_id" = "role_access"."staff_id" FROM "role_access" WHERE "role_access"."state_id" = "states"."id" AND "role_access"."is_owner" AND "states"."owner_id" IS NULL;--> statement-breakpoint
ALTER TABLE "role_access" DROP COLUMN "is_owner";
