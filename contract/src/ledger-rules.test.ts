import { describe, expect, it } from 'vitest';
import {
  availableFromCompletion,
  bpsFromPercentText,
  formatBpsPercent,
  bakuMonth,
  commissionRateFor,
  csvField,
  ledgerBalance,
  lineCommissionQepik,
  manatForCsv,
  monthlySummary,
  orderCommissionQepik,
  payoutAmount,
  recentBakuMonths,
  refundAvailableFrom,
  toCsv,
  type CommissionRate,
} from './ledger-rules.ts';

describe('commissionRateFor', () => {
  const store = 'store-a';
  const other = 'store-b';
  // Category 12 (earrings) sits under 10 (jewellery).
  const earrings = { sellerId: store, categoryChain: [12, 10] };
  const rates: CommissionRate[] = [
    { sellerId: null, categoryId: null, rateBps: 500 },
    { sellerId: null, categoryId: 10, rateBps: 700 },
    { sellerId: store, categoryId: null, rateBps: 300 },
    { sellerId: store, categoryId: 10, rateBps: 200 },
  ];

  it('is 0 with no rates at all (spec §1: no commission)', () => {
    expect(commissionRateFor([], earrings)).toBe(0);
  });

  it('takes the most specific: store and category, store, category, default', () => {
    expect(commissionRateFor(rates, earrings)).toBe(200);
    expect(commissionRateFor(rates, { sellerId: store, categoryChain: [20] })).toBe(300);
    expect(commissionRateFor(rates, { sellerId: other, categoryChain: [12, 10] })).toBe(700);
    expect(commissionRateFor(rates, { sellerId: other, categoryChain: [20] })).toBe(500);
    expect(commissionRateFor(rates, { sellerId: other, categoryChain: [] })).toBe(500);
  });

  it('prefers the nearest category of the chain, and a store rate over any category-only rate', () => {
    const withLeaf: CommissionRate[] = [...rates, { sellerId: null, categoryId: 12, rateBps: 900 }];
    expect(commissionRateFor(withLeaf, { sellerId: other, categoryChain: [12, 10] })).toBe(900);
    expect(commissionRateFor(withLeaf, { sellerId: store, categoryChain: [13, 10] })).toBe(200);
    // A store rate of 0 is a rate: it beats the category's 7 %.
    const free: CommissionRate[] = [
      ...rates.filter((rate) => rate.sellerId !== store),
      { sellerId: store, categoryId: null, rateBps: 0 },
    ];
    expect(commissionRateFor(free, earrings)).toBe(0);
  });
});

describe('commission in qəpik', () => {
  it('rounds a line to the nearest qəpik, halves up', () => {
    expect(lineCommissionQepik(12_345, 250)).toBe(309); // 308.625
    expect(lineCommissionQepik(10_000, 250)).toBe(250);
    expect(lineCommissionQepik(20, 250)).toBe(1); // 0.5 → 1
    expect(lineCommissionQepik(19, 250)).toBe(0); // 0.475 → 0
    expect(lineCommissionQepik(99_999, 0)).toBe(0);
    expect(lineCommissionQepik(100_000_000, 10_000)).toBe(100_000_000);
  });

  it('takes an order’s commission on what was kept, so refunds in parts add up to the whole', () => {
    const lines = [
      { lineTotalQepik: 4_999, commissionBps: 1_000 },
      { lineTotalQepik: 3_001, commissionBps: 333 },
    ];
    // 499.9 → 500, 99.9333 → 100; delivery 500 bears none.
    expect(orderCommissionQepik(lines, 8_500, 8_500)).toBe(600);
    expect(orderCommissionQepik(lines, 8_500, 0)).toBe(0);
    expect(orderCommissionQepik(lines, 8_500, 4_250)).toBe(300);
    // Three refunds of 1,000 each: what is given back each time telescopes to the commission on 5,500.
    const kept = [8_500, 7_500, 6_500, 5_500];
    const givenBack = kept
      .slice(1)
      .map((after, index) => orderCommissionQepik(lines, 8_500, kept[index]!) - orderCommissionQepik(lines, 8_500, after));
    expect(600 - givenBack.reduce((sum, part) => sum + part, 0)).toBe(orderCommissionQepik(lines, 8_500, 5_500));
    expect(orderCommissionQepik(lines, 8_500, 5_500)).toBe(388); // 600 × 5500 / 8500 = 388.2
  });

  it('stays exact for large amounts', () => {
    const lines = [{ lineTotalQepik: 99_999_999, commissionBps: 9_999 }];
    expect(orderCommissionQepik(lines, 99_999_999, 99_999_998)).toBe(99_989_998); // 99,989,999 (the line) less 0.9999;
  });
});

describe('availability and balances', () => {
  const completedAt = new Date('2026-11-02T10:07:00Z');

  it('holds a sale for the hold days after completion', () => {
    expect(availableFromCompletion(completedAt, 7).toISOString()).toBe('2026-11-09T10:07:00.000Z');
    expect(availableFromCompletion(completedAt, 0).toISOString()).toBe(completedAt.toISOString());
  });

  it('counts a refund when its sale does: pending while the sale is, at once after', () => {
    const saleAvailable = availableFromCompletion(completedAt, 7);
    expect(refundAvailableFrom(saleAvailable, new Date('2026-11-05T00:00:00Z'))).toEqual(saleAvailable);
    expect(refundAvailableFrom(saleAvailable, new Date('2026-11-20T00:00:00Z')).toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });

  it('splits a balance into pending and available at an instant', () => {
    const entries = [
      { amountQepik: 10_000, availableFrom: new Date('2026-11-09T00:00:00Z') },
      { amountQepik: -500, availableFrom: new Date('2026-11-09T00:00:00Z') },
      { amountQepik: 3_000, availableFrom: new Date('2026-11-20T00:00:00Z') },
      { amountQepik: -9_000, availableFrom: new Date('2026-11-10T00:00:00Z') },
    ];
    expect(ledgerBalance(entries, new Date('2026-11-12T00:00:00Z'))).toEqual({ pendingQepik: 3_000, availableQepik: 500 });
    expect(ledgerBalance(entries, new Date('2026-11-01T00:00:00Z'))).toEqual({ pendingQepik: 3_500, availableQepik: 0 });
    expect(ledgerBalance([], new Date())).toEqual({ pendingQepik: 0, availableQepik: 0 });
  });

  it('pays the whole available balance or a part of it, never more, never from nothing', () => {
    expect(payoutAmount(5_000, undefined)).toEqual({ amountQepik: 5_000 });
    expect(payoutAmount(5_000, 2_000)).toEqual({ amountQepik: 2_000 });
    expect(payoutAmount(5_000, 5_001)).toEqual({ error: 'PAYOUT_MORE_THAN_AVAILABLE' });
    expect(payoutAmount(0, undefined)).toEqual({ error: 'PAYOUT_NOTHING_AVAILABLE' });
    expect(payoutAmount(-300, 100)).toEqual({ error: 'PAYOUT_NOTHING_AVAILABLE' });
  });
});

describe('monthly summary', () => {
  it('names Baku months (UTC+4) and counts back across a year', () => {
    expect(bakuMonth(new Date('2026-11-30T20:30:00Z'))).toBe('2026-12');
    expect(bakuMonth(new Date('2026-11-30T19:59:00Z'))).toBe('2026-11');
    expect(recentBakuMonths(new Date('2026-02-10T12:00:00Z'), 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('sums each kind per month, months without entries as zeros, and nets them', () => {
    const summary = monthlySummary(
      [
        { month: '2026-11', kind: 'SALE', amountQepik: 20_000 },
        { month: '2026-11', kind: 'COMMISSION', amountQepik: -1_000 },
        { month: '2026-11', kind: 'CASH_COLLECTED', amountQepik: -8_000 },
        { month: '2026-11', kind: 'REFUND', amountQepik: -2_000 },
        { month: '2026-09', kind: 'PAYOUT', amountQepik: -4_000 },
        { month: '2026-09', kind: 'ADJUSTMENT', amountQepik: 150 },
        { month: '2025-01', kind: 'SALE', amountQepik: 99 },
      ],
      ['2026-11', '2026-10', '2026-09'],
    );
    expect(summary.map((row) => [row.month, row.netQepik])).toEqual([
      ['2026-11', 9_000],
      ['2026-10', 0],
      ['2026-09', -3_850],
    ]);
    expect(summary[0]).toMatchObject({
      saleQepik: 20_000,
      commissionQepik: -1_000,
      refundQepik: -2_000,
      cashCollectedQepik: -8_000,
    });
    expect(summary[2]).toMatchObject({ payoutQepik: -4_000, adjustmentQepik: 150 });
  });
});

describe('CSV', () => {
  it('writes manat with two decimals and a dot', () => {
    expect(manatForCsv(123_456)).toBe('1234.56');
    expect(manatForCsv(5)).toBe('0.05');
    expect(manatForCsv(-1_050)).toBe('-10.50');
    expect(manatForCsv(0)).toBe('0.00');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('Satış')).toBe('Satış');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.50', 'number')).toBe('-12.50');
    expect(csvField('-12.50')).toBe("'-12.50");
  });

  it('joins rows with CRLF after a BOM', () => {
    expect(
      toCsv([
        [{ value: 'Tarix' }, { value: 'Məbləğ' }],
        [{ value: '29.11.2026' }, { value: '-1.00', kind: 'number' }],
      ]),
    ).toBe('\uFEFFTarix,Məbləğ\r\n29.11.2026,-1.00\r\n');
  });
});

describe('rates as typed and read', () => {
  it('reads a typed percentage in basis points', () => {
    expect(bpsFromPercentText('2,5')).toBe(250);
    expect(bpsFromPercentText('2.55 %')).toBe(255);
    expect(bpsFromPercentText('0')).toBe(0);
    expect(bpsFromPercentText('100')).toBe(10_000);
    expect(bpsFromPercentText('100,01')).toBeNull();
    expect(bpsFromPercentText('-1')).toBeNull();
    expect(bpsFromPercentText('2,555')).toBeNull();
    expect(bpsFromPercentText('')).toBeNull();
  });

  it('prints basis points as each language writes a percentage', () => {
    expect(formatBpsPercent(250, 'az')).toBe('2,5 %');
    expect(formatBpsPercent(250, 'en')).toBe('2.5%');
    expect(formatBpsPercent(1_000, 'tr')).toBe('%10');
    expect(formatBpsPercent(5, 'ru')).toBe('0,05 %');
    expect(formatBpsPercent(0, 'az')).toBe('0 %');
  });
});
