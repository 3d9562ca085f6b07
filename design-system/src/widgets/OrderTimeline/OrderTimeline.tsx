import { useTranslation } from 'react-i18next';
import { ORDER_ACTOR, ORDER_STATUS, isLanguage, type OrderEvent } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCalendarDate } from '../../rules/calendarDate.ts';
import { ORDER_STATUS_TONES } from '../OrderStatusBadge/index.ts';

export interface OrderTimelineProps {
  /** Oldest first, as the server lists them. */
  events: readonly OrderEvent[];
  /** The shipment's tracking address: the shipping event's note links to it. */
  trackingUrl?: string;
  /** The heading's level, so it fits the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

const DOT: Record<string, string> = {
  warning: 'bg-warning-500',
  info: 'bg-caspian-600',
  accent: 'bg-accent-500',
  brand: 'bg-brand-600',
  success: 'bg-success-600',
  neutral: 'bg-neutral-500',
  danger: 'bg-danger-600',
};

const two = (value: number) => String(value).padStart(2, '0');

/** Every change of an order, oldest first: the status it reached, who moved it and when, and its note. */
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
              key={`${event.status}-${event.at}`}
              data-slot="order-event"
              data-status={event.status}
              aria-current={last ? 'step' : undefined}
              className="relative grid grid-cols-[1.25rem_1fr] gap-x-3 pb-5 last:pb-0"
            >
              {!last ? <span aria-hidden="true" className="absolute top-4 bottom-0 left-[0.5625rem] w-0.5 bg-line" /> : null}
              <span
                aria-hidden="true"
                className={cn(
                  'relative mt-1 size-5 rounded-full border-4 border-surface',
                  DOT[ORDER_STATUS_TONES[event.status]],
                  last && 'ring-2 ring-offset-0 ring-brand-200',
                )}
              />
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-semibold text-ink">{t(`orders.timeline.event.${event.action ?? 'PLACE'}`)}</p>
                <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
                  {who(event)}
                  {' · '}
                  <time dateTime={event.at}>
                    {`${formatCalendarDate(at, language)}, ${two(at.getHours())}:${two(at.getMinutes())}`}
                  </time>
                </p>
                {event.note !== '' ? (
                  <p data-slot="order-event-note" className="text-sm text-ink [overflow-wrap:anywhere] whitespace-pre-line">
                    {event.status === ORDER_STATUS.CANCELLED
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
