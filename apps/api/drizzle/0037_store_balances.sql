CREATE TABLE "store_balances" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"available_qepik" bigint DEFAULT 0 NOT NULL,
	"pending_qepik" bigint DEFAULT 0 NOT NULL,
	"as_of" timestamp with time zone,
	"next_available_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_balances" ADD CONSTRAINT "store_balances_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_balances_available_idx" ON "store_balances" USING btree ("available_qepik" DESC NULLS LAST,"seller_id");--> statement-breakpoint
CREATE INDEX "store_balances_next_available_idx" ON "store_balances" USING btree ("next_available_at");--> statement-breakpoint
CREATE INDEX "store_balances_as_of_idx" ON "store_balances" USING btree ("as_of");--> statement-breakpoint
-- The balances of the ledger written so far: everything pending as of no moment (as_of null); the
-- ledger's job (or Payouts' first read) settles them to the present.
INSERT INTO "store_balances" ("seller_id", "pending_qepik", "next_available_at")
SELECT "seller_id", sum("amount_qepik"), min("available_from") FROM "ledger_entries" GROUP BY "seller_id";
