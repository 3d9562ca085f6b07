CREATE TABLE "coupon_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"discount_qepik" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_discount_positive" CHECK ("coupon_redemptions"."discount_qepik" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_qepik" integer DEFAULT 0 NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"uses_per_buyer" integer,
	"uses_total" integer,
	"stopped_at" timestamp with time zone,
	"stopped_by" text,
	"stop_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_value_in_range" CHECK ("coupons"."value" > 0 AND ("coupons"."kind" = 'AMOUNT' OR "coupons"."value" <= 90) AND "coupons"."min_order_qepik" >= 0),
	CONSTRAINT "coupons_days_in_order" CHECK ("coupons"."ends_on" IS NULL OR "coupons"."ends_on" >= "coupons"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"sale_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"applied_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"previous_discount_type" text DEFAULT '' NOT NULL,
	"previous_discount_value" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_items_sale_id_item_id_pk" PRIMARY KEY("sale_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"percent" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_by" text,
	"stop_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_percent_in_range" CHECK ("sales"."percent" BETWEEN 5 AND 90),
	CONSTRAINT "sales_days_in_order" CHECK ("sales"."ends_on" >= "sales"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_qepik" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_qepik" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_buyer_idx" ON "coupon_redemptions" USING btree ("coupon_id","buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_seller_code_unique" ON "coupons" USING btree ("seller_id","code");--> statement-breakpoint
CREATE INDEX "coupons_seller_created_idx" ON "coupons" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sale_items_item_idx" ON "sale_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "sales_seller_created_idx" ON "sales" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount_qepik" >= 0 AND "orders"."discount_qepik" <= "orders"."subtotal_qepik");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_qepik" = "orders"."subtotal_qepik" - "orders"."discount_qepik" + "orders"."delivery_fee_qepik");