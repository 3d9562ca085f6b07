import { z } from 'zod';
import {
  COUPON_CODE_PATTERN,
  COUPON_KIND,
  COUPON_NAME_MAX,
  COUPON_PERCENT_MAX,
  SALE_DAYS_MAX,
  SALE_PERCENT_MAX,
  SALE_PERCENT_MIN,
  daysInclusive,
  normalizeCouponCode,
  type CreateCouponRequest,
  type CreateSaleRequest,
} from '@marketplace/contract';
import { manatTextToQepik } from '../../rules/manat.ts';

const INVALID = 'coupons.form.invalid';
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${INVALID}.day`);
const wholeIn = (min: number, max: number) => (text: string) =>
  /^\d{1,9}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
/** Empty (no limit) or a positive whole number. */
const limit = z.string().refine((text) => text.trim() === '' || wholeIn(1, 1_000_000)(text), `${INVALID}.count`);

/** The seller's new coupon as typed: texts, checked as the server will check them. */
export const couponFormSchema = z
  .object({
    code: z.string().refine((text) => COUPON_CODE_PATTERN.test(normalizeCouponCode(text)), `${INVALID}.code`),
    kind: z.enum(COUPON_KIND),
    percent: z.string(),
    amount: z.string(),
    minOrder: z.string().refine((text) => text.trim() === '' || manatTextToQepik(text) !== null, `${INVALID}.money`),
    startsOn: day,
    endsOn: z.string(),
    usesPerBuyer: limit,
    usesTotal: limit,
  })
  .superRefine((values, context) => {
    if (values.kind === COUPON_KIND.PERCENT && !wholeIn(1, COUPON_PERCENT_MAX)(values.percent)) {
      context.addIssue({ code: 'custom', path: ['percent'], message: `${INVALID}.percent` });
    }
    const amount = manatTextToQepik(values.amount);
    if (values.kind === COUPON_KIND.AMOUNT && (amount === null || amount <= 0)) {
      context.addIssue({ code: 'custom', path: ['amount'], message: `${INVALID}.amount` });
    }
    if (values.endsOn !== '' && values.endsOn < values.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: `${INVALID}.endsBeforeStart` });
    }
  });
export type CouponFormValues = z.infer<typeof couponFormSchema>;

const countOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Valid values as the createCoupon request. */
export function couponRequestOf(values: CouponFormValues): CreateCouponRequest {
  return {
    code: normalizeCouponCode(values.code),
    kind: values.kind,
    value: values.kind === COUPON_KIND.PERCENT ? Number(values.percent) : (manatTextToQepik(values.amount) ?? 0),
    minOrderQepik: values.minOrder.trim() === '' ? 0 : (manatTextToQepik(values.minOrder) ?? 0),
    startsOn: values.startsOn,
    endsOn: values.endsOn === '' ? null : values.endsOn,
    usesPerBuyer: countOrNull(values.usesPerBuyer),
    usesTotal: countOrNull(values.usesTotal),
  };
}

/** The seller's new sale as typed. */
export const saleFormSchema = z
  .object({
    name: z.string().trim().min(1, `${INVALID}.name`).max(COUPON_NAME_MAX),
    percent: z.string().refine(wholeIn(SALE_PERCENT_MIN, SALE_PERCENT_MAX), `${INVALID}.salePercent`),
    startsOn: day,
    endsOn: day,
    itemIds: z.array(z.string()).min(1, `${INVALID}.products`),
  })
  .superRefine((values, context) => {
    if (values.endsOn < values.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: `${INVALID}.endsBeforeStart` });
    } else if (daysInclusive(values.startsOn, values.endsOn) > SALE_DAYS_MAX) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: `${INVALID}.tooLong` });
    }
  });
export type SaleFormValues = z.infer<typeof saleFormSchema>;

export function saleRequestOf(values: SaleFormValues): CreateSaleRequest {
  return {
    name: values.name.trim(),
    percent: Number(values.percent),
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    itemIds: values.itemIds,
  };
}
