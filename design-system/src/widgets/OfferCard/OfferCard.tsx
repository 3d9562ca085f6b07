import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_STATUS, isLanguage, mediaVariantUrl, type Offer } from '@marketplace/contract';
import { errorMessageKeys } from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { offerStatusOn } from '../../rules/offers.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import { OfferStatusBadge } from './OfferStatusBadge.tsx';
import { OfferTerms } from './OfferTerms.tsx';

export type OfferViewer = 'buyer' | 'seller';

export interface OfferCardProps {
  /** One version of the offer, as getChatOffers answers it. */
  offer: Offer;
  /** Whose conversation view it is in: the buyer may accept an open offer, the seller change or withdraw it. */
  viewer: OfferViewer;
  /** The page of the item it is based on (`offer.basedOnItem`); without it the item is shown, not linked. */
  itemHref?: string;
  /** The order it became (ACCEPTED), linked from the card. */
  orderHref?: string;
  /** REPLACED: the version that replaced it, when known ("Replaced by version 3"). */
  replacedByVersion?: number | null;
  /** Baku today (YYYY-MM-DD): an open offer past its valid-until day shows as expired without a new read. */
  today?: string;
  /** The buyer accepts an open offer (the app then opens OfferAcceptDialog). Without it no button is shown. */
  onAccept?: (offer: Offer) => void;
  /** The seller changes an open offer (the app opens OfferComposer with it). */
  onChange?: (offer: Offer) => void;
  /**
   * The seller confirmed withdrawing it in the card's dialog. A promise keeps the dialog busy until it
   * settles; a rejection keeps it open and says why (its `code` looked up under `offers.errors`).
   */
  onWithdraw?: (offer: Offer) => void | Promise<unknown>;
  /** The buyer's accept is on its way: the accept button is busy. */
  accepting?: boolean;
  /** The heading level of the offer's title in the page (3 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A custom-order offer in the conversation: what will be made, the item it is based on, price,
 * delivery fee and total, production days, the last day it can be accepted, its version and its
 * status in words; an open one carries the viewer's actions.
 */
export function OfferCard({
  offer,
  viewer,
  itemHref,
  orderHref,
  replacedByVersion,
  today,
  onAccept,
  onChange,
  onWithdraw,
  accepting = false,
  headingLevel = 3,
  className,
}: OfferCardProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const headingId = useId();
  const status = offerStatusOn(offer, today);
  const open = status === OFFER_STATUS.OPEN;
  const settled = status === OFFER_STATUS.EXPIRED || status === OFFER_STATUS.WITHDRAWN || status === OFFER_STATUS.REPLACED;
  const Heading = `h${headingLevel}` as const;

  const [confirming, setConfirming] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string[] | null>(null);

  const withdraw = async () => {
    if (!onWithdraw || withdrawing) return;
    setWithdrawing(true);
    setWithdrawError(null);
    try {
      await onWithdraw(offer);
      setConfirming(false);
    } catch (error) {
      setWithdrawError(errorMessageKeys(error, 'offers.card.withdrawConfirm.failed', 'offers.errors'));
    } finally {
      setWithdrawing(false);
    }
  };

  const statusText = (() => {
    switch (status) {
      case OFFER_STATUS.OPEN:
        return viewer === 'buyer' ? t('offers.card.openBuyer') : t('offers.card.openSeller');
      case OFFER_STATUS.ACCEPTED:
        return t('offers.card.accepted');
      case OFFER_STATUS.EXPIRED:
        return t('offers.card.expired');
      case OFFER_STATUS.WITHDRAWN:
        return t('offers.card.withdrawn');
      case OFFER_STATUS.REPLACED:
        return replacedByVersion ? t('offers.card.replacedBy', { version: replacedByVersion }) : t('offers.card.replaced');
    }
  })();

  const item = offer.basedOnItem;
  const itemContent = item ? (
    <>
      <Image
        src={mediaVariantUrl(item.coverImage, 'thumb')}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-md"
      />
      <span className="flex min-w-0 flex-col text-sm">
        <span className="text-ink-muted">{t('offers.card.basedOn')}</span>
        <span
          className={cn(
            'font-semibold [overflow-wrap:anywhere]',
            itemHref ? 'text-caspian-700 underline-offset-2 group-hover:underline' : 'text-ink',
          )}
        >
          {item.title}
        </span>
      </span>
    </>
  ) : null;

  return (
    <article
      aria-labelledby={headingId}
      data-slot="offer-card"
      data-status={status}
      data-viewer={viewer}
      className={cn(
        'flex w-full max-w-md min-w-0 flex-col gap-3 rounded-2xl border p-4',
        settled
          ? 'border-dashed border-line-strong bg-sunken'
          : cn('bg-surface shadow-xs', open ? 'border-brand-200' : 'border-line'),
        className,
      )}
    >
      <header className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold text-ink-muted">
            {t('offers.card.label')} ·{' '}
            <span data-slot="offer-version">{t('offers.card.version', { version: offer.version })}</span>
          </p>
          <OfferStatusBadge status={status} />
        </div>
        <Heading
          id={headingId}
          className={cn('font-display text-lg font-semibold [overflow-wrap:anywhere]', settled ? 'text-ink-muted' : 'text-ink')}
        >
          {offer.title}
        </Heading>
      </header>

      {offer.description.trim() !== '' ? (
        <p data-slot="offer-description" className="text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
          {offer.description}
        </p>
      ) : null}

      {item ? (
        itemHref ? (
          <a
            href={itemHref}
            data-slot="offer-item"
            className="group flex items-center gap-3 rounded-lg border border-line bg-paper p-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {itemContent}
          </a>
        ) : (
          <div data-slot="offer-item" className="flex items-center gap-3 rounded-lg border border-line bg-paper p-2">
            {itemContent}
          </div>
        )
      ) : null}

      <OfferTerms offer={offer} />

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('offers.card.production')}</dt>
        <dd data-slot="offer-production" className="text-end text-ink">
          {t('offers.card.productionDays', { count: offer.productionDays })}
        </dd>
        <dt className="text-ink-muted">{t('offers.card.validUntil')}</dt>
        <dd data-slot="offer-valid-until" className="text-end text-ink">
          {formatOrderDay(offer.validUntil, language)}
        </dd>
      </dl>

      <footer className="flex flex-col gap-3 border-t border-line pt-3">
        <p data-slot="offer-status-text" aria-live="polite" className="text-sm text-ink-muted">
          {statusText}
        </p>
        {status === OFFER_STATUS.ACCEPTED && orderHref ? (
          <Button asChild variant="outline" size="sm" className="self-start">
            <a href={orderHref}>{t('offers.card.viewOrder')}</a>
          </Button>
        ) : null}
        {open && viewer === 'buyer' && onAccept ? (
          <Button isLoading={accepting} onClick={() => onAccept(offer)} className="w-full sm:w-auto sm:self-start">
            {t('offers.card.accept')}
          </Button>
        ) : null}
        {open && viewer === 'seller' && (onChange || onWithdraw) ? (
          <div className="flex flex-wrap gap-2">
            {onChange ? (
              <Button variant="outline" size="sm" onClick={() => onChange(offer)}>
                {t('offers.card.change')}
              </Button>
            ) : null}
            {onWithdraw ? (
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                {t('offers.card.withdraw')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </footer>

      {onWithdraw ? (
        <ConfirmDialog
          open={confirming}
          slot="offer-withdraw-dialog"
          title={t('offers.card.withdrawConfirm.title')}
          description={t('offers.card.withdrawConfirm.description', {
            title: offer.title,
            version: offer.version,
            interpolation: { escapeValue: false },
          })}
          error={withdrawError ? t(withdrawError) : null}
          confirmLabel={t('offers.card.withdrawConfirm.confirm')}
          cancelLabel={t('offers.card.withdrawConfirm.cancel')}
          pending={withdrawing}
          onConfirm={() => void withdraw()}
          onCancel={() => {
            setConfirming(false);
            setWithdrawError(null);
          }}
        />
      ) : null}
    </article>
  );
}
