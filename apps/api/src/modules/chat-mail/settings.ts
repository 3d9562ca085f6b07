import { z } from 'zod';

/** The e-mail to a party who has not read a new chat message (CHAT_EMAIL_* variables), read by config.ts. */
export interface ChatMailSettings {
  /** How long after a message its reader has to read it before being e-mailed. */
  delayMs: number;
}

export const DEFAULT_CHAT_EMAIL_DELAY_SECONDS = 120;

/** Spread into the environment schema of config.ts. */
export const chatMailEnvShape = {
  CHAT_EMAIL_DELAY_SECONDS: z
    .string()
    .regex(/^\d+$/, { message: 'must be a whole number of seconds between 0 and 3600' })
    .transform(Number)
    .refine((seconds) => seconds <= 3600, { message: 'must be a whole number of seconds between 0 and 3600' })
    .default(DEFAULT_CHAT_EMAIL_DELAY_SECONDS),
};

type ChatMailEnv = z.output<z.ZodObject<typeof chatMailEnvShape>>;

export function chatMailSettingsOf(env: ChatMailEnv): ChatMailSettings {
  return { delayMs: env.CHAT_EMAIL_DELAY_SECONDS * 1000 };
}
