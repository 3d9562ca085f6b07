import { describe, expect, it } from 'vitest';
import { isWebAddress, reasonFormSchema, shipmentFormSchema } from './orderActionSchemas.ts';

describe('isWebAddress', () => {
  it.each([
    ['https://www.azerpost.az/track?code=RR1', true],
    ['http://track.example.az/1', true],
    ['ftp://files.example.az/1', false],
    ['javascript:alert(1)', false],
    ['www.azerpost.az', false],
    ['https://localhost/x', false],
  ])('%s is %s', (text, expected) => {
    expect(isWebAddress(text)).toBe(expected);
  });
});

describe('shipmentFormSchema', () => {
  it('takes an empty shipment', () => {
    expect(shipmentFormSchema.safeParse({ carrier: '', trackingNumber: '', trackingUrl: '' }).success).toBe(true);
  });

  it('refuses a tracking link that is not http(s), with the form’s message', () => {
    const result = shipmentFormSchema.safeParse({ carrier: 'Azərpoçt', trackingNumber: 'RR1', trackingUrl: 'azerpost.az' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('orders.actions.ship.invalidUrl');
  });
});

describe('reasonFormSchema', () => {
  it('needs a reason only when required', () => {
    expect(reasonFormSchema(true).safeParse({ reason: '  ' }).success).toBe(false);
    expect(reasonFormSchema(false).safeParse({ reason: '' }).success).toBe(true);
    expect(reasonFormSchema(true).safeParse({ reason: 'Material bitib' }).success).toBe(true);
  });
});
