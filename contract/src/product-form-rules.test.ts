import { describe, expect, it } from 'vitest';
import { DEFAULT_POCKET_TYPE, POCKET_FEE_STEP } from './constants.ts';
import { isValidPocketFee, salePrice } from './catalogue-rules.ts';
import {
  nextPocketId,
  parseDecimal,
  pocketNameProblem,
  showsMediaSection,
  snapPocketFee,
  stepPocketFee,
  switchDiscount,
} from './product-form-rules.ts';

describe('showsMediaSection (spec §2: only once the name is longer than 3 characters)', () => {
  it('hides the media section for names of up to 3 characters', () => {
    expect(showsMediaSection('')).toBe(false);
    expect(showsMediaSection('Nar')).toBe(false);
    expect(showsMediaSection('  Nar  ')).toBe(false);
  });
  it('shows it from the 4th character on, Azerbaijani letters included', () => {
    expect(showsMediaSection('Narə')).toBe(true);
    expect(showsMediaSection('Xalça')).toBe(true);
  });
});

describe('stepPocketFee (spec §5: steps of 0.5, never below 0)', () => {
  it('moves by one step of 0.5 either way', () => {
    expect(POCKET_FEE_STEP).toBe(0.5);
    expect(stepPocketFee(0, 1)).toBe(0.5);
    expect(stepPocketFee(0.5, 1)).toBe(1);
    expect(stepPocketFee(2, -1)).toBe(1.5);
  });
  it('never goes below 0', () => {
    expect(stepPocketFee(0, -1)).toBe(0);
    expect(stepPocketFee(0.5, -1)).toBe(0);
    expect(stepPocketFee(0.2, -1)).toBe(0);
  });
  it('puts an off-grid fee on the grid in the pressed direction', () => {
    expect(stepPocketFee(1.3, 1)).toBe(1.5);
    expect(stepPocketFee(1.3, -1)).toBe(1);
  });
  it('moves several steps at once (Shift + arrow: 10 steps, 5 ₼), still never below 0', () => {
    expect(stepPocketFee(2.5, 1, 10)).toBe(7.5);
    expect(stepPocketFee(7.5, -1, 10)).toBe(2.5);
    expect(stepPocketFee(3, -1, 10)).toBe(0);
    expect(stepPocketFee(1.3, 1, 10)).toBe(6);
    expect(stepPocketFee(1.3, -1, 10)).toBe(0);
  });
  it('always lands on a fee the API accepts', () => {
    for (let fee = 0; fee < 5; fee += 0.1) {
      expect(isValidPocketFee(stepPocketFee(fee, 1))).toBe(true);
      expect(isValidPocketFee(stepPocketFee(fee, -1))).toBe(true);
    }
  });
});

describe('snapPocketFee', () => {
  it('rounds a typed fee to the nearest 0.5 and refuses negatives and garbage as 0', () => {
    expect(snapPocketFee(2.4)).toBe(2.5);
    expect(snapPocketFee(2.2)).toBe(2);
    expect(snapPocketFee(-3)).toBe(0);
    expect(snapPocketFee(Number.NaN)).toBe(0);
  });
});

describe('parseDecimal', () => {
  it('reads a decimal comma as well as a point', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal(' 12.75 ')).toBe(12.75);
    expect(parseDecimal('1 250')).toBe(1250);
  });
  it('gives NaN for text that is no number', () => {
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('on iki')).toBeNaN();
    expect(parseDecimal('1.2.3')).toBeNaN();
  });
});

describe('pocketNameProblem (spec §5: non-empty after trimming)', () => {
  const existing = [DEFAULT_POCKET_TYPE];
  it('refuses an empty or blank name', () => {
    expect(pocketNameProblem('', existing)).toBe('empty');
    expect(pocketNameProblem('   \t ', existing)).toBe('empty');
  });
  it('refuses a second pocket of the same name, whatever the case or spaces', () => {
    expect(pocketNameProblem('  standart ', existing)).toBe('duplicate');
  });
  it('refuses a name longer than the API takes', () => {
    expect(pocketNameProblem('x'.repeat(61), existing)).toBe('tooLong');
  });
  it('accepts a new name', () => {
    expect(pocketNameProblem(' Hədiyyə qutusu ', existing)).toBeNull();
  });
});

describe('nextPocketId', () => {
  it('is one above the highest id, so the default Standart keeps 1', () => {
    expect(nextPocketId([])).toBe(1);
    expect(nextPocketId([DEFAULT_POCKET_TYPE])).toBe(2);
    expect(nextPocketId([{ id: 1 }, { id: 7 }, { id: 3 }])).toBe(8);
  });
});

describe('switchDiscount (spec §5: % ↔ ₼ keeps the sale price)', () => {
  it('converts a percent into manat and back, the sale price unchanged', () => {
    expect(switchDiscount(80, 25, 'AMOUNT')).toEqual({ value: 20, clamped: null });
    expect(switchDiscount(80, 20, 'PERCENTAGE')).toEqual({ value: 25, clamped: null });
    expect(salePrice(80, 'PERCENTAGE', 25)).toBe(salePrice(80, 'AMOUNT', 20));
  });
  it('rounds manat to the qəpik and a percent to 0.01', () => {
    expect(switchDiscount(19.99, 15, 'AMOUNT')).toEqual({ value: 3, clamped: null });
    expect(switchDiscount(30, 7, 'PERCENTAGE')).toEqual({ value: 23.33, clamped: null });
    expect(switchDiscount(45, 12.5, 'AMOUNT')).toEqual({ value: 5.63, clamped: null });
    expect(salePrice(30, 'PERCENTAGE', 23.33)).toBe(salePrice(30, 'AMOUNT', 7));
  });
  it('goes back and forth without drifting', () => {
    let percent = 25;
    for (let round = 0; round < 5; round += 1) {
      const amount = switchDiscount(80, percent, 'AMOUNT')!.value;
      percent = switchDiscount(80, amount, 'PERCENTAGE')!.value;
    }
    expect(percent).toBe(25);
  });
  it('never gives an invalid discount: over 100 % or the price is brought down, below 0 up', () => {
    expect(switchDiscount(80, 150, 'AMOUNT')).toEqual({ value: 80, clamped: 'over' });
    expect(switchDiscount(80, 120, 'PERCENTAGE')).toEqual({ value: 100, clamped: 'over' });
    expect(switchDiscount(80, -5, 'AMOUNT')).toEqual({ value: 0, clamped: 'under' });
    expect(switchDiscount(80, -5, 'PERCENTAGE')).toEqual({ value: 0, clamped: 'under' });
    expect(switchDiscount(80, 100, 'AMOUNT')).toEqual({ value: 80, clamped: null });
    expect(switchDiscount(80, 80, 'PERCENTAGE')).toEqual({ value: 100, clamped: null });
  });
  it('has nothing to convert by without a readable price above 0 or a readable discount', () => {
    expect(switchDiscount(Number.NaN, 25, 'AMOUNT')).toBeNull();
    expect(switchDiscount(0, 25, 'AMOUNT')).toBeNull();
    expect(switchDiscount(80, Number.NaN, 'PERCENTAGE')).toBeNull();
  });
});
