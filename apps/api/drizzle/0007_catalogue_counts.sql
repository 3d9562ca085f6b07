CREATE TABLE "category_item_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_item_counts" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_item_counts" ADD CONSTRAINT "category_item_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_item_counts" ADD CONSTRAINT "merchant_item_counts_merchant_id_accounts_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;