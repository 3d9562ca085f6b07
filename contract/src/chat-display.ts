/** How the chats show their messages (spec §8), zod-free like chat-rules.ts. */

/** Spec §8: a message older than this many months reads 'Uzun zaman əvvəl' instead of a relative time. */
export const CHAT_DATE_LONG_AGO_MONTHS = 12;
/** Below this age a message reads "just now" rather than "less than a minute ago". */
export const CHAT_DATE_JUST_NOW_MS = 60_000;
/** The composer shows its character count once the text is this close to CHAT_MESSAGE_MAX. */
export const CHAT_COUNTER_SHOW_REMAINING = 200;
