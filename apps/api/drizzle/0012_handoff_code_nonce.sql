-- Codes live 60 s and none carries a nonce yet: the ones in flight at deploy time are dropped.
DELETE FROM "handoff_codes";--> statement-breakpoint
ALTER TABLE "handoff_codes" ADD COLUMN "nonce_hash" text NOT NULL;