CREATE TABLE "commission_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"category_id" integer,
	"rate_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_scope_unique" UNIQUE NULLS NOT DISTINCT("seller_id","category_id"),
	CONSTRAINT "commission_rates_rate_range" CHECK ("commission_rates"."rate_bps" >= 0 AND "commission_rates"."rate_bps" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" uuid NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"kind" text NOT NULL,
	"amount_qepik" integer NOT NULL,
	"available_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"admin_id" uuid
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_qepik" integer NOT NULL,
	"method" text DEFAULT 'BANK_TRANSFER' NOT NULL,
	"bank_reference" text NOT NULL,
	"admin_id" uuid,
	"request_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_qepik" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_idx" ON "ledger_entries" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_kind_idx" ON "ledger_entries" USING btree ("seller_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_available_idx" ON "ledger_entries" USING btree ("seller_id","available_from");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_order_kind_unique" ON "ledger_entries" USING btree ("order_id","kind") WHERE "ledger_entries"."refund_id" IS NULL AND "ledger_entries"."kind" IN ('SALE', 'COMMISSION', 'CASH_COLLECTED');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_refund_kind_unique" ON "ledger_entries" USING btree ("refund_id","kind") WHERE "ledger_entries"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payouts_seller_at_idx" ON "payouts" USING btree ("seller_id","at","id");