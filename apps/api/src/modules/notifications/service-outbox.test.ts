import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryTransport } from './service-memory.ts';
import { withOutbox } from './service-outbox.ts';

describe('withOutbox', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes each message as one JSON file, named in sending order, and still delivers it', async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'outbox-')), 'nested');
    const next = createMemoryTransport();
    const times = [new Date('2025-03-01T10:00:00Z'), new Date('2025-03-01T10:00:01Z')];
    const outbox = withOutbox(dir, next, () => times.shift() ?? new Date());
    await outbox.send({ to: 'a@example.az', channel: 'email', subject: 'Qeydiyyat kodu', text: 'Kod: 123456' });
    await outbox.send({ to: '+994501234567', channel: 'sms', subject: 'Kod', text: 'Kod: 654321' });

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    const contents = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir!, file), 'utf8'))));
    expect(contents).toEqual([
      {
        to: 'a@example.az',
        channel: 'email',
        subject: 'Qeydiyyat kodu',
        text: 'Kod: 123456',
        sentAt: '2025-03-01T10:00:00.000Z',
      },
      { to: '+994501234567', channel: 'sms', subject: 'Kod', text: 'Kod: 654321', sentAt: '2025-03-01T10:00:01.000Z' },
    ]);
    expect(next.sent.map((message) => message.to)).toEqual(['a@example.az', '+994501234567']);
  });
});
