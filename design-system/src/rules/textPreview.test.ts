import { describe, expect, it } from 'vitest';
import { DESCRIPTION_PREVIEW_CHARS } from '@marketplace/contract';
import { plainTextOf, previewOf } from './textPreview.ts';

describe('plainTextOf', () => {
  it('drops tags, keeps words of separate blocks apart and decodes entities', () => {
    expect(plainTextOf('<p>Əl işi <strong>xalça</strong></p><p>Ölçü&nbsp;2&times;3 &amp; &#601;</p>')).toBe(
      'Əl işi xalça Ölçü 2&times;3 & ə',
    );
  });

  it('collapses whitespace and line breaks', () => {
    expect(plainTextOf('  a<br>b\n\n  c ')).toBe('a b c');
  });
});

describe('previewOf', () => {
  it(`keeps a text of ${DESCRIPTION_PREVIEW_CHARS} characters whole`, () => {
    const text = 'ə'.repeat(DESCRIPTION_PREVIEW_CHARS);
    expect(previewOf(text, DESCRIPTION_PREVIEW_CHARS)).toEqual({ text, truncated: false });
  });

  it(`cuts a longer one at ${DESCRIPTION_PREVIEW_CHARS} characters and adds an ellipsis`, () => {
    const text = 'a'.repeat(DESCRIPTION_PREVIEW_CHARS) + 'bcd';
    const preview = previewOf(text, DESCRIPTION_PREVIEW_CHARS);
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${'a'.repeat(DESCRIPTION_PREVIEW_CHARS)}…`);
  });

  it('never splits a character made of two code units', () => {
    expect(previewOf('😀😀😀', 2).text).toBe('😀😀…');
  });
});
