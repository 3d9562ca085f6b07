import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bpsFromPercentText, formatBpsPercent, type CommissionRates as Rates } from '@marketplace/contract';
import { Form, FormAlert, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { StoreSearch, type StoreSearchResults } from './StoreSearch.tsx';

/** One scope's rate to save; `rateBps` null removes an override. */
export interface CommissionRateChange {
  storeId: string | null;
  categoryId: number | null;
  rateBps: number | null;
}

export interface CommissionRatesProps {
  state: 'loading' | 'error' | 'ready';
  rates: Rates | null;
  /** The stores an override may name: a search by name on the server. */
  storeSearch: StoreSearchResults;
  /** The categories an override may name. */
  categories: ReadonlyArray<{ id: number; title: string }>;
  /** Settles when the server has answered; a rejection leaves the form as it was. */
  onSave: (change: CommissionRateChange) => Promise<unknown>;
  /** Why the last save failed, already translated. */
  message?: string | null;
  onRetry: () => void;
  className?: string;
}

const frame = 'rounded-xl border border-line bg-surface';
const percent = z.string().refine((text) => bpsFromPercentText(text) !== null, 'ledger.commission.invalid');
const defaultSchema = z.object({ rate: percent });
const overrideSchema = z
  .object({ storeId: z.string(), categoryId: z.string(), rate: percent })
  .refine((values) => values.storeId !== '' || values.categoryId !== '', {
    path: ['storeId'],
    message: 'ledger.commission.scopeRequired',
  });

/**
 * The marketplace's commission: the default rate (0 % — the seller pages promise no commission)
 * and overrides per store, per category, or per store in a category; the most specific applies to
 * a new order line, and lines already written keep the rate they were written with.
 */
export function CommissionRates({
  state,
  rates,
  storeSearch,
  categories,
  onSave,
  message,
  onRetry,
  className,
}: CommissionRatesProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const defaultForm = useForm<z.input<typeof defaultSchema>>({
    resolver: zodResolver(defaultSchema),
    values: { rate: rates ? formatBpsPercent(rates.defaultBps, i18n.language).replace(/[%\s]/g, '') : '' },
  });
  const overrideForm = useForm<z.input<typeof overrideSchema>>({
    resolver: zodResolver(overrideSchema),
    defaultValues: { storeId: '', categoryId: '', rate: '' },
  });

  async function save(name: string, change: CommissionRateChange, after?: () => void) {
    setBusy(name);
    try {
      await onSave(change);
      after?.();
    } catch {
      // The page passes the refusal back as `message`.
    } finally {
      setBusy(null);
    }
  }

  if (state === 'error') {
    return (
      <div role="alert" className={cn(frame, className)}>
        <EmptyState
          density="compact"
          headingLevel={2}
          title={t('admin.table.error.title')}
          description={t('admin.table.error.hint')}
          action={
            <Button variant="outline" onClick={onRetry}>
              {t('admin.table.error.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const scopeName = (override: Rates['overrides'][number]) =>
    [
      override.storeId ? override.storeName || t('ledger.payouts.unnamed') : t('ledger.commission.anyStore'),
      override.categoryId ? override.categoryTitle : t('ledger.commission.anyCategory'),
    ].join(' · ');

  return (
    <section
      data-slot="commission-rates"
      aria-busy={state === 'loading' || undefined}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className={cn(frame, 'flex flex-col gap-3 p-4')}>
        <h2 className="text-base font-semibold text-ink">{t('ledger.commission.defaultTitle')}</h2>
        {state === 'loading' ? (
          <Skeleton className="h-10 w-48" />
        ) : (
          <Form {...defaultForm}>
            <form
              noValidate
              className="flex flex-wrap items-start gap-2"
              onSubmit={(event) =>
                void defaultForm.handleSubmit((values) =>
                  save('default', { storeId: null, categoryId: null, rateBps: bpsFromPercentText(values.rate) }),
                )(event)
              }
            >
              <FormField
                control={defaultForm.control}
                name="rate"
                render={({ field }) => (
                  <FormItem className="w-40">
                    <FormLabel>{t('ledger.commission.rate')}</FormLabel>
                    <FormControl>
                      <Input inputMode="decimal" autoComplete="off" maxLength={6} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" className="mt-6" isLoading={busy === 'default'}>
                {t('ledger.commission.save')}
              </Button>
              <p className="w-full text-xs text-ink-muted">{t('ledger.commission.defaultHint')}</p>
            </form>
          </Form>
        )}
      </div>

      <div className={cn(frame, 'flex flex-col gap-3 p-4')}>
        <h2 className="text-base font-semibold text-ink">{t('ledger.commission.overridesTitle')}</h2>
        <p className="text-sm text-ink-muted">{t('ledger.commission.precedence')}</p>
        {state === 'loading' ? (
          <Skeleton className="h-16 w-full" />
        ) : rates && rates.overrides.length > 0 ? (
          <ul data-slot="overrides" className="flex flex-col divide-y divide-line">
            {rates.overrides.map((override) => {
              const key = `${override.storeId ?? '*'}:${override.categoryId ?? '*'}`;
              return (
                <li key={key} data-slot="override" className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="text-ink">{scopeName(override)}</span>
                  <span className="flex items-center gap-3">
                    <span className="font-semibold text-ink tabular-nums">
                      {formatBpsPercent(override.rateBps, i18n.language)}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      isLoading={busy === key}
                      aria-label={t('ledger.commission.removeFor', { scope: scopeName(override) })}
                      onClick={() =>
                        void save(key, { storeId: override.storeId, categoryId: override.categoryId, rateBps: null })
                      }
                    >
                      {t('ledger.commission.remove')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p data-slot="no-overrides" className="text-sm text-ink-muted">
            {t('ledger.commission.noOverrides')}
          </p>
        )}

        <Form {...overrideForm}>
          <form
            noValidate
            aria-label={t('ledger.commission.addTitle')}
            className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_1fr_8rem_auto]"
            onSubmit={(event) =>
              void overrideForm.handleSubmit((values) =>
                save(
                  'add',
                  {
                    storeId: values.storeId || null,
                    categoryId: values.categoryId ? Number(values.categoryId) : null,
                    rateBps: bpsFromPercentText(values.rate),
                  },
                  () => {
                    overrideForm.reset();
                    storeSearch.onQueryChange('');
                  },
                ),
              )(event)
            }
          >
            <FormField
              control={overrideForm.control}
              name="storeId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('ledger.commission.store')}</FormLabel>
                  <FormControl>
                    <StoreSearch search={storeSearch} value={field.value} onChange={field.onChange} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={overrideForm.control}
              name="categoryId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('ledger.commission.category')}</FormLabel>
                  <FormControl>
                    <Select
                      {...field}
                      options={[
                        { value: '', label: t('ledger.commission.anyCategory') },
                        ...categories.map((category) => ({ value: String(category.id), label: category.title })),
                      ]}
                    />
                  </FormControl>
                </FormItem>
              )}
            />
            <FormField
              control={overrideForm.control}
              name="rate"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('ledger.commission.rate')}</FormLabel>
                  <FormControl>
                    <Input inputMode="decimal" autoComplete="off" maxLength={6} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" className="sm:mt-6" isLoading={busy === 'add'}>
              {t('ledger.commission.add')}
            </Button>
            <p className="text-xs text-ink-muted sm:col-span-4">{t('ledger.commission.keeps')}</p>
          </form>
        </Form>
        {message ? <FormAlert>{message}</FormAlert> : null}
      </div>
    </section>
  );
}
