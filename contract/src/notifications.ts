import { z } from 'zod';
import {
  isNotificationLink,
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_MARK_READ_MAX,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TARGETS,
  NOTIFICATION_TITLE_MAX,
  parseBakuSchedule,
  PUSH_TOKENS_MAX,
} from './notification-rules.ts';
import { textString } from './text.ts';

/**
 * Spec §5 notification JSON, what the admin types: `scheduled` is `DD.MM.YYYY HH.MM` in Baku time,
 * `send` also pushes it to the recipients' registered browsers; `link` (ours) is a path on the
 * recipient's site that the notification opens.
 */
export const notificationDataSchema = z.strictObject({
  title: textString().trim().min(1).max(NOTIFICATION_TITLE_MAX),
  content: textString().trim().min(1).max(NOTIFICATION_CONTENT_MAX),
  target: z.enum(NOTIFICATION_TARGETS),
  scheduled: textString().refine((value) => parseBakuSchedule(value) !== undefined, 'Expected DD.MM.YYYY HH.MM'),
  send: z.boolean().optional(),
  link: textString()
    .max(NOTIFICATION_LINK_MAX)
    .refine(isNotificationLink, 'Expected a path on the site, like /item/…')
    .optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** `POST /mobile/v1/setAdminNotifications` (spec §7): the parsed JSON. */
export const setAdminNotificationsRequestSchema = z.strictObject({ notificationData: notificationDataSchema });
export type SetAdminNotificationsRequest = z.infer<typeof setAdminNotificationsRequestSchema>;

/** One notification as the admin list shows it; times are ISO 8601. */
export const adminNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  target: z.enum(NOTIFICATION_TARGETS),
  link: z.string().nullable(),
  send: z.boolean(),
  scheduledAt: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

/** `GET /mobile/v1/getAdminNotifications?page=`: newest scheduled time first. */
export const adminNotificationListSchema = z.object({
  items: z.array(adminNotificationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminNotificationList = z.infer<typeof adminNotificationListSchema>;

/** A page number in a query string (not strict, like every GET query). */
export const notificationPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** `POST /mobile/v1/cancelAdminNotification`: a scheduled one only (409 NOTIFICATION_NOT_SCHEDULED otherwise). */
export const cancelAdminNotificationRequestSchema = z.strictObject({ id: z.uuid() });
export type CancelAdminNotificationRequest = z.infer<typeof cancelAdminNotificationRequestSchema>;

/** One notification in a signed-in account's inbox. */
export const inboxNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  sentAt: z.string(),
  read: z.boolean(),
});
export type InboxNotification = z.infer<typeof inboxNotificationSchema>;

/** `GET /mobile/v1/getNotifications?page=`: newest first, with the unread count. */
export const inboxPageSchema = z.object({
  items: z.array(inboxNotificationSchema),
  total: z.number(),
  unread: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `POST /mobile/v1/markNotificationsRead`: the given ids, or every one with `all`; answers the unread count. */
export const markNotificationsReadRequestSchema = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(NOTIFICATION_MARK_READ_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), 'Give either ids or all.');
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

/** A browser's push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: textString().min(1).max(200), auth: textString().min(1).max(100) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** `POST /mobile/v1/setNotifyToken`: registers this browser for the signed-in account; answers its notifyToken. */
export const setNotifyTokenRequestSchema = z.strictObject({ subscription: pushSubscriptionSchema });
export type SetNotifyTokenRequest = z.infer<typeof setNotifyTokenRequestSchema>;
export const notifyTokenAnswerSchema = z.object({ notifyToken: z.string() });

/** `POST /direct/v1/sendNotify` (spec §7): a push to the browsers behind these notifyTokens. */
export const sendNotifyRequestSchema = z.strictObject({
  title: textString().trim().min(1).max(NOTIFICATION_TITLE_MAX),
  content: textString().trim().min(1).max(NOTIFICATION_CONTENT_MAX),
  tokens: z.array(textString().min(1).max(100)).min(1).max(PUSH_TOKENS_MAX),
});
export type SendNotifyRequest = z.infer<typeof sendNotifyRequestSchema>;
/** How many tokens got the push, were unknown (or expired) or failed for now. */
export const sendNotifyAnswerSchema = z.object({ sent: z.number(), unknown: z.number(), failed: z.number() });
export type SendNotifyAnswer = z.infer<typeof sendNotifyAnswerSchema>;
