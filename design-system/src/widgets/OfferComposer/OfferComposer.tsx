import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_FEE_MAX_QEPIK,
  OFFER_DESCRIPTION_MAX,
  OFFER_TITLE_MAX,
  PROCESSING_DAYS_MAX,
  isLanguage,
  type Offer,
} from '@marketplace/contract';
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
import { offerValidUntilRange } from '../../rules/offers.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import {
  offerComposerDefaults,
  offerComposerFieldOf,
  offerComposerSchema,
  offerSubmissionOf,
  type OfferComposerValues,
  type OfferSubmission,
} from './offerComposerSchema.ts';
import { useServerFieldErrors } from './useServerFieldErrors.ts';

/** One of the seller's items an offer may be based on. */
export interface OfferItemChoice {
  itemId: string;
  title: string;
}

export interface OfferComposerProps {
  open: boolean;
  /** Closing (Cancel, Escape, the close button) asks for false; not while the offer is being sent. */
  onOpenChange: (open: boolean) => void;
  /** Baku today (YYYY-MM-DD): the valid-until day is chosen from today to today + 60, a week on by default. */
  today: string;
  /** The open offer being changed (its terms fill the form; sending makes a new version). Without it: a new offer. */
  offer?: Offer | null;
  /** The seller's items, for "based on one of my products"; without any the choice is not shown. */
  items?: readonly OfferItemChoice[];
  /**
   * Valid terms as the sendOffer / replaceOffer body without `chatId` / `offerId` (the app adds
   * them). A promise keeps the dialog busy until it settles; it never runs twice at once.
   */
  onSubmit: (value: OfferSubmission) => void | Promise<unknown>;
  /** The offer is being sent (when the app tracks it itself): the dialog is busy. */
  sending?: boolean;
  /**
   * A refused request's field errors by request path (`title`, `priceQepik`, `validUntil`,
   * `basedOnItemId`), each a translated message, a translation key or an error code; a path no
   * field takes (`chatId`, `offerId`) goes to the alert. Read by content: clear them when a new try starts.
   */
  errors?: Record<string, string>;
  /** Why the last try failed, already translated (shown above the buttons). */
  message?: string | null;
}

/**
 * The seller's dialog for sending a custom-order offer or changing an open one: what will be made,
 * details, price and delivery fee in manat, production days, the last day it can be accepted, and
 * optionally one of the seller's items it is based on.
 */
export function OfferComposer({ open, onOpenChange, sending = false, ...props }: OfferComposerProps) {
  const { submitting, run } = useSubmitOnce();
  const busy = sending || submitting;
  return (
    <BusyDialog open={open} busy={busy} onClose={() => onOpenChange(false)} size="lg" slot="offer-composer">
      {/* Mounted with each opening, so the form starts from the offer (or empty) every time. */}
      <OfferComposerForm {...props} busy={busy} run={run} />
    </BusyDialog>
  );
}

type OfferComposerFormProps = Omit<OfferComposerProps, 'open' | 'onOpenChange' | 'sending'> & {
  busy: boolean;
  run: (action: () => unknown) => Promise<void>;
};

function OfferComposerForm({ today, offer, items = [], onSubmit, errors, message, busy, run }: OfferComposerFormProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const range = offerValidUntilRange(today);
  const form = useForm<OfferComposerValues>({
    resolver: zodResolver(offerComposerSchema(today)),
    defaultValues: offerComposerDefaults(today, offer, i18n.language),
  });
  const unplaced = useServerFieldErrors(form, errors, offerComposerFieldOf);
  const [invalidSubmit, setInvalidSubmit] = useState(false);

  const submit = form.handleSubmit(
    async (values) => {
      if (busy) return;
      setInvalidSubmit(false);
      // The app says why a try failed through `errors` and `message`; the form is ready for another.
      await run(() => onSubmit(offerSubmissionOf(values)));
    },
    () => setInvalidSubmit(true),
  );

  // The item it is based on stays a choice even when the list no longer has it (hidden since).
  const based = offer?.basedOnItem;
  const choices = based && !items.some((item) => item.itemId === based.itemId) ? [...items, based] : items;
  const alerts = [...(invalidSubmit ? ['orders.checkout.fixFields'] : []), ...unplaced, ...(message ? [message] : [])];
  const day = (value: string) => formatOrderDay(value, language);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(offer ? 'offers.composer.titleChange' : 'offers.composer.titleNew')}</DialogTitle>
        <DialogDescription>
          {offer ? t('offers.composer.descriptionChange', { version: offer.version }) : t('offers.composer.descriptionNew')}
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="flex min-h-0 flex-1 flex-col" onSubmit={(event) => void submit(event)}>
          <DialogBody className="flex flex-col gap-4">
            <div className="flex flex-col gap-4">
              <FormField
                control={form.control}
                name="title"
                render={({ field }) => (
                  <FormItem required>
                    <FormLabel>{t('offers.composer.fields.title')}</FormLabel>
                    <FormControl>
                      <Input maxLength={OFFER_TITLE_MAX} {...field} />
                    </FormControl>
                    <FormMessage values={{ max: OFFER_TITLE_MAX }} />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="description"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('offers.composer.fields.description')}</FormLabel>
                    <FormControl>
                      <Textarea rows={4} maxLength={OFFER_DESCRIPTION_MAX} {...field} />
                    </FormControl>
                    <FormDescription>{t('offers.composer.hints.description')}</FormDescription>
                    <FormMessage values={{ max: OFFER_DESCRIPTION_MAX }} />
                  </FormItem>
                )}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  control={form.control}
                  name="price"
                  render={({ field }) => (
                    <FormItem required>
                      <FormLabel>{t('offers.composer.fields.price')}</FormLabel>
                      <FormControl>
                        <Input inputMode="decimal" autoComplete="off" maxLength={16} {...field} />
                      </FormControl>
                      <FormDescription>{t('offers.composer.hints.price')}</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="deliveryFee"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('offers.composer.fields.deliveryFee')}</FormLabel>
                      <FormControl>
                        <Input inputMode="decimal" autoComplete="off" maxLength={16} {...field} />
                      </FormControl>
                      <FormDescription>{t('offers.composer.hints.deliveryFee')}</FormDescription>
                      <FormMessage values={{ max: formatQepik(DELIVERY_FEE_MAX_QEPIK, language) }} />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="productionDays"
                  render={({ field }) => (
                    <FormItem required>
                      <FormLabel>{t('offers.composer.fields.productionDays')}</FormLabel>
                      <FormControl>
                        <Input inputMode="numeric" autoComplete="off" maxLength={4} {...field} />
                      </FormControl>
                      <FormDescription>{t('offers.composer.hints.productionDays')}</FormDescription>
                      <FormMessage values={{ max: PROCESSING_DAYS_MAX }} />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="validUntil"
                  render={({ field }) => (
                    <FormItem required>
                      <FormLabel>{t('offers.composer.fields.validUntil')}</FormLabel>
                      <FormControl>
                        <Input type="date" min={range.min} max={range.max} {...field} />
                      </FormControl>
                      <FormDescription>{t('offers.composer.hints.validUntil', { max: day(range.max) })}</FormDescription>
                      <FormMessage values={{ min: day(range.min), max: day(range.max) }} />
                    </FormItem>
                  )}
                />
              </div>
              {choices.length > 0 ? (
                <FormField
                  control={form.control}
                  name="basedOnItemId"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('offers.composer.fields.basedOn')}</FormLabel>
                      <FormControl>
                        <Select
                          options={[
                            { value: '', label: t('offers.composer.noItem') },
                            ...choices.map((item) => ({ value: item.itemId, label: item.title })),
                          ]}
                          {...field}
                        />
                      </FormControl>
                      <FormDescription>{t('offers.composer.hints.basedOn')}</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              ) : null}
            </div>
            {alerts.length > 0 ? (
              <FormAlert>
                {alerts.map((key) => (
                  <span key={key} className="block">
                    {i18n.exists(key) ? t(key) : key}
                  </span>
                ))}
              </FormAlert>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('offers.composer.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={busy}>
              {busy ? t('offers.composer.sending') : t(offer ? 'offers.composer.sendChange' : 'offers.composer.send')}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
