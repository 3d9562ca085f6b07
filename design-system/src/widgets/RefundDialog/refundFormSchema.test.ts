import { describe, expect, it } from 'vitest';
import { refundAmountOf, refundFormSchema } from './refundFormSchema.ts';

const schema = refundFormSchema(12_550, 500);
const messages = (values: Record<string, string>) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('refundFormSchema', () => {
  it('takes the whole rest without an amount, and asks for a reason', () => {
    expect(messages({ kind: 'WHOLE', amount: '', reason: 'Zədəli gəldi' })).toEqual([]);
    expect(messages({ kind: 'WHOLE', amount: '', reason: '   ' })).toEqual(['reason: payments.refund.invalid.reason']);
    expect(refundAmountOf({ kind: 'WHOLE', amount: '3', reason: 'x' }, 12_550)).toBe(12_550);
  });

  it('takes a part up to the refundable rest, in either decimal sign', () => {
    expect(messages({ kind: 'PARTIAL', amount: '125,50', reason: 'x' })).toEqual([]);
    expect(messages({ kind: 'PARTIAL', amount: '125.5', reason: 'x' })).toEqual([]);
    expect(refundAmountOf({ kind: 'PARTIAL', amount: '20,05', reason: 'x' }, 12_550)).toBe(2005);
    expect(messages({ kind: 'PARTIAL', amount: '125,51', reason: 'x' })).toEqual(['amount: payments.refund.invalid.tooMuch']);
  });

  it('refuses nothing, zero, signs and a third decimal', () => {
    expect(messages({ kind: 'PARTIAL', amount: '', reason: 'x' })).toEqual(['amount: payments.refund.invalid.amount']);
    expect(messages({ kind: 'PARTIAL', amount: '0,00', reason: 'x' })).toEqual(['amount: payments.refund.invalid.zero']);
    expect(messages({ kind: 'PARTIAL', amount: '-5', reason: 'x' })).toEqual(['amount: payments.refund.invalid.amount']);
    expect(messages({ kind: 'PARTIAL', amount: '1,234', reason: 'x' })).toEqual(['amount: payments.refund.invalid.amount']);
  });

  it('holds the reason to its longest', () => {
    expect(messages({ kind: 'WHOLE', amount: '', reason: 'a'.repeat(501) })).toEqual(['reason: payments.refund.invalid.tooLong']);
  });
});
