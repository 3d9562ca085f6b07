import { useTranslation } from 'react-i18next';
import { ORDER_ACTOR, ORDER_EVENT_ACTION, ORDER_STATUS, formatQepik, isLanguage, type OrderEvent } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCalendarDate } from '../../rules/calendarDate.ts';
import type { BadgeTone } from '../../primitives/Badge/index.ts';
import { Icon } from '../../primitives/Icon/index.ts';
import { ORDER_STATUS_ICONS, ORDER_STATUS_TONES } from '../OrderStatusBadge/index.ts';

export interface OrderTimelineProps {
  /** Oldest first, as the server lists them. */
  events: readonly OrderEvent[];
  /** The shipment's tracking address: the shipping event's note links to it. */
  trackingUrl?: string;
  /** The heading's level, so it fits the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The marker of a status: its tone's pale ground, border and ink, with the status's picture. */
const MARKER: Record<BadgeTone, string> = {
  warning: 'border-warning-300 bg-warning-50 text-warning-900',
  info: 'border-caspian-300 bg-caspian-50 text-caspian-800',
  accent: 'border-accent-300 bg-accent-50 text-accent-900',
  brand: 'border-brand-300 bg-brand-50 text-brand-800',
  success: 'border-success-300 bg-success-50 text-success-800',
  neutral: 'border-neutral-300 bg-neutral-100 text-neutral-800',
  danger: 'border-danger-300 bg-danger-50 text-danger-800',
};

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Every change of an order, oldest first: the status it reached, who moved it and when, and its
 * note; a move of its money (a refund, cash collected) with its amount in manat.
 */
export function OrderTimeline({ events, trackingUrl, headingLevel = 2, className }: OrderTimelineProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const Heading = `h${headingLevel}` as const;

  const who = (event: OrderEvent) =>
    event.actor === ORDER_ACTOR.SYSTEM || event.actorName.trim() === ''
      ? t(`orders.timeline.actor.${event.actor}`)
      : t('orders.timeline.actorNamed', {
          role: t(`orders.timeline.actor.${event.actor}`),
          name: event.actorName,
          interpolation: { escapeValue: false },
        });

  return (
    <section data-slot="order-timeline" aria-labelledby="order-timeline-heading" className={cn('flex flex-col gap-3', className)}>
      <Heading id="order-timeline-heading" className="font-display text-lg font-semibold text-ink">
        {t('orders.timeline.title')}
      </Heading>
      <ol className="flex flex-col">
        {events.map((event, index) => {
          const at = new Date(event.at);
          const last = index === events.length - 1;
          const links = event.status === ORDER_STATUS.SHIPPED && trackingUrl;
          return (
            <li
              key={`${event.status}-${event.action ?? 'PLACE'}-${event.at}`}
              data-slot="order-event"
              data-status={event.status}
              aria-current={last ? 'step' : undefined}
              className="relative grid grid-cols-[2rem_1fr] gap-x-3 pb-5 last:pb-0"
            >
              {!last ? <span aria-hidden="true" className="absolute top-8 bottom-1 left-[0.9375rem] w-0.5 bg-line" /> : null}
              <span
                aria-hidden="true"
                className={cn(
                  'relative flex size-8 items-center justify-center rounded-full border',
                  MARKER[ORDER_STATUS_TONES[event.status]],
                  last && 'ring-2 ring-offset-2 ring-offset-surface ring-brand-300',
                )}
              >
                <Icon icon={ORDER_STATUS_ICONS[event.status]} size={4} />
              </span>
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-semibold text-ink">
                  {t(`orders.timeline.event.${event.action ?? 'PLACE'}`, {
                    amount: formatQepik(event.amountQepik ?? 0, language),
                    interpolation: { escapeValue: false },
                  })}
                </p>
                <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
                  {who(event)}
                  {' · '}
                  <time dateTime={event.at}>
                    {`${formatCalendarDate(at, language)}, ${two(at.getHours())}:${two(at.getMinutes())}`}
                  </time>
                </p>
                {event.note !== '' ? (
                  <p data-slot="order-event-note" className="text-sm text-ink [overflow-wrap:anywhere] whitespace-pre-line">
                    {event.status === ORDER_STATUS.CANCELLED || event.action === ORDER_EVENT_ACTION.REFUNDED
                      ? t('orders.timeline.reason', { reason: event.note, interpolation: { escapeValue: false } })
                      : event.note}
                    {links ? (
                      <>
                        {' · '}
                        <a
                          href={trackingUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="font-semibold text-caspian-700 underline underline-offset-4"
                        >
                          {t('orders.tracking.open')}
                        </a>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
