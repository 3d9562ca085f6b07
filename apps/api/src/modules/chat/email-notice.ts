import { sql } from 'drizzle-orm';
import { CHAT_EMAIL_INTERVAL_MINUTES } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import type { Side } from './chat-rows.ts';

/**
 * Takes the e-mail notice of one side of a chat about a message, if it is due: the side has not
 * read that message yet and was not e-mailed about this chat in the last CHAT_EMAIL_INTERVAL_MINUTES.
 * One conditional update, so with several processes (or a job run twice) exactly one sends it.
 * True: send the e-mail now; false: it was read, or a notice went out recently.
 */
export async function claimEmailNotice(
  db: Database,
  input: { chatId: string; side: Side; messageId: string },
  now: Date,
): Promise<boolean> {
  const mark = sql.raw(`${input.side}_last_read_id`);
  const emailed = sql.raw(`${input.side}_emailed_at`);
  const claimed = await rows<{ id: string }>(
    db,
    sql`UPDATE chats SET ${emailed} = ${now.toISOString()}::timestamptz
        WHERE id = ${input.chatId}::uuid
          AND coalesce(${mark}, 0) < ${input.messageId}::bigint
          AND (${emailed} IS NULL
               OR ${emailed} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${CHAT_EMAIL_INTERVAL_MINUTES}))
        RETURNING id`,
  );
  return claimed.length > 0;
}
