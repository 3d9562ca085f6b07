import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_LINE_CHANGE, mediaVariantUrl, type CheckoutLine, type CheckoutQuote } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ChevronRightIcon, Icon } from '../../primitives/Icon/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { formatQepik } from '../../rules/manat.ts';

export interface PriceChangedStepProps {
  /** The checkout as it is now (`details.quote` of CHECKOUT_CHANGED), its changed lines marked. */
  quote: CheckoutQuote;
  /** Accept the new quote and go back to the checkout to place the order. */
  onAccept: () => void;
  onBackToCart: () => void;
  className?: string;
}

type ChangedLine = CheckoutLine & { change: NonNullable<CheckoutLine['change']> };

const isChanged = (line: CheckoutLine): line is ChangedLine => line.change !== null;

/** Whether a line can still be ordered at all. */
const orderable = (line: CheckoutLine) =>
  line.change === null ||
  line.change.kind === CHECKOUT_LINE_CHANGE.PRICE ||
  (line.change.kind === CHECKOUT_LINE_CHANGE.STOCK && line.change.available > 0);

/**
 * "The price changed": before anything is placed, each line whose price, stock or availability
 * moved since the buyer looked — price from → to, how many are left, or no longer for sale — with
 * the new total, then "Review and place order" (the new quote) or "Back to cart".
 */
export function PriceChangedStep({ quote, onAccept, onBackToCart, className }: PriceChangedStepProps) {
  const { t, i18n } = useTranslation();
  const money = (qepik: number) => formatQepik(qepik, i18n.language);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changed = quote.stores.flatMap((store) =>
    store.lines.filter(isChanged).map((line) => ({ line, storeName: store.storeName })),
  );
  const anythingLeft = quote.stores.some((store) => store.lines.some(orderable));

  // The step replaces the checkout: reading starts at its heading.
  useEffect(() => headingRef.current?.focus(), []);

  const describe = (line: ChangedLine) => {
    switch (line.change.kind) {
      case CHECKOUT_LINE_CHANGE.PRICE: {
        const up = line.change.toQepik > line.change.fromQepik;
        return (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Badge size="sm" tone={up ? 'warning' : 'success'}>
              {t(up ? 'orders.changed.priceUp' : 'orders.changed.priceDown')}
            </Badge>
            <span data-slot="price-change" className="tabular-nums">
              <s className="text-ink-muted">
                <span className="sr-only">{t('orders.changed.was')} </span>
                {money(line.change.fromQepik)}
              </s>
              {/* An icon, not the arrow character: the bundled faces have no arrow, and a system font would draw it. */}
              <Icon icon={ChevronRightIcon} size={3.5} className="mx-1 inline-block align-[-2px] text-ink-muted" />
              <span className="font-semibold text-ink">
                <span className="sr-only"> {t('orders.changed.now')} </span>
                {money(line.change.toQepik)}
              </span>
            </span>
          </p>
        );
      }
      case CHECKOUT_LINE_CHANGE.STOCK:
        return line.change.available > 0 ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge size="sm" tone="warning">
              {t('orders.changed.stock', { count: line.change.available })}
            </Badge>
            <span className="text-ink-muted">{t('orders.changed.stockHint', { count: line.quantity })}</span>
          </p>
        ) : (
          <Badge size="sm" tone="danger" className="self-start">
            {t('orders.changed.soldOut')}
          </Badge>
        );
      case CHECKOUT_LINE_CHANGE.UNAVAILABLE:
        return (
          <Badge size="sm" tone="danger" className="self-start">
            {t('orders.changed.unavailable')}
          </Badge>
        );
    }
  };

  return (
    <section
      data-slot="price-changed-step"
      aria-labelledby="price-changed-heading"
      className={cn('flex flex-col gap-5 rounded-xl border border-warning-200 bg-surface p-4 sm:p-6', className)}
    >
      <div className="flex flex-col gap-1">
        <h2
          id="price-changed-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-semibold text-ink focus:outline-none"
        >
          {t('orders.changed.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('orders.changed.description')}</p>
      </div>
      <ul className="flex flex-col divide-y divide-line">
        {changed.map(({ line, storeName }) => (
          <li
            key={line.lineId}
            data-slot="changed-line"
            data-change={line.change.kind}
            className="grid grid-cols-[3.5rem_1fr] gap-3 py-3 first:pt-0 last:pb-0"
          >
            <Image
              src={mediaVariantUrl(line.coverImage, 'thumb')}
              alt=""
              width={56}
              height={56}
              className={cn('size-14 rounded-lg', !orderable(line) && 'opacity-60')}
            />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-semibold text-ink [overflow-wrap:anywhere]">{line.title}</p>
              <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">{storeName}</p>
              {describe(line)}
            </div>
          </li>
        ))}
      </ul>
      {anythingLeft ? (
        <p className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
          <span className="font-semibold text-ink">{t('orders.changed.newSubtotal')}</span>
          <span data-slot="new-subtotal" className="text-lg font-bold text-ink tabular-nums">
            {money(quote.subtotalQepik)}
          </span>
        </p>
      ) : (
        <p className="rounded-lg bg-sunken px-3 py-2 text-sm text-ink">{t('orders.changed.nothingLeft')}</p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBackToCart}>
          {t('orders.changed.backToCart')}
        </Button>
        {anythingLeft ? <Button onClick={onAccept}>{t('orders.changed.accept')}</Button> : null}
      </div>
    </section>
  );
}
