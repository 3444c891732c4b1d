ALTER TABLE "login_throttle" RENAME TO "rate_limit_counters";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" RENAME COLUMN "failures" TO "count";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" RENAME CONSTRAINT "login_throttle_pkey" TO "rate_limit_counters_pkey";