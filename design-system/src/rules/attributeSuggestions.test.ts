import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_SUGGESTIONS, foldForSearch, matchesSearch, suggestAttributes } from './attributeSuggestions.ts';

const az = [
  { id: 'color', label: 'Rəng' },
  { id: 'size', label: 'Ölçü' },
  { id: 'model', label: 'Model' },
  { id: 'material', label: 'Material' },
  { id: 'brand', label: 'Brend' },
  { id: 'engraving', label: 'Üzərinə yazı (qravüra)' },
];

describe('the fixed attribute names (spec §5: about 50, colour, size, model, material, brand…)', () => {
  it('are about fifty distinct names led by the ones the spec names', () => {
    expect(ATTRIBUTE_SUGGESTIONS.length).toBeGreaterThanOrEqual(45);
    expect(ATTRIBUTE_SUGGESTIONS.length).toBeLessThanOrEqual(55);
    expect(new Set(ATTRIBUTE_SUGGESTIONS).size).toBe(ATTRIBUTE_SUGGESTIONS.length);
    expect(ATTRIBUTE_SUGGESTIONS.slice(0, 5)).toEqual(['color', 'size', 'model', 'material', 'brand']);
  });
});

describe('foldForSearch', () => {
  it('ignores case, the dotted and dotless i and Azerbaijani letters', () => {
    expect(foldForSearch('İpək Şərf')).toBe('ipek serf');
    expect(foldForSearch('QIRMIZI')).toBe(foldForSearch('qırmızı'));
    expect(foldForSearch('Ölçü')).toBe('olcu');
    expect(foldForSearch('Größe')).toBe('große');
  });
});

describe('suggestAttributes (spec §5: containing the typed text, without the chosen ones)', () => {
  it('matches by containing the typed text, not only its start', () => {
    expect(suggestAttributes('er', az, []).map((s) => s.id)).toEqual(['material', 'engraving']);
    expect(suggestAttributes('qrav', az, []).map((s) => s.id)).toEqual(['engraving']);
  });
  it('is case- and Azerbaijani-letter-insensitive', () => {
    expect(suggestAttributes('reng', az, []).map((s) => s.id)).toEqual(['color']);
    expect(suggestAttributes('OLC', az, []).map((s) => s.id)).toEqual(['size']);
  });
  it('leaves out the names already chosen, however they were typed', () => {
    expect(suggestAttributes('', az, ['rəng', ' MODEL ']).map((s) => s.id)).toEqual(['size', 'material', 'brand', 'engraving']);
  });
  it('puts the names starting with the text first', () => {
    expect(suggestAttributes('m', az, []).map((s) => s.id)).toEqual(['model', 'material']);
    expect(suggestAttributes('r', az, []).map((s) => s.id)).toEqual(['color', 'material', 'brand', 'engraving']);
  });
  it('offers nothing when nothing contains the text', () => {
    expect(suggestAttributes('xyz', az, [])).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('finds a category by part of its name in any case', () => {
    expect(matchesSearch('Əl işi xalçalar', 'XALÇA')).toBe(true);
    expect(matchesSearch('Əl işi xalçalar', 'keramika')).toBe(false);
    expect(matchesSearch('Керамика', 'кера')).toBe(true);
  });
});
