import type { CouponState } from '@marketplace/contract';

/** The badge tone of each state of a coupon or sale. */
export const STATE_TONE = {
  SCHEDULED: 'info',
  ACTIVE: 'success',
  ENDED: 'neutral',
  USED_UP: 'neutral',
  STOPPED: 'danger',
} as const satisfies Record<CouponState, string>;

/** A coupon or sale may still be stopped. */
export const stoppable = (state: CouponState) => state === 'ACTIVE' || state === 'SCHEDULED';
