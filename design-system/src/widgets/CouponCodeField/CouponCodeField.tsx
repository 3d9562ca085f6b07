import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX, COUPON_CODE_PATTERN, normalizeCouponCode, type CheckoutCoupon } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FieldError } from '../../primitives/Field/FieldParts.tsx';
import { Input } from '../../primitives/Input/index.ts';
import { formatQepik } from '../../rules/manat.ts';

export interface CouponCodeFieldProps {
  /** The store the code is for (its name labels the field). */
  storeName: string;
  /** What the checkout's quote says of the code given (absent: none given). */
  coupon?: CheckoutCoupon | undefined;
  /** The buyer applies a code (in capitals, checked for its shape); the app asks for a new quote with it. */
  onApply: (code: string) => void;
  /** The buyer takes the code off. */
  onRemove: () => void;
  /** The new quote is on its way. */
  busy?: boolean;
  className?: string;
}

/**
 * One store's coupon code at checkout: a link that opens the field, the field with Apply, then
 * either the code applied with what it takes off (and Remove), or why it gives nothing, under the
 * field. A code of another store is simply not found: each store's field takes that store's codes.
 */
export function CouponCodeField({ storeName, coupon, onApply, onRemove, busy = false, className }: CouponCodeFieldProps) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const inputId = `${baseId}-code`;
  const errorId = `${baseId}-error`;
  const [open, setOpen] = useState(coupon !== undefined);
  const [text, setText] = useState(coupon?.code ?? '');
  const [shapeError, setShapeError] = useState(false);
  // Opened by the buyer: the field takes the focus (not when it shows a code the quote refused).
  const [focusField, setFocusField] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusField && open) input.current?.focus();
  }, [focusField, open]);
  const money = (qepik: number) => formatQepik(qepik, i18n.language);

  if (coupon && coupon.problem === null) {
    return (
      <div
        data-slot="coupon-applied"
        className={cn('flex flex-wrap items-center justify-between gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm', className)}
      >
        <p className="font-semibold text-success-800" role="status">
          {t('coupons.checkout.applied', {
            code: coupon.code,
            amount: money(coupon.discountQepik),
            interpolation: { escapeValue: false },
          })}
        </p>
        <Button
          variant="link"
          size="sm"
          disabled={busy}
          onClick={() => {
            setText('');
            onRemove();
          }}
        >
          {t('coupons.checkout.remove')}
        </Button>
      </div>
    );
  }

  if (!open) {
    return (
      <Button
        variant="link"
        size="sm"
        className={cn('self-start', className)}
        onClick={() => {
          setOpen(true);
          setFocusField(true);
        }}
      >
        {t('coupons.checkout.toggle')}
      </Button>
    );
  }

  const problem = shapeError
    ? t('coupons.checkout.invalid')
    : coupon?.problem
      ? t(`coupons.checkout.problem.${coupon.problem}`, {
          amount: money(coupon.minOrderQepik),
          interpolation: { escapeValue: false },
        })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const code = normalizeCouponCode(text);
    const valid = COUPON_CODE_PATTERN.test(code);
    setShapeError(!valid);
    if (valid) onApply(code);
  };

  // Not a <form>: the checkout is one already. Enter in the field applies the code instead of placing the order.
  return (
    <div data-slot="coupon-code-field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {t('coupons.checkout.label', { store: storeName, interpolation: { escapeValue: false } })}
      </label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={inputId}
          value={text}
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          className="min-w-0 flex-1 uppercase"
          onChange={(event) => {
            setText(event.target.value);
            setShapeError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
          }}
        />
        <Button variant="outline" isLoading={busy} onClick={submit}>
          {busy ? t('coupons.checkout.applying') : t('coupons.checkout.apply')}
        </Button>
      </div>
      {problem ? <FieldError id={errorId}>{problem}</FieldError> : null}
    </div>
  );
}
