DROP INDEX "admin_notifications_sent_idx";--> statement-breakpoint
DROP INDEX "admin_notifications_list_idx";--> statement-breakpoint
CREATE INDEX "admin_notifications_sent_idx" ON "admin_notifications" USING btree ("sent_at") WHERE "admin_notifications"."status" = 'sent' AND "admin_notifications"."recipient_id" IS NULL;--> statement-breakpoint
CREATE INDEX "admin_notifications_list_idx" ON "admin_notifications" USING btree ("scheduled_at","id") WHERE "admin_notifications"."recipient_id" IS NULL;