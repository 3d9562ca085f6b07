CREATE TABLE "favourites" (
	"account_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_account_id_item_id_pk" PRIMARY KEY("account_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "follower_notices" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_follows" (
	"account_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"noticed_until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_follows_account_id_store_id_pk" PRIMARY KEY("account_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"days" smallint NOT NULL,
	"price_qepik" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"stopped_by" text,
	"stop_reason" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_days_range" CHECK ("promotions"."days" BETWEEN 1 AND 30),
	CONSTRAINT "promotions_price_not_negative" CHECK ("promotions"."price_qepik" >= 0),
	CONSTRAINT "promotions_active_has_window" CHECK ("promotions"."status" <> 'ACTIVE' OR ("promotions"."starts_at" IS NOT NULL AND "promotions"."ends_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_notices" ADD CONSTRAINT "follower_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_store_id_accounts_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_account_created_idx" ON "favourites" USING btree ("account_id","created_at" DESC NULLS LAST,"item_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourites_item_idx" ON "favourites" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "store_follows_store_idx" ON "store_follows" USING btree ("store_id","noticed_until");--> statement-breakpoint
CREATE INDEX "store_follows_account_created_idx" ON "store_follows" USING btree ("account_id","created_at" DESC NULLS LAST,"store_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_item_open_idx" ON "promotions" USING btree ("item_id") WHERE "promotions"."status" IN ('PENDING', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "promotions_active_idx" ON "promotions" USING btree ("ends_at","views") WHERE "promotions"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "promotions_seller_created_idx" ON "promotions" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promotions_status_created_idx" ON "promotions" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);