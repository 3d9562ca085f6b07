import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_STATUS, formatOrderNumber, type AdminHelpRequest } from '@marketplace/contract';
import {
  EmptyState,
  HelpRequestAdminPanel,
  InboxLayout,
  OrderStatusBadge,
  PageHeading,
  Skeleton,
  cn,
} from '@marketplace/design-system';
import { useAdminHelpRequests, useCloseHelpRequest } from '../../../data/helpRequests.ts';
import { useOrder } from '../../../data/orders.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

type HelpTab = typeof HELP_STATUS.ESCALATED | typeof HELP_STATUS.CLOSED;
const TABS: readonly HelpTab[] = [HELP_STATUS.ESCALATED, HELP_STATUS.CLOSED];

/** The chosen request beside its order, and the admin's decision on it. */
function HelpRequestPane({ request }: { request: AdminHelpRequest }) {
  const order = useOrder(request.orderId);
  const close = useCloseHelpRequest();
  return (
    <div className="h-full overflow-y-auto">
      <HelpRequestAdminPanel
        request={request}
        order={order.data ?? null}
        orderHref={`/orders/${encodeURIComponent(request.orderId)}`}
        // The order answers whether a refund can be made now (its payment's actions).
        refundAvailable={order.data?.payment.actions.includes('REFUND') ?? false}
        onDecide={(decision) => close.mutateAsync({ requestId: request.requestId, decision })}
      />
    </div>
  );
}

/**
 * `/support/help`: the help requests buyers escalated, beside the Support inbox — the queue oldest
 * escalation first (or the closed ones), and the chosen one with its order (status, lines, payment)
 * to close with a note or refund. The tab and the request are kept in the address.
 */
export function HelpRequestsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: HelpTab = params.get('status') === HELP_STATUS.CLOSED ? HELP_STATUS.CLOSED : HELP_STATUS.ESCALATED;
  const chosen = params.get('request');
  const list = useAdminHelpRequests(tab);
  const requests = list.data?.requests ?? [];
  const selected = requests.find((request) => request.requestId === chosen) ?? null;
  const hrefOf = (next: { status?: HelpTab; request?: string | null }) => {
    const search = new URLSearchParams();
    const status = next.status ?? tab;
    if (status !== HELP_STATUS.ESCALATED) search.set('status', status);
    const request = next.request === undefined ? chosen : next.request;
    if (request) search.set('request', request);
    const text = search.toString();
    return text ? `${pathname}?${text}` : pathname;
  };

  return (
    <div className="flex flex-col gap-3 px-3 py-4 sm:px-6">
      <PageMeta title={t('help.admin.listTitle')} noIndex />
      <PageHeading title={t('help.admin.listTitle')} subtitle={t('pages.admin.support.title')} />
      <nav aria-label={t('help.admin.listLabel')} className="flex gap-2">
        {TABS.map((status) => (
          <a
            key={status}
            href={hrefOf({ status, request: null })}
            aria-current={status === tab ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-semibold',
              status === tab ? 'border-caspian-700 bg-caspian-50 text-caspian-800' : 'border-line text-ink-muted',
            )}
          >
            {t(`help.admin.tabs.${status}`)}
            {status === HELP_STATUS.ESCALATED && list.data && tab === HELP_STATUS.ESCALATED ? ` (${list.data.total})` : ''}
          </a>
        ))}
      </nav>
      <InboxLayout
        className="h-[calc(100dvh-14rem)] min-h-[28rem]"
        list={
          list.isPending ? (
            <Skeleton className="m-3 h-24" />
          ) : requests.length === 0 ? (
            <EmptyState density="compact" headingLevel={2} title={t('help.admin.empty')} />
          ) : (
            <ul aria-label={t('help.admin.listLabel')} className="flex flex-col divide-y divide-line overflow-y-auto">
              {requests.map((request) => (
                <li key={request.requestId}>
                  <a
                    href={hrefOf({ request: request.requestId })}
                    aria-current={request.requestId === chosen ? 'true' : undefined}
                    className={cn(
                      'flex flex-col gap-1 px-3 py-2 text-sm hover:bg-neutral-100',
                      request.requestId === chosen && 'bg-caspian-50',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2 font-semibold text-ink">
                      {formatOrderNumber(request.orderNumber)} · {request.storeName}
                      <OrderStatusBadge status={request.orderStatus} />
                    </span>
                    <span className="text-ink-muted">{t(`help.reasons.${request.reason}`)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )
        }
        conversation={selected ? <HelpRequestPane key={selected.requestId} request={selected} /> : null}
        placeholder={t('help.admin.pick')}
        onBack={() => setParams(new URLSearchParams(tab === HELP_STATUS.CLOSED ? { status: tab } : {}))}
      />
    </div>
  );
}
