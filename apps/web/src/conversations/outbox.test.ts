import { describe, expect, it } from 'vitest';
import { draftMessage, withDelivery } from './outbox.ts';

const draft = (localId: string) =>
  draftMessage({
    localId,
    chatId: 'chat-1',
    text: 'Salam! Adımızı toxuya bilərsinizmi?',
    sender: 'user',
    attachments: [{ uploadId: 'upload-1', url: '/media/images/a.webp', width: 800, height: 600 }],
    now: new Date('2026-11-27T10:00:00Z'),
  });

describe('the outgoing messages', () => {
  it('shows a message on its way as the viewer wrote it, with its photos, and keeps the upload ids for the send', () => {
    const outgoing = draft('local-1');
    expect(outgoing.message).toEqual({
      id: 'local-1',
      chatId: 'chat-1',
      text: 'Salam! Adımızı toxuya bilərsinizmi?',
      sender: 'user',
      date: '2026-11-27T10:00:00.000Z',
      attachments: [{ url: '/media/images/a.webp', width: 800, height: 600 }],
      masked: false,
      delivery: 'sending',
    });
    expect(outgoing.attachmentIds).toEqual(['upload-1']);
  });

  it('marks one message failed, sends it again, and drops it once stored', () => {
    const list = [draft('local-1'), draft('local-2')];
    const failed = withDelivery(list, 'local-2', 'failed');
    expect(failed.map((entry) => entry.message.delivery)).toEqual(['sending', 'failed']);
    expect(withDelivery(failed, 'local-2', 'sending').map((entry) => entry.message.delivery)).toEqual(['sending', 'sending']);
    expect(withDelivery(failed, 'local-1', null).map((entry) => entry.message.id)).toEqual(['local-2']);
  });
});
