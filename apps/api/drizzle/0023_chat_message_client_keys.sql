ALTER TABLE "chat_messages" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "client_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key_unique" ON "chat_messages" USING btree ("client_key");