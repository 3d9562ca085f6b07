import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp.ts';

describe('whatsappLink', () => {
  it('keeps only the digits of the number', () => {
    expect(whatsappLink('+994 (50) 123-45-67')).toBe('https://wa.me/994501234567');
  });

  it('adds a prefilled message', () => {
    expect(whatsappLink('994501234567', 'Salam, kömək lazımdır')).toBe(
      'https://wa.me/994501234567?text=Salam%2C%20k%C3%B6m%C9%99k%20laz%C4%B1md%C4%B1r',
    );
  });

  it('refuses something that cannot be a phone number', () => {
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink('12345')).toBeNull();
    expect(whatsappLink('1234567890123456')).toBeNull();
  });
});
