import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HELP_ACTION,
  HELP_ESCALATE_AFTER_HOURS,
  HELP_OUTCOME,
  HELP_STATUS,
  formatOrderNumber,
  isLanguage,
  type HelpRequest,
  type HelpStatus,
  type HelpViewer,
} from '@marketplace/contract';
import { errorMessageKeys } from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { formatCalendarDate } from '../../rules/calendarDate.ts';
import { formatQepik } from '../../rules/manat.ts';

const STATUS_TONES: Record<HelpStatus, BadgeTone> = {
  [HELP_STATUS.OPEN]: 'warning',
  [HELP_STATUS.RESOLVED]: 'success',
  [HELP_STATUS.ESCALATED]: 'info',
  [HELP_STATUS.CLOSED]: 'neutral',
};

export interface HelpRequestCardProps {
  /** The request as the help calls answer it (its `actions` are what the viewer may do now). */
  request: HelpRequest;
  /** Whose page it is on: the buyer escalates, the seller resolves, an admin reads it. */
  viewer: HelpViewer;
  /** The conversation with the store / the buyer it opened in. */
  conversationHref?: string;
  /** The order's page (from the conversation). */
  orderHref?: string;
  /** The seller marks it resolved; a promise keeps the button busy, a rejection says why (`errors.{code}`). */
  onResolve?: (request: HelpRequest) => Promise<unknown>;
  /** The buyer asks the marketplace to step in (offered only when `actions` has ESCALATE). */
  onEscalate?: (request: HelpRequest) => Promise<unknown>;
  /** The heading level of the reason in the page (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /** `card`: a card's width (the conversation, the order page); `full`: its container's (the admin's panel). */
  width?: 'card' | 'full';
  className?: string;
}

/**
 * A help request on an order, on the order's page and in the conversation: the reason, the buyer's
 * words, when it was opened and where it stands — waiting for the store (and from when the buyer may
 * escalate), escalation possible now, resolved by the store, with the marketplace, or closed with
 * the admin's outcome (a refund and its amount, or a note) — with the viewer's next step.
 */
export function HelpRequestCard({
  request,
  viewer,
  conversationHref,
  orderHref,
  onResolve,
  onEscalate,
  headingLevel = 3,
  width = 'card',
  className,
}: HelpRequestCardProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const day = (value: string | null) => (value ? formatCalendarDate(new Date(value), language) : '');

  const canResolve = viewer === 'seller' && request.actions.includes(HELP_ACTION.RESOLVE) && onResolve;
  const canEscalate = viewer === 'buyer' && request.actions.includes(HELP_ACTION.ESCALATE) && onEscalate;
  const state =
    request.status === HELP_STATUS.OPEN && viewer === 'buyer' && request.actions.includes(HELP_ACTION.ESCALATE)
      ? 'canEscalate'
      : request.status;

  const act = async (action: (request: HelpRequest) => Promise<unknown>) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await action(request);
    } catch (error) {
      setFailure(errorMessageKeys(error, 'help.card.failed', 'help.errors'));
    } finally {
      setPending(false);
    }
  };

  const statusText = (() => {
    switch (state) {
      case 'canEscalate':
        return t('help.card.canEscalate', { hours: HELP_ESCALATE_AFTER_HOURS });
      case HELP_STATUS.OPEN:
        return viewer === 'seller'
          ? t('help.card.waitingSeller')
          : t('help.card.waitingStore', { date: day(request.escalatableAt) });
      case HELP_STATUS.RESOLVED:
        return t('help.card.resolved', { date: day(request.resolvedAt) });
      case HELP_STATUS.ESCALATED:
        return t('help.card.escalated', { date: day(request.escalatedAt) });
      case HELP_STATUS.CLOSED:
        return request.outcome?.kind === HELP_OUTCOME.REFUNDED && request.outcome.refundedQepik !== null
          ? t('help.card.closedRefunded', { amount: formatQepik(request.outcome.refundedQepik, language) })
          : t('help.card.closedNoRefund');
    }
  })();

  return (
    <article
      aria-labelledby={headingId}
      data-slot="help-request-card"
      data-status={request.status}
      data-state={state}
      data-viewer={viewer}
      className={cn(
        'flex w-full min-w-0 flex-col gap-3 rounded-2xl border p-4',
        width === 'card' && 'max-w-md',
        request.status === HELP_STATUS.CLOSED || request.status === HELP_STATUS.RESOLVED
          ? 'border-line bg-sunken'
          : 'border-warning-200 bg-surface shadow-xs',
        className,
      )}
    >
      <header className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold text-ink-muted">
            {t('help.card.label', { number: formatOrderNumber(request.orderNumber) })}
          </p>
          <Badge tone={STATUS_TONES[request.status]} data-slot="help-status">
            {t(`help.status.${request.status}`)}
          </Badge>
        </div>
        <Heading id={headingId} className="font-display text-lg font-semibold text-ink [overflow-wrap:anywhere]">
          {t(`help.reasons.${request.reason}`)}
        </Heading>
        <p className="text-xs text-ink-muted">
          {viewer === 'buyer'
            ? t('help.card.openedByYou', { date: day(request.openedAt) })
            : t('help.card.openedBy', {
                name: request.buyerName,
                date: day(request.openedAt),
                interpolation: { escapeValue: false },
              })}
        </p>
      </header>

      <p data-slot="help-text" className="text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
        {request.text}
      </p>

      <footer className="flex flex-col gap-3 border-t border-line pt-3">
        <p data-slot="help-status-text" aria-live="polite" className="text-sm text-ink">
          {statusText}
        </p>
        {request.status === HELP_STATUS.CLOSED && request.outcome && request.outcome.note !== '' ? (
          <p data-slot="help-outcome-note" className="text-sm whitespace-pre-line text-ink-muted [overflow-wrap:anywhere]">
            {t('help.card.note', { note: request.outcome.note, interpolation: { escapeValue: false } })}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm text-danger-700">
            {t(failure)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {canResolve ? (
            <Button size="sm" isLoading={pending} onClick={() => void act(onResolve)}>
              {t('help.card.resolve')}
            </Button>
          ) : null}
          {canEscalate ? (
            <Button size="sm" isLoading={pending} onClick={() => void act(onEscalate)}>
              {t('help.card.escalate')}
            </Button>
          ) : null}
          {conversationHref ? (
            <Button asChild variant="outline" size="sm">
              <a href={conversationHref}>{t('help.card.openConversation')}</a>
            </Button>
          ) : null}
          {orderHref ? (
            <Button asChild variant="outline" size="sm">
              <a href={orderHref}>{t('help.card.viewOrder')}</a>
            </Button>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
