import { describe, expect, it } from 'vitest';
import { isBlankRichText, richTextToPlain } from './richText.ts';

describe('rich-text descriptions', () => {
  it('count as empty with only empty paragraphs, line breaks or spaces', () => {
    expect(isBlankRichText('')).toBe(true);
    expect(isBlankRichText('<p></p>')).toBe(true);
    expect(isBlankRichText('<p>&nbsp; <br></p><p> </p>')).toBe(true);
  });
  it('count as filled with any visible text', () => {
    expect(isBlankRichText('<p><strong>Nar</strong></p>')).toBe(false);
    expect(isBlankRichText('<ul><li>ipək</li></ul>')).toBe(false);
  });
  it('read as the text they show, paragraphs apart', () => {
    expect(richTextToPlain('<h2>Xalça</h2><p>Əl&nbsp;işi &amp; yun</p>')).toBe('Xalça Əl işi & yun');
  });
});
