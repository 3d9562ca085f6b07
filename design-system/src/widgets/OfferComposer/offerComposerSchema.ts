import { z } from 'zod';
import {
  DELIVERY_FEE_MAX_QEPIK,
  OFFER_DESCRIPTION_MAX,
  OFFER_TITLE_MAX,
  PROCESSING_DAYS_MAX,
  type Offer,
  type sendOfferRequestSchema,
} from '@marketplace/contract';
import { manatTextToQepik, qepikToManatText } from '../../rules/manat.ts';
import { offerValidUntilRange } from '../../rules/offers.ts';

/** What the composer hands over: a sendOffer / replaceOffer body without `chatId` or `offerId`. */
export type OfferSubmission = Required<Omit<z.input<typeof sendOfferRequestSchema>, 'chatId'>>;

/** The highest price the API takes, in qəpik (10 000 000 ₼). */
export const OFFER_PRICE_MAX_QEPIK = 1_000_000_000;

const TOO_LONG = 'orders.checkout.invalid.tooLong';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form's values: money and days as typed. */
export interface OfferComposerValues {
  title: string;
  description: string;
  /** Manat with up to 2 decimals ("340", "45,50"). */
  price: string;
  /** Manat; empty is free, as 0 is. */
  deliveryFee: string;
  productionDays: string;
  /** YYYY-MM-DD (the date input's value). */
  validUntil: string;
  /** '' for none. */
  basedOnItemId: string;
}

/** The composer's rules for a seller writing on Baku `today`: the API's bounds, each with its own message. */
export function offerComposerSchema(today: string) {
  const { min, max } = offerValidUntilRange(today);
  return z.object({
    title: z.string().trim().min(1, 'offers.composer.invalid.title').max(OFFER_TITLE_MAX, TOO_LONG),
    description: z.string().trim().max(OFFER_DESCRIPTION_MAX, TOO_LONG),
    price: z.string().superRefine((value, context) => {
      const qepik = manatTextToQepik(value);
      const message =
        qepik === null
          ? 'offers.composer.invalid.price'
          : qepik < 1
            ? 'offers.composer.invalid.priceZero'
            : qepik > OFFER_PRICE_MAX_QEPIK
              ? 'offers.composer.invalid.priceMax'
              : null;
      if (message) context.addIssue({ code: 'custom', message });
    }),
    deliveryFee: z.string().superRefine((value, context) => {
      if (value.trim() === '') return;
      const qepik = manatTextToQepik(value);
      if (qepik === null) context.addIssue({ code: 'custom', message: 'offers.composer.invalid.deliveryFee' });
      else if (qepik > DELIVERY_FEE_MAX_QEPIK)
        context.addIssue({ code: 'custom', message: 'offers.composer.invalid.deliveryFeeMax' });
    }),
    productionDays: z
      .string()
      .trim()
      .refine(
        (value) => /^\d{1,4}$/.test(value) && Number(value) <= PROCESSING_DAYS_MAX,
        'offers.composer.invalid.productionDays',
      ),
    validUntil: z
      .string()
      .refine((value) => DAY.test(value) && value >= min && value <= max, 'offers.composer.invalid.validUntil'),
    basedOnItemId: z.string(),
  });
}

/** What the form starts with: a new offer's empty terms valid for a week, or the offer being changed. */
export function offerComposerDefaults(today: string, offer: Offer | null | undefined, language: string): OfferComposerValues {
  if (!offer) {
    return {
      title: '',
      description: '',
      price: '',
      deliveryFee: '0',
      productionDays: '',
      validUntil: offerValidUntilRange(today).initial,
      basedOnItemId: '',
    };
  }
  const { min, max, initial } = offerValidUntilRange(today);
  return {
    title: offer.title,
    description: offer.description,
    price: qepikToManatText(offer.priceQepik, language),
    deliveryFee: qepikToManatText(offer.deliveryFeeQepik, language),
    productionDays: String(offer.productionDays),
    // A day that can no longer be chosen (passed, or beyond the range) starts a week on instead.
    validUntil: offer.validUntil >= min && offer.validUntil <= max ? offer.validUntil : initial,
    basedOnItemId: offer.basedOnItem?.itemId ?? '',
  };
}

/** The request body from valid values (without `chatId` or `offerId`, which the app adds). */
export function offerSubmissionOf(values: OfferComposerValues): OfferSubmission {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    priceQepik: manatTextToQepik(values.price) ?? 0,
    deliveryFeeQepik: values.deliveryFee.trim() === '' ? 0 : (manatTextToQepik(values.deliveryFee) ?? 0),
    productionDays: Number(values.productionDays.trim()),
    validUntil: values.validUntil,
    basedOnItemId: values.basedOnItemId === '' ? null : values.basedOnItemId,
  };
}

type OfferComposerField = keyof OfferComposerValues;

const FIELD_OF_PATH: Record<string, OfferComposerField> = {
  title: 'title',
  description: 'description',
  priceQepik: 'price',
  deliveryFeeQepik: 'deliveryFee',
  productionDays: 'productionDays',
  validUntil: 'validUntil',
  basedOnItemId: 'basedOnItemId',
};

/** The field a refused request path belongs to (`priceQepik` → `price`), or null (`chatId`, `offerId`, anything else). */
export function offerComposerFieldOf(path: string): OfferComposerField | null {
  return FIELD_OF_PATH[path] ?? null;
}
