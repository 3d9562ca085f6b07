CREATE TABLE "test_gateway_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" text NOT NULL,
	"amount_qepik" integer NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"callback_url" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"confirm_code" text,
	"captured_qepik" integer DEFAULT 0 NOT NULL,
	"refunded_qepik" integer DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_sessions_amount_positive" CHECK ("test_gateway_sessions"."amount_qepik" > 0),
	CONSTRAINT "test_gateway_sessions_money_within" CHECK ("test_gateway_sessions"."captured_qepik" <= "test_gateway_sessions"."amount_qepik" AND "test_gateway_sessions"."refunded_qepik" <= "test_gateway_sessions"."captured_qepik")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_sessions_payment_unique" ON "test_gateway_sessions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "test_gateway_sessions_created_idx" ON "test_gateway_sessions" USING btree ("created_at");