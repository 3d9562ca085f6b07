import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MessageTransport, OutgoingMessage } from './service.ts';

export interface OutboxFile extends OutgoingMessage {
  sentAt: string;
}

/** A file name that sorts by sending time, unique even within one millisecond. */
function outboxFileName(now: Date): string {
  return `${String(now.getTime()).padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
}

/**
 * Writes every message into `dir` as one JSON file, then hands it to `next`
 * (end-to-end tests and local demos read the codes from there).
 */
export function withOutbox(dir: string, next: MessageTransport, now: () => Date = () => new Date()): MessageTransport {
  let ready: Promise<unknown> | undefined;
  return {
    async send(message) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const sentAt = now();
      const file: OutboxFile = { ...message, sentAt: sentAt.toISOString() };
      const name = outboxFileName(sentAt);
      // Written under a dot-name first and renamed: a reader never sees half a message.
      const partial = path.join(dir, `.${name}.partial`);
      await writeFile(partial, `${JSON.stringify(file, null, 2)}\n`, { flag: 'wx' });
      await rename(partial, path.join(dir, name));
      await next.send(message);
    },
  };
}
