DROP TABLE "transaction_logs" CASCADE;--> statement-breakpoint
DROP TABLE "wallets" CASCADE;