import { useTranslation } from 'react-i18next';
import { CART_MAX_QUANTITY, mediaVariantUrl, type CartLine } from '@marketplace/contract';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { QuantityStepper } from '../QuantityStepper/index.ts';

export interface CartLineRowProps {
  line: CartLine;
  href: string;
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: photo, name, choices, personalisation note, pocket fee, unit price, quantity, line total, remove. */
export function CartLineRow({ line, href, busy, onQuantityChange, onRemove }: CartLineRowProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatManat(amount, i18n.language);
  const discounted = line.unitPrice < line.productPrice;
  const choices = Object.entries(line.attributes);

  return (
    <li
      data-slot="cart-line"
      data-available={line.available}
      aria-busy={busy || undefined}
      className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[6rem_1fr_auto]"
    >
      <a href={href} className={line.available ? undefined : 'opacity-60'} tabIndex={-1} aria-hidden="true">
        <Image src={mediaVariantUrl(line.coverImage, 'thumb')} alt="" width={96} height={96} className="rounded-lg" />
      </a>
      <div className="flex min-w-0 flex-col gap-1">
        <a href={href} className="font-semibold text-ink underline-offset-4 [overflow-wrap:anywhere] hover:underline">
          {line.productName}
        </a>
        {choices.length > 0 && (
          <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
            {choices.map(([key, value]) => `${key}: ${value}`).join(' · ')}
          </p>
        )}
        {line.personalization !== '' && (
          <p data-slot="cart-line-note" className="whitespace-pre-line text-sm text-ink [overflow-wrap:anywhere]">
            {t('cart.personalization', { note: line.personalization, interpolation: { escapeValue: false } })}
          </p>
        )}
        <p className="text-sm text-ink-muted">
          {line.pocketFee > 0
            ? t('cart.pocketWithFee', {
                name: line.pocketTypeName,
                fee: money(line.pocketFee),
                interpolation: { escapeValue: false },
              })
            : line.pocketTypeName}
        </p>
        <p className="text-sm">
          <span className="font-semibold text-ink">{t('cart.unitPrice', { price: money(line.unitPrice) })}</span>
          {discounted && (
            <>
              {' '}
              <s className="text-ink-muted">
                <span className="sr-only">{t('cart.previousPrice')} </span>
                {money(line.productPrice)}
              </s>
            </>
          )}
        </p>
        {!line.available && (
          <Badge tone="danger" className="self-start">
            {line.stock !== null && line.stock > 0 ? t('cart.fewLeft', { count: line.stock }) : t('cart.unavailable')}
          </Badge>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <QuantityStepper
          size="sm"
          value={line.quantity}
          max={line.stock !== null ? Math.max(line.stock, 1) : CART_MAX_QUANTITY}
          disabled={busy || line.stock === 0}
          onChange={onQuantityChange}
          label={t('itemPage.quantity.of', { name: line.productName, interpolation: { escapeValue: false } })}
        />
        <p className="font-semibold text-ink tabular-nums">
          <span className="sr-only">{t('cart.lineTotal')} </span>
          {money(line.lineTotal)}
        </p>
        <Button variant="link" size="sm" onClick={onRemove} disabled={busy}>
          {t('cart.remove')}
          <span className="sr-only"> {line.productName}</span>
        </Button>
      </div>
    </li>
  );
}
