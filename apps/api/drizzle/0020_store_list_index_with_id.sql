DROP INDEX "accounts_type_created_idx";--> statement-breakpoint
CREATE INDEX "accounts_type_created_idx" ON "accounts" USING btree ("type","created_at","id");