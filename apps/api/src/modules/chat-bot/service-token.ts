import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The database keeps only a digest of a support token, yet the forwarding job, run later, must put
 * the token itself in the bot's message. The job's row (kept a week by the queue) carries it sealed
 * with a key derived from the bot token, which lives in the environment only: the table alone gives
 * nobody a token to write as someone else.
 */
const keyOf = (botToken: string) => createHash('sha256').update(`support-token-seal\0${botToken}`).digest();

export function sealToken(token: string, botToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(botToken), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The token, or null when it was sealed with another bot token (the configuration changed meanwhile). */
export function unsealToken(sealed: string, botToken: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(botToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
