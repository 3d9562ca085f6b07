import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isLanguage, type BulkChange, type BulkEditAnswer } from '@marketplace/contract';
import { FormAlert, useSubmitOnce } from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { formatCount } from '../../rules/count.ts';
import { formatManat } from '../../rules/manat.ts';
import { BULK_FIELDS, PRICE_OPS, STOCK_OPS, bulkChangeOf, type BulkEditValues } from './bulkChange.ts';

export interface BulkEditCategory {
  id: number;
  title: string;
}

export interface BulkEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many products the selection holds (all matching the filter, or the ticked ones). */
  count: number;
  /** The leaf categories the store may use. */
  categories: readonly BulkEditCategory[];
  /** Asks what the change would do (a dry run); the dialog shows the answer before anything is written. */
  onPreview: (change: BulkChange) => Promise<BulkEditAnswer>;
  /** Makes the change; the dialog shows the summary it answers. */
  onApply: (change: BulkChange) => Promise<BulkEditAnswer>;
  /** Why the last call failed, already translated. */
  message?: string | null;
  /** For stories: the step to open on. */
  initial?: { values?: Partial<BulkEditValues>; preview?: BulkEditAnswer; result?: BulkEditAnswer };
}

const DEFAULTS: BulkEditValues = { field: 'price', op: 'set', value: '', categoryId: '', status: 'ACTIVE' };

/**
 * The seller's bulk edit of a selection: choose what to change (price set or up or down by an
 * amount or a percentage, category, stock, status, processing days), see a preview of what
 * changes product by product and what is left as it is, then apply it and read the summary.
 */
export function BulkEditDialog({
  open,
  onOpenChange,
  count,
  categories,
  onPreview,
  onApply,
  message,
  initial,
}: BulkEditDialogProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const form = useForm<BulkEditValues>({ defaultValues: { ...DEFAULTS, ...initial?.values } });
  const values = form.watch();
  const [preview, setPreview] = useState<{ change: BulkChange; answer: BulkEditAnswer } | null>(
    initial?.preview ? { change: bulkChangeOf({ ...DEFAULTS, ...initial.values }) as BulkChange, answer: initial.preview } : null,
  );
  const [result, setResult] = useState<BulkEditAnswer | null>(initial?.result ?? null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { submitting, run } = useSubmitOnce();
  const categoryTitle = (id: number | string) => categories.find((category) => category.id === Number(id))?.title ?? String(id);

  const shown = (field: BulkChange['field'], value: number | string) =>
    field === 'price'
      ? formatManat(Number(value), language)
      : field === 'category'
        ? categoryTitle(value)
        : field === 'status'
          ? t(`catalogueTools.status.${value}`)
          : formatCount(Number(value));

  const askPreview = form.handleSubmit((chosen) =>
    run(async () => {
      const change = bulkChangeOf(chosen);
      if ('error' in change) {
        setInvalid(change.error);
        return;
      }
      setInvalid(null);
      setPreview({ change, answer: await onPreview(change) });
    }),
  );
  const apply = () =>
    run(async () => {
      if (preview) setResult(await onApply(preview.change));
    });
  const reset = () => {
    setPreview(null);
    setResult(null);
  };
  const ops = values.field === 'price' ? PRICE_OPS : STOCK_OPS;
  const needsNumber = values.field === 'price' || values.field === 'stock' || values.field === 'processingDays';

  const footer = result ? (
    <DialogClose asChild>
      <Button>{t('catalogueTools.bulk.done')}</Button>
    </DialogClose>
  ) : preview ? (
    <>
      <Button variant="ghost" disabled={submitting} onClick={reset}>
        {t('catalogueTools.bulk.back')}
      </Button>
      <Button isLoading={submitting} disabled={preview.answer.changed === 0} onClick={() => void apply()}>
        {t('catalogueTools.bulk.apply', { count: preview.answer.changed })}
      </Button>
    </>
  ) : (
    <>
      <DialogClose asChild>
        <Button variant="ghost">{t('catalogueTools.bulk.cancel')}</Button>
      </DialogClose>
      <Button type="submit" form="bulk-edit-form" isLoading={submitting}>
        {t('catalogueTools.bulk.preview')}
      </Button>
    </>
  );

  const answer = result ?? preview?.answer;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      size="lg"
      title={t('catalogueTools.bulk.title')}
      description={t('catalogueTools.bulk.description', { count, formatted: formatCount(count) })}
      footer={footer}
    >
      <div data-slot="bulk-edit-dialog" className="flex flex-col gap-4">
        {!answer ? (
          <form id="bulk-edit-form" noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void askPreview(event)}>
            <Field label={t('catalogueTools.bulk.field')}>
              <Select
                {...form.register('field', { onChange: () => form.setValue('op', 'set') })}
                options={BULK_FIELDS.map((field) => ({ value: field, label: t(`catalogueTools.bulk.fields.${field}`) }))}
              />
            </Field>
            {values.field === 'price' || values.field === 'stock' ? (
              <Field label={t('catalogueTools.bulk.how')}>
                <Select
                  {...form.register('op')}
                  options={ops.map((op) => ({ value: op, label: t(`catalogueTools.bulk.ops.${values.field}.${op}`) }))}
                />
              </Field>
            ) : null}
            {needsNumber ? (
              <Field label={t(`catalogueTools.bulk.amountOf.${values.field}`)} error={invalid ? t(invalid) : undefined} required>
                <Input inputMode="decimal" autoComplete="off" {...form.register('value')} />
              </Field>
            ) : null}
            {values.field === 'category' ? (
              <Field label={t('catalogueTools.bulk.fields.category')} error={invalid ? t(invalid) : undefined} required>
                <Select
                  {...form.register('categoryId')}
                  placeholder={t('catalogueTools.bulk.chooseCategory')}
                  options={categories.map((category) => ({ value: String(category.id), label: category.title }))}
                />
              </Field>
            ) : null}
            {values.field === 'status' ? (
              <Field label={t('catalogueTools.bulk.fields.status')}>
                <Select
                  {...form.register('status')}
                  options={(['ACTIVE', 'HIDDEN'] as const).map((status) => ({
                    value: status,
                    label: t(`catalogueTools.status.${status}`),
                  }))}
                />
              </Field>
            ) : null}
          </form>
        ) : (
          <section
            aria-live="polite"
            className="flex flex-col gap-3"
            aria-label={t(result ? 'catalogueTools.bulk.resultTitle' : 'catalogueTools.bulk.previewTitle')}
          >
            <p className="font-semibold text-ink">
              {result
                ? t('catalogueTools.bulk.changedDone', { count: answer.changed, formatted: formatCount(answer.changed) })
                : t('catalogueTools.bulk.wouldChange', { count: answer.changed, formatted: formatCount(answer.changed) })}
            </p>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
              <li>{t('catalogueTools.bulk.matched', { count: answer.matched, formatted: formatCount(answer.matched) })}</li>
              <li>{t('catalogueTools.bulk.unchanged', { count: answer.unchanged, formatted: formatCount(answer.unchanged) })}</li>
              <li>
                {t('catalogueTools.bulk.skippedCount', {
                  count: answer.skipped.length,
                  formatted: formatCount(answer.skipped.length),
                })}
              </li>
            </ul>
            {!result && answer.preview.length > 0 && preview ? (
              <div className="overflow-x-auto rounded-md border border-line">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('catalogueTools.bulk.previewTitle')}</caption>
                  <thead className="bg-sunken text-ink-muted">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t('catalogueTools.bulk.product')}
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t('catalogueTools.bulk.before')}
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t('catalogueTools.bulk.after')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.preview.map((row) => (
                      <tr key={row.id} className="border-t border-line">
                        <th scope="row" className="max-w-48 truncate px-3 py-2 font-normal text-ink">
                          {row.productName}
                        </th>
                        <td className="px-3 py-2 text-ink-muted line-through">{shown(preview.change.field, row.before)}</td>
                        <td className="px-3 py-2 font-semibold text-ink">{shown(preview.change.field, row.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {answer.changed > answer.preview.length ? (
                  <p className="border-t border-line px-3 py-2 text-sm text-ink-muted">
                    {t('catalogueTools.bulk.andMore', { count: answer.changed - answer.preview.length })}
                  </p>
                ) : null}
              </div>
            ) : null}
            {answer.skipped.length > 0 ? (
              <div className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold text-ink">{t('catalogueTools.bulk.skippedTitle')}</h3>
                <ul className="flex flex-col gap-1 text-sm">
                  {answer.skipped.slice(0, 20).map((row) => (
                    <li key={row.id} className="text-ink-muted">
                      <span className="text-ink">{row.productName}</span> — {t(`catalogueTools.errors.${row.code}`)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        )}
        {message ? <FormAlert>{message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
