import { describe, expect, it } from 'vitest';
import {
  HELP_ESCALATE_AFTER_HOURS,
  helpActionsFor,
  helpEscalatableAt,
  helpReasonFits,
  helpReasonsFor,
  isHelpActive,
  mayEscalate,
} from './help-rules.ts';

const HOUR = 60 * 60 * 1000;
const opened = new Date('2026-11-20T10:00:00Z');
const after = (hours: number) => new Date(opened.getTime() + hours * HOUR);

describe('which reasons fit an order', () => {
  it('asks to cancel only before shipping, and never for a placed order (the buyer cancels it)', () => {
    expect(helpReasonsFor('PLACED')).toEqual([]);
    expect(helpReasonsFor('ACCEPTED')).toEqual(['WANT_TO_CANCEL']);
    expect(helpReasonsFor('IN_PRODUCTION')).toEqual(['WANT_TO_CANCEL']);
    expect(helpReasonFits('WANT_TO_CANCEL', 'SHIPPED')).toBe(false);
  });

  it('"not received" once it is on its way or marked delivered; damage and description once it arrived', () => {
    expect(helpReasonsFor('SHIPPED')).toEqual(['NOT_RECEIVED']);
    expect(helpReasonsFor('DELIVERED')).toEqual(['NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DAMAGED']);
    expect(helpReasonsFor('COMPLETED')).toEqual(['NOT_AS_DESCRIBED', 'DAMAGED']);
    expect(helpReasonFits('DAMAGED', 'SHIPPED')).toBe(false);
  });

  it('a cancelled order takes none', () => {
    expect(helpReasonsFor('CANCELLED')).toEqual([]);
  });
});

describe('escalation', () => {
  it(`is allowed from ${HELP_ESCALATE_AFTER_HOURS} hours after opening, to the millisecond`, () => {
    expect(helpEscalatableAt(opened)).toEqual(after(HELP_ESCALATE_AFTER_HOURS));
    expect(mayEscalate({ status: 'OPEN', openedAt: opened }, new Date(after(HELP_ESCALATE_AFTER_HOURS).getTime() - 1))).toBe(
      false,
    );
    expect(mayEscalate({ status: 'OPEN', openedAt: opened }, after(HELP_ESCALATE_AFTER_HOURS))).toBe(true);
  });

  it('only while it is open: not once resolved, escalated or closed', () => {
    for (const status of ['RESOLVED', 'ESCALATED', 'CLOSED'] as const) {
      expect(mayEscalate({ status, openedAt: opened }, after(100))).toBe(false);
    }
  });
});

describe('who may do what', () => {
  it('the seller resolves an open request, at any time', () => {
    expect(helpActionsFor({ status: 'OPEN', openedAt: opened }, 'seller', after(1))).toEqual(['RESOLVE']);
    expect(helpActionsFor({ status: 'ESCALATED', openedAt: opened }, 'seller', after(60))).toEqual([]);
  });

  it('the buyer escalates only when the time has come', () => {
    expect(helpActionsFor({ status: 'OPEN', openedAt: opened }, 'buyer', after(47))).toEqual([]);
    expect(helpActionsFor({ status: 'OPEN', openedAt: opened }, 'buyer', after(48))).toEqual(['ESCALATE']);
  });

  it('an admin closes or refunds an escalated one only', () => {
    expect(helpActionsFor({ status: 'ESCALATED', openedAt: opened }, 'admin', after(60))).toEqual(['CLOSE', 'REFUND']);
    expect(helpActionsFor({ status: 'OPEN', openedAt: opened }, 'admin', after(60))).toEqual([]);
  });

  it('a request open or escalated holds its order', () => {
    expect([isHelpActive('OPEN'), isHelpActive('ESCALATED'), isHelpActive('RESOLVED'), isHelpActive('CLOSED')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
