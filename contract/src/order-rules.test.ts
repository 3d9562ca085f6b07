import { describe, expect, it } from 'vitest';
import {
  addBakuWorkingDays,
  bakuDate,
  isBakuWorkingDay,
  isOrderLate,
  orderActionsFor,
  orderNumberFromSearch,
  orderTransition,
  ORDER_ACTION,
  ORDER_ACTOR,
  ORDER_STATUS,
  ORDER_STATUSES,
  shipByDate,
} from './order-rules.ts';

const { PLACED, ACCEPTED, IN_PRODUCTION, SHIPPED, DELIVERED, COMPLETED, CANCELLED } = ORDER_STATUS;
const { BUYER, SELLER, ADMIN, SYSTEM } = ORDER_ACTOR;

describe('order statuses for handmade work', () => {
  it('walks PLACED → ACCEPTED → IN_PRODUCTION → SHIPPED → DELIVERED → COMPLETED', () => {
    expect(orderTransition(PLACED, ORDER_ACTION.ACCEPT, SELLER)?.to).toBe(ACCEPTED);
    expect(orderTransition(ACCEPTED, ORDER_ACTION.START_PRODUCTION, SELLER)?.to).toBe(IN_PRODUCTION);
    expect(orderTransition(IN_PRODUCTION, ORDER_ACTION.SHIP, SELLER)?.to).toBe(SHIPPED);
    expect(orderTransition(SHIPPED, ORDER_ACTION.MARK_DELIVERED, SELLER)?.to).toBe(DELIVERED);
    expect(orderTransition(SHIPPED, ORDER_ACTION.CONFIRM_DELIVERED, BUYER)?.to).toBe(DELIVERED);
    expect(orderTransition(DELIVERED, ORDER_ACTION.COMPLETE, SYSTEM)?.to).toBe(COMPLETED);
  });

  it('lets a ready item ship straight after it is accepted', () => {
    expect(orderTransition(ACCEPTED, ORDER_ACTION.SHIP, SELLER)?.to).toBe(SHIPPED);
  });

  it('lets the buyer cancel only while placed, and asks the seller and the admin for a reason', () => {
    expect(orderTransition(PLACED, ORDER_ACTION.CANCEL, BUYER)).toEqual({ to: CANCELLED, reasonRequired: false });
    expect(orderTransition(ACCEPTED, ORDER_ACTION.CANCEL, BUYER)).toBeNull();
    expect(orderTransition(PLACED, ORDER_ACTION.DECLINE, SELLER)).toEqual({ to: CANCELLED, reasonRequired: true });
    expect(orderTransition(IN_PRODUCTION, ORDER_ACTION.CANCEL, SELLER)).toEqual({ to: CANCELLED, reasonRequired: true });
    expect(orderTransition(SHIPPED, ORDER_ACTION.CANCEL, SELLER)).toBeNull();
    expect(orderTransition(SHIPPED, ORDER_ACTION.CANCEL, ADMIN)).toEqual({ to: CANCELLED, reasonRequired: true });
  });

  it('refuses every move out of COMPLETED and CANCELLED, by anyone', () => {
    for (const status of [COMPLETED, CANCELLED]) {
      for (const actor of Object.values(ORDER_ACTOR)) expect(orderActionsFor(status, actor)).toEqual([]);
    }
  });

  it('never lets a buyer do a seller’s step, or a seller the server’s', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderActionsFor(status, BUYER)).not.toContain(ORDER_ACTION.SHIP);
      expect(orderActionsFor(status, BUYER)).not.toContain(ORDER_ACTION.ACCEPT);
      expect(orderActionsFor(status, SELLER)).not.toContain(ORDER_ACTION.COMPLETE);
    }
  });

  it('lists the seller’s next steps for a placed order: accept or decline', () => {
    expect(orderActionsFor(PLACED, SELLER)).toEqual([ORDER_ACTION.ACCEPT, ORDER_ACTION.DECLINE]);
    expect(orderActionsFor(ACCEPTED, SELLER)).toEqual([ORDER_ACTION.START_PRODUCTION, ORDER_ACTION.SHIP, ORDER_ACTION.CANCEL]);
  });
});

describe('Baku working days', () => {
  it('takes the calendar date in Baku (UTC+4): 21:00 UTC is already the next day', () => {
    expect(bakuDate(new Date('2026-12-01T19:59:00Z'))).toBe('2026-12-01');
    expect(bakuDate(new Date('2026-12-01T21:00:00Z'))).toBe('2026-12-02');
  });

  it('skips weekends and the public holidays', () => {
    expect(isBakuWorkingDay('2026-12-05')).toBe(false); // Saturday
    expect(isBakuWorkingDay('2026-12-07')).toBe(true); // Monday
    expect(isBakuWorkingDay('2026-12-31')).toBe(false); // Solidarity Day
    expect(isBakuWorkingDay('2027-01-01')).toBe(false);
    expect(isBakuWorkingDay('2027-03-22')).toBe(false); // Novruz
    expect(isBakuWorkingDay('2027-05-17')).toBe(false); // Qurban bayramı
  });

  it('counts 3 working days from a Thursday to the next Tuesday', () => {
    expect(addBakuWorkingDays('2026-12-03', 3)).toBe('2026-12-08');
  });

  it('carries a ship-by date over the New Year holidays', () => {
    // Wed 30 Dec; 31 Dec, 1–2 Jan and the weekend are off: 1 day → Mon 4 Jan.
    expect(addBakuWorkingDays('2026-12-30', 1)).toBe('2027-01-04');
  });

  it('gives a ready-to-ship order (0 processing days) until the next working day', () => {
    expect(shipByDate(new Date('2026-12-04T08:00:00Z'), 0)).toBe('2026-12-07'); // Friday → Monday
    expect(shipByDate(new Date('2026-12-04T08:00:00Z'), 5)).toBe('2026-12-11');
  });

  it('counts an open order late the day after its ship-by date, and never a shipped one', () => {
    expect(isOrderLate({ status: ACCEPTED, shipBy: '2026-12-07' }, '2026-12-07')).toBe(false);
    expect(isOrderLate({ status: ACCEPTED, shipBy: '2026-12-07' }, '2026-12-08')).toBe(true);
    expect(isOrderLate({ status: SHIPPED, shipBy: '2026-12-07' }, '2026-12-20')).toBe(false);
  });
});

describe('order numbers in a search', () => {
  it('reads the digits however they are written', () => {
    expect(orderNumberFromSearch('№ 100 023')).toBe(100023);
    expect(orderNumberFromSearch('#100023')).toBe(100023);
    expect(orderNumberFromSearch('Aysel')).toBeNull();
  });
});
