import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpReasonsFor, isHelpActive, type HelpRequest, type OrderDetail } from '@marketplace/contract';
import { Button, HelpRequestCard, HelpRequestDialog, productChatHref } from '@marketplace/design-system';
import { messagesHref } from '../conversations/messagesAddress.ts';
import { useEscalateHelpRequest, useOpenHelpRequest, useOrderHelpRequests, useResolveHelpRequest } from '../data/helpRequests.ts';

export interface OrderHelpRequestsProps {
  order: Pick<OrderDetail, 'orderId' | 'number' | 'status'>;
  /** The buyer's order page (they open and escalate) or the store's (it resolves). */
  viewer: 'buyer' | 'seller';
}

/** Where a request's conversation is for each side: the product page's chat, or the panel's Messages. */
function conversationHrefOf(request: HelpRequest, viewer: 'buyer' | 'seller'): string | undefined {
  if (!request.chat) return undefined;
  return viewer === 'buyer'
    ? productChatHref({ id: request.chat.itemId, productName: request.chat.productName })
    : messagesHref(request.chat.chatId);
}

/**
 * An order's help requests on its page: each as a card with its conversation, the store's
 * "mark resolved" and the buyer's "ask the marketplace"; and for the buyer "Get help" when a reason
 * fits the order and no request is in progress, which opens the dialog.
 */
export function OrderHelpRequests({ order, viewer }: OrderHelpRequestsProps) {
  const { t } = useTranslation();
  const requests = useOrderHelpRequests(order.orderId);
  const open = useOpenHelpRequest(order.orderId);
  const resolve = useResolveHelpRequest();
  const escalate = useEscalateHelpRequest();
  const [asking, setAsking] = useState(false);
  const list = requests.data?.requests ?? [];
  const reasons = helpReasonsFor(order.status);
  const mayOpen = viewer === 'buyer' && requests.isSuccess && reasons.length > 0 && !list.some((one) => isHelpActive(one.status));
  if (list.length === 0 && !mayOpen) return null;

  return (
    <section
      aria-labelledby="order-help-heading"
      data-slot="order-help"
      className="mx-auto mt-8 flex w-full max-w-content flex-col gap-3 px-4 pb-8 sm:px-6 lg:px-8"
    >
      <h2 id="order-help-heading" className="font-display text-xl font-semibold text-ink">
        {t('help.requests')}
      </h2>
      {list.map((request) => (
        <HelpRequestCard
          key={request.requestId}
          request={request}
          viewer={viewer}
          conversationHref={conversationHrefOf(request, viewer)}
          onResolve={viewer === 'seller' ? (one) => resolve.mutateAsync(one.requestId) : undefined}
          onEscalate={viewer === 'buyer' ? (one) => escalate.mutateAsync(one.requestId) : undefined}
        />
      ))}
      {mayOpen ? (
        <Button variant="outline" className="self-start" onClick={() => setAsking(true)}>
          {t('help.getHelp')}
        </Button>
      ) : null}
      <HelpRequestDialog
        open={asking}
        onOpenChange={setAsking}
        orderNumber={order.number}
        reasons={reasons}
        onSubmit={async (body) => {
          await open.mutateAsync(body);
          setAsking(false);
        }}
      />
    </section>
  );
}
