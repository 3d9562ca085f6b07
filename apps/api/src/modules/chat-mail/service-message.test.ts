import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@marketplace/contract';
import { chatNoticeMessage } from './service-message.ts';

const LINK = 'http://merchant.localhost:3000/messages?chat=c1';

describe('chatNoticeMessage', () => {
  it('names the product and the writer with the link in every language, as an e-mail', () => {
    for (const language of LANGUAGES) {
      const message = chatNoticeMessage({
        to: 'satici@example.az',
        language,
        notice: { kind: 'customOrder', productName: 'Mis sini', from: 'Aynur Məmmədova', link: LINK },
      });
      expect(message).toMatchObject({ to: 'satici@example.az', channel: 'email' });
      expect(message.subject, language).toContain('Mis sini');
      expect(message.text, language).toContain('Aynur Məmmədova');
      expect(message.text.split('\n'), language).toContain(LINK);
    }
  });

  it('does without a writer’s name, and tells of a support answer without any text of it', () => {
    const nameless = chatNoticeMessage({
      to: 'a@example.az',
      language: 'az',
      notice: { kind: 'customOrder', productName: 'Küp', from: null, link: LINK },
    });
    expect(nameless.text).toMatch(/^«Küp» barədə yeni mesajınız var\./);
    const support = chatNoticeMessage({
      to: 'a@example.az',
      language: 'en',
      notice: { kind: 'support', link: 'http://localhost:3000/' },
    });
    expect(support.subject).toBe('Support has answered you');
    expect(support.text).toContain('http://localhost:3000/');
  });
});
