CREATE SCHEMA "billing";
--> statement-breakpoint
CREATE TABLE "billing"."ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_id" uuid NOT NULL,
	"school_id" uuid,
	"transaction_action" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"balance_after_kobo" bigint NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"report_cards" integer,
	"provider" text,
	"expires_at" timestamp with time zone,
	"callback_url" text,
	"review" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transactions_amount_positive" CHECK ("billing"."transactions"."amount_kobo" > 0),
	CONSTRAINT "transactions_action" CHECK ("billing"."transactions"."transaction_action" in ('Credit', 'Debit')),
	CONSTRAINT "transactions_status" CHECK ("billing"."transactions"."status" in ('pending', 'success', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "billing"."wallets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state_id" uuid NOT NULL,
	"balance_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_state_id_unique" UNIQUE("state_id"),
	CONSTRAINT "wallets_balance_not_negative" CHECK ("billing"."wallets"."balance_kobo" >= 0),
	CONSTRAINT "wallets_id_is_state" CHECK ("billing"."wallets"."id" = "billing"."wallets"."state_id")
);
--> statement-breakpoint
ALTER TABLE "billing"."ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "billing"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet" ON "billing"."ledger_entries" USING btree ("state_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction" ON "billing"."ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_wallet_reference" ON "billing"."transactions" USING btree ("state_id","transaction_action","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_payment_reference" ON "billing"."transactions" USING btree ("reference") WHERE "billing"."transactions"."transaction_action" = 'Credit';--> statement-breakpoint
CREATE INDEX "transactions_state_created" ON "billing"."transactions" USING btree ("state_id","created_at");--> statement-breakpoint
CREATE FUNCTION "billing"."ledger_entries_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'A ledger entry is never changed or deleted; a correction is a new entry';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_never_change" BEFORE UPDATE OR DELETE ON "billing"."ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "billing"."ledger_entries_never_change"();
