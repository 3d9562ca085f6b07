import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from './account-rules.ts';
import { passwordStrengthOf, personalPasswordWords, WEAK_PASSWORD_CODES as WHY } from './password-rules.ts';
import { assessPassword } from './password-strength.ts';

const IDENTIFIER = 'nar.atelye@example.az';
const assess = (password: string) => assessPassword(password, personalPasswordWords(IDENTIFIER));

describe('assessPassword', () => {
  it.each([
    ['password', WHY.TOO_COMMON],
    ['12345678', WHY.TOO_COMMON],
    ['qwertyui', WHY.TOO_COMMON],
    ['P@ssw0rd1', WHY.TOO_COMMON],
    ['Azərbaycan2024', WHY.TOO_COMMON],
    ['parol123456', WHY.TOO_COMMON],
    ['aaaaaaaa', WHY.REPEATED],
    ['abcabcabc', WHY.REPEATED],
    ['abcdefgh', WHY.SEQUENCE],
    ['zxcvbnm,./', WHY.SEQUENCE],
    ['Leyla1990', WHY.NAME_OR_DATE],
    ['nar.atelye2026', WHY.PERSONAL],
    ['short', WHY.TOO_SHORT],
    ['kX9#mQ2p', WHY.TOO_SHORT],
    ['lalə', WHY.TOO_SHORT],
  ])('refuses %s and says why (%s)', (password, why) => {
    const assessment = assess(password);
    expect(assessment.refusal).toBe(why);
    expect(assessment.strength).toBe('weak');
  });

  it.each([
    ['trouble-password', 'medium'],
    ['kX9#mQ2pZ', 'medium'],
    ['Xalca-naxisi-2024', 'strong'],
    ['correct horse battery', 'strong'],
    ['dağ-çiçəyi-lalə', 'strong'],
  ])('accepts %s (%s)', (password, strength) => {
    expect(assess(password)).toMatchObject({ refusal: null, strength });
  });

  it('counts characters, not UTF-16 units, for the minimum length', () => {
    expect(assess('😀😀😀😀').refusal).toBe(WHY.TOO_SHORT);
  });

  it('stays quick on the longest passwords the schemas let through', () => {
    for (const password of ['p@55'.repeat(32), '!1|3$5@7'.repeat(16), 'a'.repeat(PASSWORD_MAX_LENGTH)]) {
      const started = performance.now();
      assess(password);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});

describe('personalPasswordWords', () => {
  it('takes the e-mail, its name part and the pieces of the name', () => {
    expect(personalPasswordWords(' Nar.Atelye@Example.az ')).toEqual(['nar.atelye@example.az', 'nar.atelye', 'nar', 'atelye']);
  });

  it('takes a phone number as written here and abroad, and its last seven digits', () => {
    expect(personalPasswordWords('050 123 45 67')).toEqual(['994501234567', '0501234567', '1234567']);
  });
});

describe('passwordStrengthOf', () => {
  it('reads refused scores as weak, the least accepted as medium, the best as strong', () => {
    expect([0, 1, 2, 3, 4].map(passwordStrengthOf)).toEqual(['weak', 'weak', 'weak', 'medium', 'strong']);
  });
});
