import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { COUPON_NAME_MAX, salePriceOf, type CreateSaleRequest } from '@marketplace/contract';
import {
  Form,
  FormAlert,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useSubmitOnce,
} from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FieldError } from '../../primitives/Field/FieldParts.tsx';
import { Image } from '../../primitives/Image/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { saleFormSchema, saleRequestOf, type SaleFormValues } from './couponFormSchema.ts';

/** A product the seller may put on sale. */
export interface SaleFormProduct {
  itemId: string;
  productName: string;
  coverImage: string;
  /** Its price before any discount, in manat. */
  productPrice: number;
}

export interface SaleFormProps {
  /** The seller's products to choose from. */
  products: readonly SaleFormProduct[];
  /** Today in Baku (YYYY-MM-DD): the first and last day to begin with. */
  today: string;
  onSubmit: (request: CreateSaleRequest) => void | Promise<unknown>;
  onCancel: () => void;
  /** A refused request's field errors by request field (`itemIds.2`, `endsOn`), each a translated message. */
  errors?: Record<string, string>;
  message?: string | null;
  className?: string;
}

/**
 * A seller's new sale: a name only the seller sees, a percent off, the days (at most 30) and the
 * products, each ticked with its price now and its price in the sale.
 */
export function SaleForm({ products, today, onSubmit, onCancel, errors, message, className }: SaleFormProps) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const { submitting, run } = useSubmitOnce();
  const form = useForm<SaleFormValues>({
    resolver: zodResolver(saleFormSchema),
    defaultValues: { name: '', percent: '20', startsOn: today, endsOn: today, itemIds: [] },
  });
  const percent = Number(useWatch({ control: form.control, name: 'percent' }));
  const chosen = useWatch({ control: form.control, name: 'itemIds' });
  const money = (manat: number) => formatManat(manat, i18n.language);

  // The server names a product by its place in the request (`itemIds.N`); the list shows it there.
  const productErrors = new Map(
    Object.entries(errors ?? {}).flatMap(([field, text]) => {
      const match = /^itemIds\.(\d+)$/.exec(field);
      const itemId = match ? chosen[Number(match[1])] : undefined;
      return itemId ? [[itemId, text] as const] : [];
    }),
  );
  useEffect(() => {
    for (const [field, text] of Object.entries(errors ?? {})) {
      if (field === 'name' || field === 'percent' || field === 'startsOn' || field === 'endsOn') {
        form.setError(field, { message: text }, { shouldFocus: true });
      }
    }
  }, [errors, form]);

  const submit = form.handleSubmit((values) => void run(() => onSubmit(saleRequestOf(values))));
  const productsError = form.formState.errors.itemIds?.message;

  const text = (name: 'name' | 'percent' | 'startsOn' | 'endsOn', label: string, hint?: string, type = 'text') => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem required>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={type}
              inputMode={name === 'percent' ? 'numeric' : undefined}
              maxLength={name === 'name' ? COUPON_NAME_MAX : 10}
              autoComplete="off"
              {...field}
            />
          </FormControl>
          {hint ? <FormDescription>{hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <section
      data-slot="sale-form"
      aria-labelledby={`${baseId}-title`}
      className={cn('rounded-xl border border-line bg-surface p-4 sm:p-6', className)}
    >
      <h2 id={`${baseId}-title`} className="mb-4 text-lg font-semibold text-ink">
        {t('coupons.form.saleTitle')}
      </h2>
      <Form {...form}>
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
          {text('name', t('coupons.form.name'), t('coupons.form.nameHint'))}
          {text('percent', t('coupons.form.salePercent'), t('coupons.form.salePercentHint'))}
          {text('startsOn', t('coupons.form.startsOn'), undefined, 'date')}
          {text('endsOn', t('coupons.form.endsOn'), t('coupons.form.saleDaysHint'), 'date')}
          <fieldset
            className="flex min-w-0 flex-col gap-2 sm:col-span-2"
            aria-describedby={productsError ? `${baseId}-products-error` : `${baseId}-products-hint`}
          >
            <legend className="float-left mb-1 w-full text-sm font-semibold text-ink">{t('coupons.form.products')}</legend>
            <p id={`${baseId}-products-hint`} className="text-sm text-ink-muted">
              {t('coupons.form.productsHint')}
            </p>
            {products.length === 0 ? (
              <p className="rounded-lg bg-sunken px-3 py-2 text-sm text-ink-muted">{t('coupons.form.noProducts')}</p>
            ) : (
              <ul className="flex max-h-80 flex-col divide-y divide-line overflow-y-auto rounded-lg border border-line">
                {products.map((product) => {
                  const id = `${baseId}-${product.itemId}`;
                  const checked = chosen.includes(product.itemId);
                  const problem = productErrors.get(product.itemId);
                  return (
                    <li key={product.itemId} className="flex flex-col gap-1 px-3 py-2">
                      <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm">
                        <input
                          id={id}
                          type="checkbox"
                          checked={checked}
                          aria-invalid={problem ? true : undefined}
                          onChange={() =>
                            form.setValue(
                              'itemIds',
                              checked ? chosen.filter((itemId) => itemId !== product.itemId) : [...chosen, product.itemId],
                              { shouldValidate: form.formState.isSubmitted },
                            )
                          }
                          className="size-4 shrink-0 accent-brand-600"
                        />
                        <Image
                          src={product.coverImage}
                          alt=""
                          width={32}
                          height={32}
                          aspectRatio={1}
                          className="size-8 shrink-0 rounded"
                        />
                        <span className="min-w-0 flex-1 text-ink [overflow-wrap:anywhere]">{product.productName}</span>
                        <span className="shrink-0 tabular-nums text-ink">
                          {Number.isInteger(percent) && percent > 0 && percent < 100 ? (
                            <>
                              <s className="me-1 text-ink-muted">{money(product.productPrice)}</s>
                              {money(salePriceOf(product.productPrice, percent))}
                            </>
                          ) : (
                            money(product.productPrice)
                          )}
                        </span>
                      </label>
                      {problem ? <FieldError>{problem}</FieldError> : null}
                    </li>
                  );
                })}
              </ul>
            )}
            {productsError ? <FieldError id={`${baseId}-products-error`}>{t(productsError)}</FieldError> : null}
          </fieldset>
          {message ? <FormAlert className="sm:col-span-2">{message}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
            <Button variant="outline" disabled={submitting} onClick={onCancel}>
              {t('coupons.form.cancel')}
            </Button>
            <Button type="submit" isLoading={submitting}>
              {submitting ? t('coupons.form.submitting') : t('coupons.form.submit')}
            </Button>
          </div>
        </form>
      </Form>
    </section>
  );
}
