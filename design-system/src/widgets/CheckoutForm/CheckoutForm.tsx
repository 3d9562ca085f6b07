import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AZ_CITIES, PAYMENT_METHOD, isCardMethod, type CheckoutQuote, type PaymentMethod } from '@marketplace/contract';
import { Form, FormAlert, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { PaymentMethodPicker } from '../PaymentMethodPicker/index.ts';
import { CheckoutStoreSection } from './CheckoutStoreSection.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import {
  CHECKOUT_TEXT_MAX,
  checkoutFieldOf,
  checkoutFormSchema,
  checkoutSubmissionOf,
  checkoutTotals,
  deliversAnywhere,
  effectiveChoice,
  pickupStoresOf,
  type CheckoutSubmission,
  type CheckoutValues,
} from './checkoutFormSchema.ts';

export interface CheckoutFormProps {
  /** The cart as it would be ordered now, for the chosen city (re-quoted by the app on `onCityChange`). */
  quote: CheckoutQuote;
  /** What the form starts with (the account's name and phone, a city chosen before). */
  initialValues?: Partial<Pick<CheckoutValues, 'name' | 'phone' | 'city'>>;
  /** The ways to pay the admin enabled, in the order offered (cash first); the first is chosen to begin with. */
  paymentMethods?: readonly PaymentMethod[];
  /** The buyer chose another city: the app asks for a new quote and passes it in. */
  onCityChange: (city: string) => void;
  /** Valid values as a place-order request without `seen` (the app adds what the buyer was shown). */
  onSubmit: (value: CheckoutSubmission) => void | Promise<unknown>;
  /** The order is being placed, or the payment page is opening: the button is busy and cannot be pressed again. */
  placing?: boolean;
  /**
   * A refused request's field errors by request path (`contact.phone`, `address.street`,
   * `stores.0.zoneId`), each a translated message or an error code; shown on their fields. Read by
   * content: clear them (`{}` or nothing) when a new try starts, so the same refusal shows again.
   */
  errors?: Record<string, string>;
  /** Why the last try failed, already translated (shown above the button). */
  message?: string | null;
  /** Shown in each store's part under its lines (the app's coupon code field for that store). */
  storeExtra?: (store: CheckoutQuote['stores'][number]) => ReactNode;
  className?: string;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-5 rounded-xl border border-line bg-surface p-4 sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The checkout: the buyer's name and phone, how each store's goods reach them (delivery to the
 * chosen city with its fee and arrival date, or pickup), the address when anything is delivered,
 * a note and an optional gift message; the totals and one "Place order" that cannot run twice.
 */
export function CheckoutForm({
  quote,
  initialValues,
  paymentMethods = [PAYMENT_METHOD.CASH],
  onCityChange,
  onSubmit,
  placing = false,
  errors,
  message,
  storeExtra,
  className,
}: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      name: initialValues?.name ?? '',
      phone: initialValues?.phone ?? '',
      city: initialValues?.city ?? '',
      street: '',
      addressNotes: '',
      note: '',
      gift: false,
      giftMessage: '',
      choices: quote.stores.map((store) => effectiveChoice(store, undefined)),
      paymentMethod: paymentMethods[0] ?? '',
    },
  });
  const watched = useWatch({ control: form.control, name: 'choices' });
  const city = useWatch({ control: form.control, name: 'city' });
  const gift = useWatch({ control: form.control, name: 'gift' });
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const card = paymentMethod !== '' && isCardMethod(paymentMethod);
  const choices = quote.stores.map((store, index) => effectiveChoice(store, watched[index]));
  const delivered = deliversAnywhere(choices);
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const [unplacedErrors, setUnplacedErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  // Set before the first await, so a second click in the same moment finds the order on its way.
  const placingRef = useRef(false);
  const busy = placing || submitting;

  // The account's details may arrive after the form is on screen: they fill the fields still empty that
  // the buyer has not touched, and never overwrite what the buyer typed.
  const initialKey = JSON.stringify([initialValues?.name ?? '', initialValues?.phone ?? '', initialValues?.city ?? '']);
  useEffect(() => {
    const [name, phone, city] = JSON.parse(initialKey) as [string, string, string];
    for (const [field, value] of [
      ['name', name],
      ['phone', phone],
      ['city', city],
    ] as const) {
      if (value !== '' && form.getValues(field) === '' && !form.getFieldState(field).isDirty) form.setValue(field, value);
    }
  }, [initialKey, form]);

  // A new quote (another city) may no longer offer a store's chosen way: its radio list moves on.
  const choicesKey = choices.join('|');
  useEffect(() => {
    const current = form.getValues('choices');
    if (current.join('|') !== choicesKey) form.setValue('choices', choicesKey.split('|').slice(0, quote.stores.length));
  }, [choicesKey, form, quote.stores.length]);

  // The offered methods changed (the admin turned one off meanwhile): a method no longer offered moves to the first one.
  const methodsKey = paymentMethods.join('|');
  useEffect(() => {
    const offered = methodsKey.split('|').filter(Boolean) as PaymentMethod[];
    const current = form.getValues('paymentMethod');
    if (current === '' ? offered.length > 0 : !offered.includes(current)) form.setValue('paymentMethod', offered[0] ?? '');
  }, [methodsKey, form]);

  // The server's refusals land on their fields; any it names no field for go above the button. Keyed
  // by their content, so an app passing a new but equal object on each render shows them once.
  const errorsKey = JSON.stringify(errors ?? {});
  useEffect(() => {
    const codeKey = (value: string) =>
      i18n.exists(`orders.errors.${value}`)
        ? `orders.errors.${value}`
        : i18n.exists(`errors.${value}`)
          ? `errors.${value}`
          : value;
    const unplaced: string[] = [];
    let focused = false;
    for (const [path, value] of Object.entries(JSON.parse(errorsKey) as Record<string, string>)) {
      const field = checkoutFieldOf(path, quote);
      if (!field) {
        unplaced.push(codeKey(value));
        continue;
      }
      form.setError(field, { type: 'server', message: codeKey(value) }, { shouldFocus: !focused });
      focused = true;
    }
    setUnplacedErrors(unplaced);
    // Only a new set of errors is shown again; a re-quote alone keeps what the buyer is fixing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorsKey]);

  const submit = form.handleSubmit(
    async (values) => {
      if (placingRef.current || placing) return;
      placingRef.current = true;
      setInvalidSubmit(false);
      setSubmitting(true);
      try {
        await onSubmit(checkoutSubmissionOf({ ...values, choices }, quote));
      } catch {
        // The app says why through `errors` and `message`; the form is ready for another try.
      } finally {
        placingRef.current = false;
        setSubmitting(false);
      }
    },
    () => setInvalidSubmit(true),
  );

  const text = (
    name: 'name' | 'street' | 'addressNotes' | 'note' | 'giftMessage',
    options: { multiline?: boolean; required?: boolean; autoComplete?: string; hint?: boolean; className?: string } = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem required={options.required} className={options.className}>
          <FormLabel>{t(`orders.checkout.fields.${name}`)}</FormLabel>
          <FormControl>
            {options.multiline ? (
              <Textarea rows={3} maxLength={CHECKOUT_TEXT_MAX[name]} {...field} />
            ) : (
              <Input autoComplete={options.autoComplete} maxLength={CHECKOUT_TEXT_MAX[name]} {...field} />
            )}
          </FormControl>
          {options.hint ? <FormDescription>{t(`orders.checkout.hints.${name}`)}</FormDescription> : null}
          <FormMessage values={{ max: CHECKOUT_TEXT_MAX[name] }} />
        </FormItem>
      )}
    />
  );

  const alerts = [...(invalidSubmit ? ['orders.checkout.fixFields'] : []), ...unplacedErrors, ...(message ? [message] : [])];

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label={t('orders.checkout.formLabel')}
        onSubmit={(event) => void submit(event)}
        data-slot="checkout-form"
        className={cn('grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start', className)}
      >
        <div className="flex min-w-0 flex-col gap-6">
          <Section id="checkout-contact" title={t('orders.checkout.sections.contact')}>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('name', { required: true, autoComplete: 'name' })}
              <FormField
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <FormItem required>
                    <FormLabel>{t('orders.checkout.fields.phone')}</FormLabel>
                    <FormControl>
                      <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={40} {...field} />
                    </FormControl>
                    <FormDescription>{t('orders.checkout.hints.phone')}</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
          </Section>

          <Section id="checkout-delivery" title={t('orders.checkout.sections.delivery')}>
            <FormField
              control={form.control}
              name="city"
              render={({ field }) => (
                <FormItem required={delivered} className="sm:max-w-xs">
                  <FormLabel>{t('orders.checkout.fields.city')}</FormLabel>
                  <FormControl>
                    <Select
                      autoComplete="address-level2"
                      placeholder={t('orders.checkout.cityPlaceholder')}
                      options={AZ_CITIES.map((each) => ({ value: each, label: each }))}
                      {...field}
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        onCityChange(event.target.value);
                      }}
                    />
                  </FormControl>
                  <FormDescription>{t('orders.checkout.hints.city')}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            {quote.stores.map((store, index) => (
              <FormField
                key={store.storeId}
                control={form.control}
                name={`choices.${index}`}
                render={({ field, fieldState }) => (
                  <CheckoutStoreSection
                    store={store}
                    value={choices[index] ?? ''}
                    onChange={(key) => {
                      field.onChange(key);
                      form.clearErrors(`choices.${index}`);
                    }}
                    cityChosen={city !== ''}
                    error={
                      fieldState.error?.message
                        ? i18n.exists(fieldState.error.message)
                          ? t(fieldState.error.message)
                          : fieldState.error.message
                        : undefined
                    }
                  >
                    {storeExtra?.(store)}
                  </CheckoutStoreSection>
                )}
              />
            ))}
            {delivered ? (
              <div data-slot="checkout-address" className="grid gap-5">
                {text('street', { required: true, autoComplete: 'street-address', hint: true })}
                {text('addressNotes', { multiline: true, hint: true })}
              </div>
            ) : null}
          </Section>

          <Section id="checkout-payment" title={t('payments.checkout.section')}>
            <FormField
              control={form.control}
              name="paymentMethod"
              render={({ field, fieldState }) => (
                <PaymentMethodPicker
                  methods={paymentMethods}
                  value={field.value === '' ? null : field.value}
                  onChange={(method) => {
                    field.onChange(method);
                    form.clearErrors('paymentMethod');
                  }}
                  pickupStores={pickupStoresOf(quote, choices)}
                  disabled={busy}
                  error={
                    fieldState.error?.message
                      ? i18n.exists(fieldState.error.message)
                        ? t(fieldState.error.message)
                        : fieldState.error.message
                      : undefined
                  }
                />
              )}
            />
          </Section>

          <Section id="checkout-extras" title={t('orders.checkout.sections.extras')}>
            {text('note', { multiline: true, hint: true })}
            <FormField
              control={form.control}
              name="gift"
              render={({ field }) => (
                <Checkbox
                  label={t('orders.checkout.fields.gift')}
                  description={t('orders.checkout.hints.gift')}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
            {gift ? text('giftMessage', { multiline: true, hint: true }) : null}
          </Section>
        </div>

        <CheckoutSummary
          quote={quote}
          choices={choices}
          note={t(card ? 'payments.checkout.cardNote' : 'orders.checkout.cashOnDelivery')}
        >
          {alerts.length > 0 ? (
            <FormAlert>
              {alerts.map((key) => (
                <span key={key} className="block">
                  {i18n.exists(key) ? t(key) : key}
                </span>
              ))}
            </FormAlert>
          ) : null}
          <Button type="submit" size="lg" isLoading={busy} className="w-full">
            {card
              ? busy
                ? t('payments.checkout.redirecting')
                : t('payments.checkout.pay', { amount: formatQepik(checkoutTotals(quote, choices).totalQepik, i18n.language) })
              : busy
                ? t('orders.checkout.placing')
                : t('orders.checkout.place')}
          </Button>
        </CheckoutSummary>
      </form>
    </Form>
  );
}
