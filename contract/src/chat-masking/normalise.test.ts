import { describe, expect, it } from 'vitest';
import { originalSpan } from './mapped-text.ts';
import { normalise } from './normalise.ts';

/** The original characters each unit of the normalised text stands for. */
const sources = (original: string) => {
  const mapped = normalise(original);
  return [...mapped.text].map((_, i) => original.slice(...originalSpan(mapped, [i, i + 1])));
};

describe('normalise', () => {
  it.each([
    ['zero-width and format characters', '0\u200b5\u200c0\u2060\ufeff1\u00ad2', '05012'],
    ['keycap digits', '1️⃣2️⃣🔟', '1210'],
    ['full-width, mathematical, circled and superscript digits', '０𝟓①²', '0512'],
    ['Arabic-Indic and Persian digits', '٠٥۰۷', '0507'],
    ['Cyrillic and Greek look-alikes inside a Latin word', 'gmаil.сом tοp', 'gmail.com top'],
    ['a Cyrillic word beside a Latin one stays Cyrillic', 'ivan(собака)mail', 'ivan@mail'],
    ['Russian text stays as written', 'Позвоните мне', 'Позвоните мне'],
    ['a letter O among digits', 'O5O l23', '050 123'],
    ['the @ and the dot written so no pattern sees them', 'a%40b&#46;c (at) [dot] &#64;', 'a@b.c @ . @'],
    ['numbers spelled in words', 'sıfır əlli beş, yüz iyirmi üç; zero five; ноль семь', '0 55, 123; 0 5; 0 7'],
    ['a lone "on" or "yüz" is a word', 'on the table, yüz', 'on the table, yüz'],
    ['dashes and dots of other kinds', '050–123—45·67', '050-123-45.67'],
  ])('%s', (_what, original, normalised) => {
    expect(normalise(original).text).toBe(normalised);
  });

  it('knows the original characters of every unit', () => {
    expect(sources('a1️⃣ sıfır (at)')).toEqual(['a', '1️⃣', ' ', 'sıfır', ' ', '(at)']);
    // A dropped character goes with the one before it.
    expect(sources('０\u200b5')).toEqual(['０\u200b', '5']);
  });
});
