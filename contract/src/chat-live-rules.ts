/**
 * The realtime channel's constants, zod-free (chat-live.ts has the frames' schemas): the browser's
 * live client names the path and close codes without loading a schema module.
 */

/** The WebSocket of the live channel, on every site host and the API's. */
export const CHAT_LIVE_PATH = '/chat/v1/live';

/** Close codes the server uses (4000–4999 are the application's). */
export const LIVE_CLOSE = {
  /** The first frame was not `hello`, or the session token is not a live session. */
  UNAUTHORIZED: 4401,
  /** The page's Origin is not one of the three sites. */
  FORBIDDEN_ORIGIN: 4403,
  /** Too many frames or subscriptions. */
  TOO_MANY: 4429,
  /** The server is shutting down: reconnect (with backoff) and catch up. */
  GOING_AWAY: 1001,
} as const;

/**
 * The `after` of a chat subscription that wants the whole chat (every message id is greater): a page
 * that has seen none of its messages, e.g. one whose history was empty, so that a message written
 * between reading the history and subscribing is not skipped.
 */
export const LIVE_FROM_START = '0';

/** Most subscriptions one connection may hold. */
export const LIVE_SUBSCRIPTIONS_MAX = 50;
