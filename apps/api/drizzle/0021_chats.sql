CREATE TABLE "chat_blocks" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"blocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"sender_account_id" uuid,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"support_token_hash" text,
	"buyer_id" uuid,
	"item_id" uuid,
	"seller_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_admin_id" uuid,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_last_read_id" bigint,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"user_emailed_at" timestamp with time zone,
	"responder_last_read_id" bigint,
	"responder_unread" integer DEFAULT 0 NOT NULL,
	"responder_emailed_at" timestamp with time zone,
	CONSTRAINT "chats_support_token_hash_unique" UNIQUE("support_token_hash"),
	CONSTRAINT "chats_kind_fields" CHECK (("chats"."kind" = 'support' AND "chats"."support_token_hash" IS NOT NULL AND "chats"."item_id" IS NULL AND "chats"."seller_id" IS NULL)
        OR ("chats"."kind" = 'customOrder' AND "chats"."support_token_hash" IS NULL AND "chats"."buyer_id" IS NOT NULL
            AND "chats"."item_id" IS NOT NULL AND "chats"."seller_id" IS NOT NULL)),
	CONSTRAINT "chats_unread_not_negative" CHECK ("chats"."user_unread" >= 0 AND "chats"."responder_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_blocked_by_accounts_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_assigned_admin_id_accounts_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_id_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_buyer_item_unique" ON "chats" USING btree ("buyer_id","item_id");--> statement-breakpoint
CREATE INDEX "chats_buyer_activity_idx" ON "chats" USING btree ("buyer_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_seller_activity_idx" ON "chats" USING btree ("seller_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_item_idx" ON "chats" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "chats_support_activity_idx" ON "chats" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chats"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "chats_support_status_activity_idx" ON "chats" USING btree ("status","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chats"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "chats_support_assigned_activity_idx" ON "chats" USING btree ("assigned_admin_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chats"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "chats_support_status_assigned_activity_idx" ON "chats" USING btree ("status","assigned_admin_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chats"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "chats_support_unread_idx" ON "chats" USING btree ("status","responder_unread") WHERE "chats"."kind" = 'support' AND "chats"."responder_unread" > 0;