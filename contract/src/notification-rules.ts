import { ACCOUNT_TYPE, type AccountType } from './constants.ts';

/**
 * Scheduled notifications (spec §3 Notification, §5 notification JSON): zod-free rules shared by
 * the admin form, the JSON editor and the server.
 */

/** Who receives an admin notification: buyers, sellers or everyone signed in. */
export const NOTIFICATION_TARGETS = ['user', 'partner', 'all'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

export const NOTIFICATION_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_CONTENT_MAX = 2000;
export const NOTIFICATION_LINK_MAX = 500;
/** The inbox's page and the admin list's page. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** The bell shows this count and "+" beyond it. */
export const NOTIFICATION_BADGE_MAX = 99;
/** The unread count comes live; only while the live connection is down does a page ask for it this often (and on focus). */
export const NOTIFICATION_REFRESH_MS = 5 * 60_000;
/** A notification is scheduled at most this far ahead. */
export const NOTIFICATION_MAX_DAYS_AHEAD = 366;
/** Ids marked read in one call. */
export const NOTIFICATION_MARK_READ_MAX = 100;
/** Tokens of one `sendNotify` call. */
export const PUSH_TOKENS_MAX = 100;

/** The spec's texts (translated in the catalogues under these keys). */
export const NOTIFICATION_JSON_MESSAGES = {
  cannotFormat: 'Cannot format invalid JSON',
  invalid: 'Invalid JSON format. Please check your input.',
} as const;

/** Asia/Baku: UTC+4 all year (no daylight saving time since 2016). */
export const BAKU_UTC_OFFSET_MINUTES = 4 * 60;
/** The spec's default format of `scheduled`. */
export const NOTIFICATION_SCHEDULE_FORMAT = 'DD.MM.YYYY HH.MM';

const SCHEDULE_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2})\.(\d{2})$/;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** `DD.MM.YYYY HH.MM` read as Baku time; undefined for any other text or a date that does not exist (31.02). */
export function parseBakuSchedule(text: string): Date | undefined {
  const match = SCHEDULE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute) - BAKU_UTC_OFFSET_MINUTES * MINUTE_MS;
  const check = new Date(utc + BAKU_UTC_OFFSET_MINUTES * MINUTE_MS);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined;
  return new Date(utc);
}

const two = (value: number) => String(value).padStart(2, '0');

/** A moment as `DD.MM.YYYY HH.MM` in Baku time (the seconds dropped). */
export function formatBakuSchedule(moment: Date): string {
  const baku = new Date(moment.getTime() + BAKU_UTC_OFFSET_MINUTES * MINUTE_MS);
  return `${two(baku.getUTCDate())}.${two(baku.getUTCMonth() + 1)}.${baku.getUTCFullYear()} ${two(baku.getUTCHours())}.${two(baku.getUTCMinutes())}`;
}

export type ScheduleProblem = 'format' | 'past' | 'too-far';

/**
 * Whether `scheduled` may be booked at `now`: the current minute counts (it is sent at once), and so
 * does the one before (typed just before the minute turned); earlier ones are in the past. At most
 * NOTIFICATION_MAX_DAYS_AHEAD days ahead.
 */
export function scheduleProblem(scheduled: string, now: Date): ScheduleProblem | undefined {
  const at = parseBakuSchedule(scheduled);
  if (!at) return 'format';
  if (at.getTime() + 2 * MINUTE_MS <= now.getTime()) return 'past';
  if (at.getTime() - now.getTime() > NOTIFICATION_MAX_DAYS_AHEAD * DAY_MS) return 'too-far';
  return undefined;
}

/** A deep link is a path on the recipient's own site (`/item/…`), never another origin. */
export function isNotificationLink(link: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(link);
}

/** The bell's badge text: the count, `99+` beyond NOTIFICATION_BADGE_MAX, nothing for none. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

/** Which accounts a target reaches, by account type. */
export function targetAccountTypes(target: NotificationTarget): readonly AccountType[] {
  if (target === 'user') return [ACCOUNT_TYPE.CLIENT];
  if (target === 'partner') return [ACCOUNT_TYPE.MERCHANT];
  return [ACCOUNT_TYPE.CLIENT, ACCOUNT_TYPE.MERCHANT];
}

/** The admin's text area: pretty JSON, or undefined when the text is not JSON (spec: 'Cannot format invalid JSON'). */
export function formatNotificationJson(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}

export const NOTIFICATION_ERROR_CODES = {
  /** 400: `scheduled` is a minute that has passed. */
  SCHEDULE_IN_PAST: 'SCHEDULE_IN_PAST',
  /** 400: `scheduled` is more than NOTIFICATION_MAX_DAYS_AHEAD days ahead. */
  SCHEDULE_TOO_FAR: 'SCHEDULE_TOO_FAR',
  /** 404: no notification with this id. */
  NOTIFICATION_NOT_FOUND: 'NOTIFICATION_NOT_FOUND',
  /** 409: the notification was sent or cancelled already. */
  NOTIFICATION_NOT_SCHEDULED: 'NOTIFICATION_NOT_SCHEDULED',
  /** 400: the subscription's address is not one of the browsers' push services (PUSH_ENDPOINT_HOSTS). */
  PUSH_ENDPOINT_REFUSED: 'PUSH_ENDPOINT_REFUSED',
  /** 409: another account holds this push address, and the subscription's keys are not the ones it was registered with. */
  PUSH_ENDPOINT_HELD: 'PUSH_ENDPOINT_HELD',
} as const;
export type NotificationErrorCode = (typeof NOTIFICATION_ERROR_CODES)[keyof typeof NOTIFICATION_ERROR_CODES];
