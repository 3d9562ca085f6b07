import { z } from 'zod';

/** The messaging bot that support messages are forwarded to (BOT_* variables), read by config.ts. */
export interface BotSettings {
  /** Forwarding of support messages: on only when both the token and the chat id are set. */
  forward: BotForwarding | undefined;
  /** What the service must send in X-Telegram-Bot-Api-Secret-Token; without it the webhook answers 404. */
  webhookSecret: string | undefined;
  /** The only chat whose messages the webhook takes as staff replies (BOT_CHAT_ID). */
  staffChatId: string | undefined;
}

export interface BotForwarding {
  /** Part of every request address: never logged, never stored with a job. */
  token: string;
  /** The staff chat the messages go to: a number (groups are negative) or a public @name. */
  chatId: string;
  /** A Telegram Bot API compatible service, without a trailing slash. */
  apiBaseUrl: string;
}

export const DEFAULT_BOT_API_BASE_URL = 'https://api.telegram.org';
/** A guessable secret would let anyone post replies as support. */
export const BOT_WEBHOOK_SECRET_MIN = 24;

/** Spread into the environment schema of config.ts. */
export const botEnvShape = {
  BOT_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{8,200}$/, { message: 'must be the bot token the service gave, like 123456:ABC-DEF_ghi' })
    .optional(),
  BOT_CHAT_ID: z
    .string()
    .regex(/^(-?\d{1,20}|@[A-Za-z0-9_]{4,64})$/, {
      message: 'must be a chat id (a number, negative for groups) or a public @channel name',
    })
    .optional(),
  BOT_API_BASE_URL: z
    .string()
    .refine((value) => /^https?:\/\/[^/]/.test(value) && URL.canParse(value), {
      message: 'must be an http(s) URL like https://api.telegram.org',
    })
    .optional(),
  // The service's own rule for secret_token: 1-256 of A-Z, a-z, 0-9, _ and -.
  BOT_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'may hold only letters, digits, _ and -' })
    .min(BOT_WEBHOOK_SECRET_MIN, { message: `must be at least ${BOT_WEBHOOK_SECRET_MIN} characters` })
    .max(256, { message: 'must be at most 256 characters' })
    .optional(),
};

type BotEnv = z.output<z.ZodObject<typeof botEnvShape>>;

/** A bot that forwards must be able to check who calls its webhook back. */
export function checkBotEnv(env: BotEnv, context: z.RefinementCtx): void {
  if (env.BOT_TOKEN && !env.BOT_WEBHOOK_SECRET) {
    context.addIssue({ code: 'custom', path: ['BOT_WEBHOOK_SECRET'], message: 'must be set when BOT_TOKEN is set' });
  }
}

export function botSettingsOf(env: BotEnv): BotSettings {
  return {
    forward:
      env.BOT_TOKEN && env.BOT_CHAT_ID
        ? {
            token: env.BOT_TOKEN,
            chatId: env.BOT_CHAT_ID,
            apiBaseUrl: (env.BOT_API_BASE_URL ?? DEFAULT_BOT_API_BASE_URL).replace(/\/+$/, ''),
          }
        : undefined,
    webhookSecret: env.BOT_WEBHOOK_SECRET,
    staffChatId: env.BOT_CHAT_ID,
  };
}
