CREATE TABLE "item_variations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"options" jsonb NOT NULL,
	"options_key" text NOT NULL,
	"price_qepik" integer NOT NULL,
	"stock_count" integer DEFAULT 0 NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_variations_price_not_negative" CHECK ("item_variations"."price_qepik" >= 0),
	CONSTRAINT "item_variations_stock_not_negative" CHECK ("item_variations"."stock_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_line_variations" (
	"order_line_id" uuid PRIMARY KEY NOT NULL,
	"variation_id" uuid,
	"options" jsonb NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"stock_reserved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_variations" ADD CONSTRAINT "item_variations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_variations" ADD CONSTRAINT "order_line_variations_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_variations" ADD CONSTRAINT "order_line_variations_variation_id_item_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."item_variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_variations_item_options_unique" ON "item_variations" USING btree ("item_id","options_key");--> statement-breakpoint
CREATE INDEX "order_line_variations_variation_idx" ON "order_line_variations" USING btree ("variation_id");