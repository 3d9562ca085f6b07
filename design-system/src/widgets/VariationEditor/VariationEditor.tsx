import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VARIATION_ATTRIBUTES_MAX, type ItemAttribute } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { formatQepik, manatTextToQepik } from '../../rules/manat.ts';
import {
  syncedVariations,
  variationAttributesOf,
  variationRowProblems,
  type VariationEditorValue,
  type VariationRowValue,
} from './variationEditorValue.ts';

export interface VariationEditorProps {
  /** The product's attributes as the form holds them now. */
  attributes: readonly ItemAttribute[];
  value: VariationEditorValue | undefined;
  onChange: (value: VariationEditorValue) => void;
  /** The product's price as typed: a new combination starts at it. */
  defaultPrice: string;
  /** After a failed save: each row's problems are shown on its fields. */
  showErrors?: boolean;
  className?: string;
}

const labelOf = (row: VariationRowValue) => Object.values(row.options).join(' · ');

/**
 * Variations of the product form (as Etsy's): the seller picks up to two of the product's attributes
 * whose options have their own price and stock, and gets one row per combination with its price, stock,
 * SKU and whether it is on sale. "Apply to all" fills price or stock into every row. Presentational:
 * the value in, every change out; on a phone each row is a small card.
 */
export function VariationEditor({
  attributes,
  value,
  onChange,
  defaultPrice,
  showErrors = false,
  className,
}: VariationEditorProps) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [allPrice, setAllPrice] = useState('');
  const [allStock, setAllStock] = useState('');
  const offered = variationAttributesOf(attributes);
  const current = syncedVariations(attributes, value, defaultPrice);
  const chosen = new Set(current.attributeKeys);

  const toggle = (key: string, on: boolean) => {
    const attributeKeys = on ? [...current.attributeKeys, key] : current.attributeKeys.filter((one) => one !== key);
    onChange(syncedVariations(attributes, { attributeKeys, rows: current.rows }, defaultPrice));
  };
  const updateRow = (index: number, change: Partial<VariationRowValue>) =>
    onChange({ ...current, rows: current.rows.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const applyToAll = () => {
    onChange({
      ...current,
      rows: current.rows.map((row) => ({
        ...row,
        ...(allPrice.trim() !== '' ? { price: allPrice.trim() } : {}),
        ...(allStock.trim() !== '' ? { stockCount: allStock.trim() } : {}),
      })),
    });
  };

  if (offered.length === 0) {
    return (
      <p data-slot="variation-editor" className={cn('text-sm text-ink-muted', className)}>
        {t('variations.editor.noAttributes')}
      </p>
    );
  }

  const active = current.rows.filter((row) => row.active);
  const prices = active.map((row) => manatTextToQepik(row.price)).filter((price): price is number => price !== null);
  const stock = active.reduce((sum, row) => sum + (Number.parseInt(row.stockCount, 10) || 0), 0);

  return (
    <fieldset
      data-slot="variation-editor"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      aria-describedby={`${ids}-hint`}
    >
      <legend className="mb-1 text-sm font-semibold text-ink">{t('variations.editor.legend')}</legend>
      <p id={`${ids}-hint`} className="text-sm text-ink-muted">
        {t('variations.editor.hint')}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {offered.map((attribute) => (
          <Checkbox
            key={attribute.key}
            checked={chosen.has(attribute.key)}
            disabled={!chosen.has(attribute.key) && chosen.size >= VARIATION_ATTRIBUTES_MAX}
            onCheckedChange={(checked) => toggle(attribute.key, checked === true)}
            label={t('variations.editor.useAttribute', { key: attribute.key, interpolation: { escapeValue: false } })}
          />
        ))}
      </div>

      {current.rows.length > 0 && (
        <>
          <div className="flex flex-wrap items-end gap-3 rounded-lg bg-sunken p-3">
            <label className="flex w-36 flex-col gap-1 text-sm text-ink">
              {t('variations.editor.allPrice')}
              <Input inputMode="decimal" value={allPrice} onChange={(event) => setAllPrice(event.target.value)} />
            </label>
            <label className="flex w-28 flex-col gap-1 text-sm text-ink">
              {t('variations.editor.allStock')}
              <Input inputMode="numeric" value={allStock} onChange={(event) => setAllStock(event.target.value)} />
            </label>
            <Button
              type="button"
              variant="outline"
              onClick={applyToAll}
              disabled={allPrice.trim() === '' && allStock.trim() === ''}
            >
              {t('variations.editor.applyAll')}
            </Button>
          </div>

          <div role="table" aria-label={t('variations.editor.legend')} className="flex flex-col gap-2">
            <div
              role="row"
              className="hidden gap-3 px-1 text-xs font-semibold text-ink-muted sm:grid sm:grid-cols-[minmax(6rem,1fr)_7rem_6rem_8rem_6rem]"
            >
              <span role="columnheader">{t('variations.editor.columns.option')}</span>
              <span role="columnheader">{t('variations.editor.columns.price')}</span>
              <span role="columnheader">{t('variations.editor.columns.stock')}</span>
              <span role="columnheader">{t('variations.editor.columns.sku')}</span>
              <span role="columnheader">{t('variations.editor.columns.active')}</span>
            </div>
            {current.rows.map((row, index) => {
              const label = labelOf(row);
              const problems = showErrors ? variationRowProblems(row) : {};
              const priceError = problems.price ? `${ids}-${index}-price-error` : undefined;
              const stockError = problems.stockCount ? `${ids}-${index}-stock-error` : undefined;
              return (
                <div
                  role="row"
                  key={label}
                  data-active={row.active}
                  className="grid grid-cols-2 items-start gap-3 rounded-lg border border-line p-3 data-[active=false]:bg-sunken sm:grid-cols-[minmax(6rem,1fr)_7rem_6rem_8rem_6rem] sm:border-0 sm:p-1"
                >
                  <span
                    role="rowheader"
                    className="col-span-2 self-center font-semibold text-ink [overflow-wrap:anywhere] sm:col-span-1"
                  >
                    {label}
                  </span>
                  <span role="cell" className="flex flex-col gap-1">
                    <span aria-hidden className="text-xs text-ink-muted sm:hidden">
                      {t('variations.editor.columns.price')}
                    </span>
                    <Input
                      inputMode="decimal"
                      aria-label={t('variations.editor.price', { option: label, interpolation: { escapeValue: false } })}
                      aria-invalid={problems.price ? true : undefined}
                      aria-describedby={priceError}
                      value={row.price}
                      onChange={(event) => updateRow(index, { price: event.target.value })}
                    />
                    {problems.price && (
                      <span id={priceError} className="text-xs text-danger-700">
                        {t(problems.price)}
                      </span>
                    )}
                  </span>
                  <span role="cell" className="flex flex-col gap-1">
                    <span aria-hidden className="text-xs text-ink-muted sm:hidden">
                      {t('variations.editor.columns.stock')}
                    </span>
                    <Input
                      inputMode="numeric"
                      aria-label={t('variations.editor.stock', { option: label, interpolation: { escapeValue: false } })}
                      aria-invalid={problems.stockCount ? true : undefined}
                      aria-describedby={stockError}
                      value={row.stockCount}
                      onChange={(event) => updateRow(index, { stockCount: event.target.value })}
                    />
                    {problems.stockCount && (
                      <span id={stockError} className="text-xs text-danger-700">
                        {t(problems.stockCount)}
                      </span>
                    )}
                  </span>
                  <span role="cell" className="flex flex-col gap-1">
                    <span aria-hidden className="text-xs text-ink-muted sm:hidden">
                      {t('variations.editor.columns.sku')}
                    </span>
                    <Input
                      aria-label={t('variations.editor.sku', { option: label, interpolation: { escapeValue: false } })}
                      value={row.sku}
                      maxLength={64}
                      onChange={(event) => updateRow(index, { sku: event.target.value })}
                    />
                  </span>
                  <span role="cell" className="self-center">
                    <Checkbox
                      checked={row.active}
                      onCheckedChange={(checked) => updateRow(index, { active: checked === true })}
                      aria-label={t('variations.editor.active', { option: label, interpolation: { escapeValue: false } })}
                      label={<span className="sm:sr-only">{t('variations.editor.columns.active')}</span>}
                    />
                  </span>
                </div>
              );
            })}
          </div>
          <p role="status" className="text-sm text-ink-muted">
            {prices.length > 0
              ? t('variations.editor.summary', {
                  count: current.rows.length,
                  stock,
                  price: formatQepik(Math.min(...prices), i18n.language),
                })
              : t('variations.editor.summaryNoPrice', { count: current.rows.length })}
          </p>
        </>
      )}
    </fieldset>
  );
}
