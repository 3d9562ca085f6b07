import { useNavigate, useParams } from 'react-router';
import { OrderDetail, productChatHref, productHref } from '@marketplace/design-system';
import { orderMoveOf, useChangeOrderStatus, useLiveOrders, useOrder } from '../../data/orders.ts';
import { OrderHelpRequests } from '../../orders/OrderHelpRequests.tsx';
import { OrderLoadFallback } from '../../orders/OrderLoadFallback.tsx';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { BuyerOrderReviews } from './BuyerOrderReviews.tsx';

function BuyerOrder({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const order = useOrder(orderId);
  useLiveOrders();
  const change = useChangeOrderStatus();

  if (!order.data) return <OrderLoadFallback order={order} backHref="/profile/orders" />;
  const firstItem = order.data.lines.find((line) => line.itemId !== null);
  return (
    <>
      <OrderDetail
        order={order.data}
        variant="buyer"
        onAction={orderMoveOf(change, orderId)}
        onMessageStore={
          firstItem?.itemId
            ? () => void navigate(productChatHref({ id: firstItem.itemId ?? '', productName: firstItem.title }))
            : undefined
        }
        itemHref={(itemId) =>
          productHref({ id: itemId, productName: order.data.lines.find((line) => line.itemId === itemId)?.title ?? '' })
        }
      />
      <BuyerOrderReviews order={order.data} />
      <OrderHelpRequests order={order.data} viewer="buyer" />
    </>
  );
}

/** One of the buyer's orders by its address (`/profile/orders/:orderId`). */
export default function BuyerOrderContent() {
  const { orderId = '' } = useParams();
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <BuyerOrder orderId={orderId} />
    </SiteQueryProvider>
  );
}
