import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AZ_CITIES, DELIVERY_METHOD, OFFER_STATUS, type DeliveryMethod, type Offer } from '@marketplace/contract';
import {
  Form,
  FormAlert,
  useSubmitOnce,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import {
  BusyDialog,
  DialogBody,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { offerStatusOn } from '../../rules/offers.ts';
import { CHECKOUT_TEXT_MAX } from '../CheckoutForm/checkoutFormSchema.ts';
import { OfferTerms } from '../OfferCard/OfferTerms.tsx';
import { useServerFieldErrors } from '../OfferComposer/useServerFieldErrors.ts';
import {
  offerAcceptFieldOf,
  offerAcceptSchema,
  offerAcceptSubmissionOf,
  type OfferAcceptSubmission,
  type OfferAcceptValues,
} from './offerAcceptSchema.ts';

export interface OfferAcceptDialogProps {
  open: boolean;
  /** Closing (Cancel, Escape, the close button) asks for false; not while the order is being placed. */
  onOpenChange: (open: boolean) => void;
  /**
   * The open offer being accepted. Should it stop being open while the dialog is up (replaced,
   * withdrawn, expired, or accepted in another tab), the dialog says so and places nothing.
   */
  offer: Offer;
  /** Baku today (YYYY-MM-DD): an open offer past its valid-until day counts as expired. */
  today?: string;
  /** The store's pickup address when it offers pickup (then the buyer may choose it); without it: delivery only. */
  pickup?: string | null;
  /** What the form starts with (the account's name and phone, a city chosen before). */
  initialValues?: Partial<Pick<OfferAcceptValues, 'name' | 'phone' | 'city'>>;
  /**
   * Valid values as the acceptOffer body without `offerId` (the app adds it): the phone in E.164,
   * an address only when delivered. A promise keeps the dialog busy until it settles; it never runs
   * twice at once.
   */
  onSubmit: (value: OfferAcceptSubmission) => void | Promise<unknown>;
  /** The order is being placed (when the app tracks it itself): the button is busy and cannot be pressed again. */
  placing?: boolean;
  /**
   * A refused request's field errors by request path (`contact.phone`, `address.street`, `method`),
   * each a translated message, a translation key or an error code; a path no field takes (`offerId`)
   * goes to the alert. Read by content: clear them when a new try starts.
   */
  errors?: Record<string, string>;
  /** Why the last try failed, already translated (shown above the buttons). */
  message?: string | null;
}

/**
 * The buyer's checkout for an accepted offer: the offer's price, delivery fee and total, the
 * contact name and phone, delivery to an address or pickup, a note, and one "Place order".
 */
export function OfferAcceptDialog({ open, onOpenChange, placing = false, ...props }: OfferAcceptDialogProps) {
  const { submitting, run } = useSubmitOnce();
  const busy = placing || submitting;
  return (
    <BusyDialog open={open} busy={busy} onClose={() => onOpenChange(false)} size="lg" slot="offer-accept-dialog">
      {/* Mounted with each opening, so every try starts from the initial values. */}
      <OfferAcceptForm {...props} busy={busy} run={run} />
    </BusyDialog>
  );
}

type OfferAcceptFormProps = Omit<OfferAcceptDialogProps, 'open' | 'onOpenChange' | 'placing'> & {
  busy: boolean;
  run: (action: () => unknown) => Promise<void>;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-4">
      <h3 id={id} className="font-display text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

function OfferAcceptForm({ offer, today, pickup, initialValues, onSubmit, errors, message, busy, run }: OfferAcceptFormProps) {
  const { t, i18n } = useTranslation();
  const radioName = useId();
  const hasPickup = typeof pickup === 'string' && pickup.trim() !== '';
  const closed = offerStatusOn(offer, today) !== OFFER_STATUS.OPEN;
  const form = useForm<OfferAcceptValues>({
    resolver: zodResolver(offerAcceptSchema),
    defaultValues: {
      name: initialValues?.name ?? '',
      phone: initialValues?.phone ?? '',
      method: DELIVERY_METHOD.DELIVERY,
      city: initialValues?.city ?? '',
      street: '',
      addressNotes: '',
      note: '',
    },
  });
  const method = useWatch({ control: form.control, name: 'method' }) as DeliveryMethod;
  const delivered = method === DELIVERY_METHOD.DELIVERY;
  const unplaced = useServerFieldErrors(form, errors, offerAcceptFieldOf);
  const [invalidSubmit, setInvalidSubmit] = useState(false);

  const submit = form.handleSubmit(
    async (values) => {
      if (busy || closed) return;
      setInvalidSubmit(false);
      // The app says why a try failed through `errors` and `message`; the form is ready for another.
      await run(() => onSubmit(offerAcceptSubmissionOf(values)));
    },
    () => setInvalidSubmit(true),
  );

  const text = (
    name: 'name' | 'street' | 'addressNotes' | 'note',
    options: { multiline?: boolean; required?: boolean; autoComplete?: string; hint?: boolean } = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem required={options.required}>
          <FormLabel>{t(`orders.checkout.fields.${name}`)}</FormLabel>
          <FormControl>
            {options.multiline ? (
              <Textarea rows={2} maxLength={CHECKOUT_TEXT_MAX[name]} {...field} />
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

  const methodChoice = (value: DeliveryMethod, title: string, hint: string) => {
    const id = `${radioName}-${value}`;
    return (
      <label
        key={value}
        htmlFor={id}
        data-slot="offer-method"
        className={cn(
          'grid cursor-pointer grid-cols-[1.25rem_1fr] items-start gap-x-3 gap-y-0.5 rounded-lg border border-line-strong bg-surface p-3',
          'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        )}
      >
        <input
          type="radio"
          id={id}
          name={radioName}
          value={value}
          checked={method === value}
          onChange={() => {
            form.setValue('method', value);
            form.clearErrors('method');
          }}
          className="mt-1 size-4 accent-brand-600"
        />
        <span className="text-sm font-semibold text-ink">{title}</span>
        <span className="col-start-2 text-sm text-ink-muted [overflow-wrap:anywhere]">{hint}</span>
      </label>
    );
  };

  const methodError = form.formState.errors.method?.message;
  const alerts = [
    ...(closed ? ['offers.errors.OFFER_NOT_OPEN'] : []),
    ...(invalidSubmit ? ['orders.checkout.fixFields'] : []),
    ...(methodError && !hasPickup ? [methodError] : []),
    ...unplaced,
    ...(message ? [message] : []),
  ];
  const translated = (key: string) => (i18n.exists(key) ? t(key) : key);
  const deliveryHint =
    offer.deliveryFeeQepik === 0
      ? t('offers.accept.deliveryFree')
      : t('offers.accept.deliveryHint', { fee: formatQepik(offer.deliveryFeeQepik, i18n.language) });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('offers.accept.title')}</DialogTitle>
        <DialogDescription>{t('offers.accept.description')}</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form
          noValidate
          aria-label={t('offers.accept.title')}
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => void submit(event)}
        >
          <DialogBody className="flex flex-col gap-4">
            <section
              aria-labelledby={`${radioName}-summary`}
              data-slot="offer-accept-summary"
              className="flex flex-col gap-2 rounded-lg bg-sunken p-3"
            >
              <h3 id={`${radioName}-summary`} className="text-xs font-semibold text-ink-muted">
                {t('offers.accept.summary')} · {t('offers.card.version', { version: offer.version })}
              </h3>
              <p className="font-semibold text-ink [overflow-wrap:anywhere]">{offer.title}</p>
              <OfferTerms offer={offer} method={method} />
              <p className="text-sm text-ink-muted">{t('orders.checkout.cashOnDelivery')}</p>
            </section>

            <Section title={t('orders.checkout.sections.contact')}>
              <div className="grid gap-4 sm:grid-cols-2">
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

            <Section title={t('orders.checkout.sections.delivery')}>
              {hasPickup ? (
                <fieldset data-slot="offer-methods" className="flex min-w-0 flex-col gap-2">
                  <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">{t('offers.accept.method')}</legend>
                  {methodChoice(DELIVERY_METHOD.DELIVERY, t('offers.accept.delivery'), deliveryHint)}
                  {methodChoice(
                    DELIVERY_METHOD.PICKUP,
                    t('offers.accept.pickup'),
                    t('offers.accept.pickupHint', { address: pickup, interpolation: { escapeValue: false } }),
                  )}
                  {methodError ? <p className="text-sm font-medium text-danger-700">{translated(methodError)}</p> : null}
                </fieldset>
              ) : (
                <p className="text-sm text-ink-muted">
                  {t('offers.accept.delivery')} · {deliveryHint}
                </p>
              )}
              {delivered ? (
                <div data-slot="offer-address" className="grid gap-4">
                  <FormField
                    control={form.control}
                    name="city"
                    render={({ field }) => (
                      <FormItem required className="sm:max-w-xs">
                        <FormLabel>{t('orders.checkout.fields.city')}</FormLabel>
                        <FormControl>
                          <Select
                            autoComplete="address-level2"
                            placeholder={t('orders.checkout.cityPlaceholder')}
                            options={AZ_CITIES.map((each) => ({ value: each, label: each }))}
                            {...field}
                          />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  {text('street', { required: true, autoComplete: 'street-address', hint: true })}
                  {text('addressNotes', { multiline: true, hint: true })}
                </div>
              ) : null}
            </Section>

            <div className="border-t border-line pt-4">{text('note', { multiline: true, hint: true })}</div>

            {alerts.length > 0 ? (
              <FormAlert>
                {alerts.map((key) => (
                  <span key={key} className="block">
                    {translated(key)}
                  </span>
                ))}
              </FormAlert>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('offers.accept.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={busy} disabled={closed}>
              {busy ? t('orders.checkout.placing') : t('orders.checkout.place')}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
