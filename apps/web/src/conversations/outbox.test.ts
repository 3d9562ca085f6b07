import { describe, expect, it } from 'vitest';
import { draftMessage, keptOutbox, newClientId, outboxToKeep, stillOutgoing, withDelivery } from './outbox.ts';

const draft = (localId: string) =>
  draftMessage({
    localId,
    clientId: `client-${localId}`,
    after: '41',
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
    expect(outgoing.clientId).toBe('client-local-1');
    expect(outgoing.after).toBe('41');
  });

  it('marks one message failed, sends it again, and drops it once stored', () => {
    const list = [draft('local-1'), draft('local-2')];
    const failed = withDelivery(list, 'local-2', 'failed');
    expect(failed.map((entry) => entry.message.delivery)).toEqual(['sending', 'failed']);
    expect(withDelivery(failed, 'local-2', 'sending').map((entry) => entry.message.delivery)).toEqual(['sending', 'sending']);
    expect(withDelivery(failed, 'local-1', null).map((entry) => entry.message.id)).toEqual(['local-2']);
  });
});

describe('stillOutgoing', () => {
  it('hides the message on its way once a stored message of the viewer came after it started', () => {
    const sending = [draft('local-1')];
    expect(stillOutgoing(sending, [{ id: '41', sender: 'user' }], 'user').map((message) => message.id)).toEqual(['local-1']);
    expect(stillOutgoing(sending, [{ id: '42', sender: 'received' }], 'user').map((message) => message.id)).toEqual(['local-1']);
    expect(stillOutgoing(sending, [{ id: '42', sender: 'user' }], 'user')).toEqual([]);
  });

  it('keeps a failed message, to be sent again', () => {
    const failed = withDelivery([draft('local-1')], 'local-1', 'failed');
    expect(stillOutgoing(failed, [{ id: '42', sender: 'user' }], 'user').map((message) => message.delivery)).toEqual(['failed']);
  });

  it('gives each new message a client id of its own, 128 random bits in hex', () => {
    const ids = new Set(Array.from({ length: 100 }, newClientId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the messages not yet stored for a reload, with their client ids and photos, to be sent again', () => {
    const failed = withDelivery([draft('local-1'), draft('local-2')], 'local-2', 'failed');
    const kept = keptOutbox(outboxToKeep(failed));
    expect(kept.map((entry) => [entry.message.id, entry.clientId, entry.attachmentIds, entry.message.delivery])).toEqual([
      ['local-1', 'client-local-1', ['upload-1'], 'sending'],
      ['local-2', 'client-local-2', ['upload-1'], 'sending'],
    ]);
    expect(kept[0]!.message.attachments).toEqual([{ url: '/media/images/a.webp', width: 800, height: 600 }]);
    expect(outboxToKeep([])).toBeNull();
  });

  it('takes back nothing from what is not a kept outbox', () => {
    for (const text of [
      null,
      '',
      'not json',
      '{}',
      '[1]',
      '[{"clientId":"a"}]',
      '[{"clientId":1,"attachmentIds":[],"message":{}}]',
    ])
      expect(keptOutbox(text)).toEqual([]);
  });
});
