import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartLineTotal, valueAvailable, variationOf, type VariationPricing } from '@marketplace/contract';
import { errorMessageKeys } from '../../forms/errorMessage.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { formatManat } from '../../rules/manat.ts';
import {
  choosablePockets,
  missingAttributes,
  pocketFeeOf,
  type OfferedAttribute,
  type OfferedPocketType,
} from '../../rules/purchaseChoice.ts';
import { QuantityStepper } from '../QuantityStepper/index.ts';
import { PersonalizationNote, type PersonalizationRequest } from './PersonalizationNote.tsx';

export interface PurchaseChoice {
  attributes: Record<string, string>;
  pocketTypeId: number;
  quantity: number;
  /** The buyer's note, trimmed ('' for none); only for products that ask for one. */
  personalization?: string;
}

/** A combination of the product's variations as the page offers it (price in qəpik, the item's discount applied in `unitPriceQepik`). */
export interface PurchaseVariation extends VariationPricing {
  options: Readonly<Record<string, string>>;
  unitPriceQepik: number;
}

/** The product's variations: the attributes that make a combination, and the combinations on offer. */
export interface PurchaseVariations {
  attributeKeys: readonly string[];
  variations: readonly PurchaseVariation[];
}

/** What happened to "add to cart": added, or not tried (e.g. the login popup opened instead). */
export type AddToCartOutcome = 'added' | 'skipped';

export interface PurchasePanelProps {
  productName: string;
  attributes: readonly OfferedAttribute[];
  pocketTypes: readonly OfferedPocketType[];
  pocketFees: Readonly<Record<string, number>>;
  /**
   * What one unit costs (the sale price when discounted). When given, the panel shows what the
   * chosen quantity costs with the chosen pocket, by the cart's own rule (the pocket fee for each item).
   */
  unitPrice?: number;
  /** The most one line may hold (stock for counted items, else the cart's line limit). */
  maxQuantity: number;
  /** False when nothing is left to buy: the add button is disabled with a note. */
  available?: boolean;
  /** Rejects with an error carrying `code` (`ITEM_UNAVAILABLE`, `OUT_OF_STOCK`, …) when refused. */
  onAddToCart: (choice: PurchaseChoice) => Promise<AddToCartOutcome>;
  /**
   * The success note's link. Without it the panel shows no success note: the page confirms the
   * add itself (the shopper site with a toast).
   */
  cartHref?: string;
  /**
   * `unavailable`: the custom-order button is disabled with a hint. `own`: the viewer sells this
   * product, so instead of the button a link leads to their Messages (`messagesHref`).
   */
  customOrder: 'available' | 'unavailable' | 'own';
  onCustomOrder: () => void;
  /** Where `own` leads: the seller's Messages. */
  messagesHref?: string;
  /** The chat side panel the custom-order button opens, and whether it is open. */
  chatPanelId?: string;
  chatOpen?: boolean;
  /** What is chosen at first (e.g. the choice a guest made before signing in), instead of nothing and one. */
  initialChoice?: PurchaseChoice;
  /** Set when the product takes a personalisation note: the panel asks for it and sends it with the add. */
  personalization?: PersonalizationRequest | null;
  /**
   * Price and stock per option (variations): the chosen combination's price, stock and availability
   * replace `unitPrice`, `maxQuantity` and `available`, and options sold out with the other choice are marked.
   */
  variations?: PurchaseVariations | null;
  /** The chosen combination (null while none is fully chosen), for the page's price. */
  onVariationChange?: (variation: PurchaseVariation | null) => void;
  className?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'added' }
  | { kind: 'error'; keys: string[] }
  | { kind: 'incomplete'; keys: string[] };

const chipClass =
  'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 py-1.5 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus hover:bg-neutral-100';

/**
 * The buying part of a product page: one value per attribute, the pocket type with its fee,
 * the personalisation note when the product takes one (ours), the quantity, add to cart and
 * custom order (spec §2, §6).
 */
export function PurchasePanel({
  productName,
  attributes,
  pocketTypes,
  pocketFees,
  unitPrice,
  maxQuantity,
  available = true,
  onAddToCart,
  cartHref,
  customOrder,
  onCustomOrder,
  messagesHref,
  chatPanelId,
  chatOpen,
  personalization,
  initialChoice,
  variations,
  onVariationChange,
  className,
}: PurchasePanelProps) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const pockets = choosablePockets(pocketTypes);
  const [chosen, setChosen] = useState<Record<string, string>>(initialChoice?.attributes ?? {});
  const [pocketId, setPocketId] = useState<number | null>(
    pockets.find((pocket) => pocket.id === initialChoice?.pocketTypeId)?.id ?? pockets[0]?.id ?? null,
  );
  const [quantity, setQuantity] = useState(initialChoice?.quantity ?? 1);
  const [note, setNote] = useState(initialChoice?.personalization ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const offered = attributes.filter((attribute) => attribute.values.length > 0);
  const varied = variations && variations.attributeKeys.length > 0 ? variations : null;
  const combination = varied ? (variationOf(varied.variations, varied.attributeKeys, chosen) ?? null) : null;
  const variationListener = useRef(onVariationChange);
  useEffect(() => {
    variationListener.current = onVariationChange;
  }, [onVariationChange]);
  useEffect(() => variationListener.current?.(combination), [combination]);
  // The chosen combination decides; before one is chosen, anything left of any of them.
  const shownUnitPrice = combination ? combination.unitPriceQepik / 100 : unitPrice;
  const shownMax = varied && combination ? combination.stockCount : maxQuantity;
  const buyable = varied
    ? combination
      ? combination.active && combination.stockCount > 0
      : varied.variations.some((variation) => variation.active && variation.stockCount > 0)
    : available;
  const soldOutValue = (key: string, value: string) =>
    varied !== null && varied.attributeKeys.includes(key) && !valueAvailable(varied.variations, chosen, key, value);
  const statusId = `${ids}-status`;
  const hintId = `${ids}-custom-hint`;

  const add = async () => {
    const missing = missingAttributes(offered, chosen);
    if (missing.length > 0) {
      setStatus({ kind: 'incomplete', keys: missing });
      return;
    }
    setStatus({ kind: 'adding' });
    try {
      const choice: PurchaseChoice = { attributes: chosen, pocketTypeId: pocketId ?? 1, quantity };
      if (personalization) choice.personalization = note.trim();
      const outcome = await onAddToCart(choice);
      setStatus(outcome === 'added' ? { kind: 'added' } : { kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'error', keys: errorMessageKeys(error, 'itemPage.addFailed', 'itemPage.errors') });
    }
  };

  return (
    <div data-slot="purchase-panel" className={cn('flex flex-col gap-5', className)}>
      {offered.map((attribute) => (
        <fieldset key={attribute.key} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink [overflow-wrap:anywhere]">{attribute.key}</legend>
          <div className="flex flex-wrap gap-2">
            {attribute.values.map((value) => (
              <label key={value} className={chipClass}>
                <input
                  type="radio"
                  className="sr-only"
                  name={`${ids}-${attribute.key}`}
                  value={value}
                  checked={chosen[attribute.key] === value}
                  onChange={() => {
                    setChosen((previous) => ({ ...previous, [attribute.key]: value }));
                    setStatus({ kind: 'idle' });
                  }}
                />
                <span className="[overflow-wrap:anywhere]">
                  {soldOutValue(attribute.key, value) ? t('variations.page.valueSoldOut', { value }) : value}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {varied && (
        <p data-slot="variation-stock" aria-live="polite" className="-mt-2 text-sm text-ink-muted">
          {combination
            ? combination.active && combination.stockCount > 0
              ? t('variations.page.left', { count: combination.stockCount })
              : t('variations.page.soldOut')
            : t('variations.page.choose', {
                keys: varied.attributeKeys.filter((key) => !chosen[key]).join(', '),
                interpolation: { escapeValue: false },
              })}
        </p>
      )}

      {pockets.length > 1 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('itemPage.pocket.label')}</legend>
          <div className="flex flex-wrap gap-2">
            {pockets.map((pocket) => {
              const fee = pocketFeeOf(pocketFees, pocket.id);
              return (
                <label key={pocket.id} className={chipClass}>
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${ids}-pocket`}
                    value={pocket.id}
                    checked={pocketId === pocket.id}
                    onChange={() => setPocketId(pocket.id)}
                  />
                  <span className="[overflow-wrap:anywhere]">{pocket.name}</span>
                  <span className="text-ink-muted">
                    {fee > 0 ? t('itemPage.pocket.fee', { fee: formatManat(fee, i18n.language) }) : t('itemPage.pocket.free')}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {personalization && (
        <PersonalizationNote
          prompt={personalization.prompt}
          maxLength={personalization.maxLength}
          value={note}
          onChange={(value) => {
            setNote(value);
            if (status.kind === 'added') setStatus({ kind: 'idle' });
          }}
          disabled={!buyable}
        />
      )}

      <div className="flex flex-col gap-2">
        <span id={`${ids}-quantity`} className="text-sm font-semibold text-ink">
          {t('itemPage.quantity.label')}
        </span>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={Math.max(1, shownMax)}
          disabled={!buyable}
          label={t('itemPage.quantity.of', { name: productName, interpolation: { escapeValue: false } })}
          className="self-start"
        />
        {shownUnitPrice !== undefined && (
          <p className="text-sm text-ink-muted">
            {t('itemPage.total')}{' '}
            <output data-slot="purchase-total" aria-live="polite" className="font-semibold text-ink tabular-nums">
              {formatManat(
                cartLineTotal({
                  unitPrice: shownUnitPrice,
                  quantity,
                  pocketFee: pocketId === null ? 0 : pocketFeeOf(pocketFees, pocketId),
                }),
                i18n.language,
              )}
            </output>
          </p>
        )}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          size="lg"
          onClick={() => void add()}
          isLoading={status.kind === 'adding'}
          disabled={!buyable}
          aria-describedby={statusId}
        >
          {t('itemPage.addToCart')}
        </Button>
        {customOrder === 'own' ? (
          <Button asChild size="lg" variant="outline">
            <a href={messagesHref} aria-describedby={hintId}>
              {t('itemPage.customOrder.messages')}
            </a>
          </Button>
        ) : (
          <Button
            size="lg"
            variant="outline"
            onClick={onCustomOrder}
            disabled={customOrder === 'unavailable'}
            aria-describedby={customOrder === 'unavailable' ? hintId : undefined}
            aria-controls={chatPanelId}
            aria-expanded={chatPanelId === undefined ? undefined : Boolean(chatOpen)}
          >
            {t('itemPage.customOrder.button')}
          </Button>
        )}
      </div>
      {customOrder !== 'available' && (
        <p id={hintId} className="-mt-2 text-sm text-ink-muted">
          {t(customOrder === 'own' ? 'itemPage.customOrder.own' : 'itemPage.customOrder.unavailable')}
        </p>
      )}

      <div id={statusId} role="status" className="min-h-6 text-sm">
        {!buyable && !combination && <span className="font-medium text-danger-700">{t('itemPage.soldOut')}</span>}
        {status.kind === 'added' && cartHref !== undefined && (
          <span className="font-medium text-success-700">
            {t('itemPage.added')}{' '}
            <a href={cartHref} className="underline underline-offset-4">
              {t('itemPage.goToCart')}
            </a>
          </span>
        )}
        {status.kind === 'incomplete' && (
          <span className="font-medium text-danger-700">
            {t('itemPage.chooseAttributes', { keys: status.keys.join(', '), interpolation: { escapeValue: false } })}
          </span>
        )}
        {status.kind === 'error' && <span className="font-medium text-danger-700">{t(status.keys)}</span>}
      </div>
    </div>
  );
}
