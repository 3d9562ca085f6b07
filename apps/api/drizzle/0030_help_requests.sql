CREATE TABLE "help_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"chat_id" uuid,
	"message_id" bigint,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"escalated_at" timestamp with time zone,
	"escalated_by" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"outcome" text,
	"outcome_note" text DEFAULT '' NOT NULL,
	"refunded_qepik" integer,
	"escalation_notice_at" timestamp with time zone,
	CONSTRAINT "help_requests_steps" CHECK (("help_requests"."status" <> 'RESOLVED' OR "help_requests"."resolved_at" IS NOT NULL)
        AND ("help_requests"."status" <> 'ESCALATED' OR "help_requests"."escalated_at" IS NOT NULL)
        AND ("help_requests"."status" <> 'CLOSED' OR ("help_requests"."closed_at" IS NOT NULL AND "help_requests"."outcome" IS NOT NULL))),
	CONSTRAINT "help_requests_refund_positive" CHECK ("help_requests"."refunded_qepik" IS NULL OR "help_requests"."refunded_qepik" > 0)
);
--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_resolved_by_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_escalated_by_accounts_id_fk" FOREIGN KEY ("escalated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_requests_order_active_unique" ON "help_requests" USING btree ("order_id") WHERE "help_requests"."status" IN ('OPEN', 'ESCALATED');--> statement-breakpoint
CREATE INDEX "help_requests_order_idx" ON "help_requests" USING btree ("order_id","opened_at");--> statement-breakpoint
CREATE INDEX "help_requests_chat_idx" ON "help_requests" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "help_requests_buyer_idx" ON "help_requests" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "help_requests_seller_idx" ON "help_requests" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "help_requests_escalated_idx" ON "help_requests" USING btree ("escalated_at","id") WHERE "help_requests"."status" = 'ESCALATED';--> statement-breakpoint
CREATE INDEX "help_requests_notice_due_idx" ON "help_requests" USING btree ("opened_at") WHERE "help_requests"."status" = 'OPEN' AND "help_requests"."escalation_notice_at" IS NULL;