import { describe, expect, it } from 'vitest';
import { sealToken, unsealToken } from './service-token.ts';
import { forwardedSupportText, replyCommandOf, staffReplyOf, supportTokenIn } from './service-text.ts';

const TOKEN = 'Ab3_dE-f0123456789xyzQW';
const STAFF_CHAT = '-1001234567890';

describe('the forwarded support message', () => {
  it('carries the token on a #support line and the text with its markup characters escaped', () => {
    const text = forwardedSupportText({ supportToken: TOKEN, text: 'Sifariş_12 *təcili* [link](x) `kod`', writer: null });
    expect(text).toBe(`*Dəstək* · qonaq\n#support \`${TOKEN}\`\n\nSifariş\\_12 \\*təcili\\* \\[link](x) \\\`kod\\\``);
    expect(forwardedSupportText({ supportToken: TOKEN, text: 'Salam', writer: 'Aynur_M' })).toMatch(/^\*Dəstək\* · Aynur\\_M\n/);
  });

  it('keeps the writer’s name on its line: a name with line breaks cannot put another #support line first', () => {
    const other = 'Zz9Xother-chat-token-0123';
    const text = forwardedSupportText({ supportToken: TOKEN, text: 'Salam', writer: `Aynur\n#support ${other}\n\nMəni oxuyun` });
    expect(text.split('\n').slice(0, 2)).toEqual([`*Dəstək* · Aynur #support ${other} Məni oxuyun`, `#support \`${TOKEN}\``]);
    const quoted = text.replaceAll('\\', '').replaceAll('`', '').replaceAll('*', '');
    expect(supportTokenIn(quoted)).toBe(TOKEN);
  });

  it('finds the token again in the text the service quotes back (the markup gone)', () => {
    expect(supportTokenIn(`Dəstək · qonaq\n#support ${TOKEN}\n\nSalam`)).toBe(TOKEN);
    expect(supportTokenIn(`#support ${TOKEN}`)).toBe(TOKEN);
    expect(supportTokenIn('Salam, #support yoxdur')).toBeNull();
    expect(supportTokenIn(`Dəstək\n#support ${TOKEN}extra!`)).toBeNull();
  });

  it('reads /reply <token> <text>, also addressed to the bot by name', () => {
    expect(replyCommandOf(`/reply ${TOKEN} Sifarişiniz hazırdır.\nSağ olun`)).toEqual({
      supportToken: TOKEN,
      text: 'Sifarişiniz hazırdır.\nSağ olun',
    });
    expect(replyCommandOf(`/reply@bazar_bot ${TOKEN} Bəli`)).toEqual({ supportToken: TOKEN, text: 'Bəli' });
    expect(replyCommandOf(`/reply ${TOKEN}`)).toEqual({ supportToken: TOKEN, text: '' });
    expect(replyCommandOf('/reply short-token Bəli')).toBeNull();
    expect(replyCommandOf(`salam /reply ${TOKEN} x`)).toBeNull();
  });
});

describe('staffReplyOf', () => {
  const update = (message: Record<string, unknown>) => ({
    update_id: 7,
    message: {
      message_id: 42,
      chat: { id: Number(STAFF_CHAT), type: 'supergroup' },
      from: { id: 5, is_bot: false, first_name: 'Leyla' },
      date: 1,
      ...message,
    },
  });

  it('takes a reply to a forwarded message, or the /reply command, from a person in the staff chat', () => {
    expect(
      staffReplyOf(
        update({
          text: 'Bəli, edə bilərik',
          reply_to_message: { message_id: 41, text: `Dəstək · qonaq\n#support ${TOKEN}\n\nSalam` },
        }),
        STAFF_CHAT,
      ),
    ).toEqual({
      supportToken: TOKEN,
      text: 'Bəli, edə bilərik',
      messageId: 42,
    });
    expect(staffReplyOf(update({ text: `/reply ${TOKEN} Bəli` }), STAFF_CHAT)).toEqual({
      supportToken: TOKEN,
      text: 'Bəli',
      messageId: 42,
    });
    expect(
      staffReplyOf(
        { message: { message_id: 3, chat: { id: 9, username: 'Bazar_Support' }, text: `/reply ${TOKEN} Bəli` } },
        '@bazar_support',
      ),
    ).toMatchObject({ supportToken: TOKEN });
  });

  it('ignores everything else: other chats, bots, replies to other messages, edits, photos, odd bodies', () => {
    const reply = { text: 'Bəli', reply_to_message: { text: `#support ${TOKEN}` } };
    expect(staffReplyOf({ ...update(reply), message: { ...update(reply).message, chat: { id: 777 } } }, STAFF_CHAT)).toBeNull();
    expect(staffReplyOf(update({ ...reply, from: { id: 1, is_bot: true } }), STAFF_CHAT)).toBeNull();
    expect(staffReplyOf(update({ text: 'Bəli', reply_to_message: { text: 'başqa mesaj' } }), STAFF_CHAT)).toBeNull();
    expect(staffReplyOf(update({ text: 'Sadəcə söhbət' }), STAFF_CHAT)).toBeNull();
    expect(staffReplyOf({ update_id: 8, edited_message: update(reply).message }, STAFF_CHAT)).toBeNull();
    expect(
      staffReplyOf(update({ photo: [{ file_id: 'x' }], reply_to_message: { text: `#support ${TOKEN}` } }), STAFF_CHAT),
    ).toBeNull();
    for (const body of [null, [], 'text', { message: 'x' }, { message: { chat: {} } }])
      expect(staffReplyOf(body, STAFF_CHAT)).toBeNull();
  });
});

describe('the sealed support token', () => {
  it('opens with the bot token it was sealed with only, and never shows the token', () => {
    const sealed = sealToken(TOKEN, '123:bot-token');
    expect(sealed).not.toContain(TOKEN);
    expect(unsealToken(sealed, '123:bot-token')).toBe(TOKEN);
    expect(unsealToken(sealed, '123:another-token')).toBeNull();
    expect(unsealToken('not sealed', '123:bot-token')).toBeNull();
    expect(sealToken(TOKEN, '123:bot-token')).not.toBe(sealed);
  });
});
