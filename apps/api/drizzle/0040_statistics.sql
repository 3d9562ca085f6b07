CREATE TABLE "stat_item_days" (
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seller_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_qepik" bigint DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_item_days_item_id_day_pk" PRIMARY KEY("item_id","day")
);
--> statement-breakpoint
CREATE TABLE "stat_market_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_qepik" bigint DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"new_stores" integer DEFAULT 0 NOT NULL,
	"new_buyers" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_source_days" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_source_days_seller_id_day_source_pk" PRIMARY KEY("seller_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "stat_store_days" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_qepik" bigint DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_store_days_seller_id_day_pk" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "stat_views" (
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_views_item_id_day_visitor_pk" PRIMARY KEY("item_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "stat_item_days" ADD CONSTRAINT "stat_item_days_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_item_days" ADD CONSTRAINT "stat_item_days_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_source_days" ADD CONSTRAINT "stat_source_days_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_store_days" ADD CONSTRAINT "stat_store_days_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_views" ADD CONSTRAINT "stat_views_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_item_days_seller_day_idx" ON "stat_item_days" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "stat_item_days_day_idx" ON "stat_item_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stat_source_days_day_idx" ON "stat_source_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stat_views_day_idx" ON "stat_views" USING btree ("day");