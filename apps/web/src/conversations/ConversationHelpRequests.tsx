import { isHelpActive, type Conversation } from '@marketplace/contract';
import { HelpRequestCard } from '@marketplace/design-system';
import { useChatHelpRequests, useEscalateHelpRequest, useResolveHelpRequest } from '../data/helpRequests.ts';

interface ConversationHelpRequestsProps {
  chatId: string;
  conversation: Conversation;
}

/**
 * The help requests in progress that were opened in this conversation, under its product: the buyer
 * sees where theirs stands (and may ask the marketplace after 48 hours), the store marks it resolved.
 * Each links the order's page on the viewer's site.
 */
export function ConversationHelpRequests({ chatId, conversation }: ConversationHelpRequestsProps) {
  const seller = conversation.viewerSender === 'received';
  const requests = useChatHelpRequests(chatId);
  const resolve = useResolveHelpRequest();
  const escalate = useEscalateHelpRequest();
  const active = (requests.data?.requests ?? []).filter((request) => isHelpActive(request.status));
  if (active.length === 0) return null;
  return (
    <div data-slot="conversation-help" className="flex flex-col gap-2 px-4 pb-3">
      {active.map((request) => (
        <HelpRequestCard
          key={request.requestId}
          request={request}
          viewer={seller ? 'seller' : 'buyer'}
          headingLevel={3}
          orderHref={seller ? `/orders/${request.orderId}` : `/profile/orders/${request.orderId}`}
          onResolve={seller ? (one) => resolve.mutateAsync(one.requestId) : undefined}
          onEscalate={seller ? undefined : (one) => escalate.mutateAsync(one.requestId)}
        />
      ))}
    </div>
  );
}
