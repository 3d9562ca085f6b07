import { describe, expect, it } from 'vitest';
import { csvValue, parseCsv, priceAfterChange, qepikOf, sortRowErrors } from './catalogue-tools-rules.ts';
import { toCsv } from './ledger-rules.ts';

describe('priceAfterChange', () => {
  it('sets, adds and takes off in whole qəpik', () => {
    expect(priceAfterChange(12.5, { op: 'set', value: 20 })).toBe(20);
    expect(priceAfterChange(12.5, { op: 'add', value: 0.1 })).toBe(12.6);
    expect(priceAfterChange(0.3, { op: 'add', value: -0.1 })).toBe(0.2);
  });

  it('rounds a percentage half away from zero, up and down', () => {
    expect(priceAfterChange(38.9, { op: 'percent', value: 10 })).toBe(42.79);
    expect(priceAfterChange(0.05, { op: 'percent', value: 10 })).toBe(0.06);
    expect(priceAfterChange(0.05, { op: 'percent', value: -10 })).toBe(0.04);
    expect(priceAfterChange(10, { op: 'percent', value: -100 })).toBe(0);
  });

  it('answers null for a price below 0 or above the limit', () => {
    expect(priceAfterChange(3, { op: 'add', value: -5 })).toBeNull();
    expect(priceAfterChange(9_999_999, { op: 'percent', value: 10 })).toBeNull();
  });

  it('reads manat as qəpik without float surprises', () => {
    expect(qepikOf(1.005)).toBe(101);
    expect(qepikOf(19.99)).toBe(1999);
  });
});

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, and the line each record starts on', () => {
    const parsed = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"one\ntwo",3\nlast,\n');
    expect(parsed).toEqual({
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['x, y', 'say "hi"'] },
        { line: 4, cells: ['one\ntwo', '3'] },
        { line: 6, cells: ['last', ''] },
      ],
    });
  });

  it('names the line of a quote left open', () => {
    expect(parseCsv('a\n"open,\nstill')).toEqual({ malformedAt: 2 });
  });

  it('reads back what the ledger’s writer wrote, formula guard included', () => {
    const text = toCsv([[{ value: '=SUM(A1)' }, { value: '12.50', kind: 'number' }, { value: 'Vaza, "göy"' }]]);
    const parsed = parseCsv(text);
    if (!('records' in parsed)) throw new Error('malformed');
    expect(parsed.records[0]!.cells.map(csvValue)).toEqual(['=SUM(A1)', '12.50', 'Vaza, "göy"']);
  });
});

it('sorts errors by line, then by the file’s column order', () => {
  expect(
    sortRowErrors([
      { line: 5, column: 'productInfo', code: 'REQUIRED' },
      { line: 2, column: 'selectedCategory', code: 'CATEGORY_NOT_ALLOWED' },
      { line: 5, column: 'productName', code: 'REQUIRED' },
    ]).map((error) => `${error.line}:${error.column}`),
  ).toEqual(['2:selectedCategory', '5:productName', '5:productInfo']);
});
