import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bakuDate, type Conversation, type Offer } from '@marketplace/contract';
import { Button, OfferAcceptDialog, OfferCard, OfferComposer, productHref } from '@marketplace/design-system';
import { isApiError, type ApiError } from '../api/ApiError.ts';
import { useDeliveryOptions } from '../data/deliveryOptions.ts';
import { useAcceptOffer, useChatOffers, useSaveOffer, useWithdrawOffer } from '../data/offers.ts';
import { useClientInfo } from '../data/profile.ts';
import { useSellerItems } from '../data/sellerItems.ts';

const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A refusal's field messages as the dialogs take them (codes they translate, or the server's text). */
const fieldsOf = (error: ApiError | null): Record<string, string> => (isApiError(error) ? (error.fields ?? {}) : {});

function useRefusalText() {
  const { t } = useTranslation();
  return (error: ApiError | null) =>
    error ? t([`offers.errors.${error.code}`, `errors.${error.code}`, 'errors.UNEXPECTED_RESPONSE']) : null;
}

interface ConversationOffersProps {
  chatId: string;
  conversation: Conversation;
}

/**
 * The conversation's offer, under its product: the newest version as a card (every version is kept
 * on the server). The seller sends, changes or withdraws it; the buyer accepts it into an order.
 */
export function ConversationOffers({ chatId, conversation }: ConversationOffersProps) {
  const { t } = useTranslation();
  const seller = conversation.viewerSender === 'received';
  const offers = useChatOffers(chatId);
  const withdraw = useWithdrawOffer(chatId);
  const [composing, setComposing] = useState<{ offer: Offer | null } | null>(null);
  const [accepting, setAccepting] = useState<Offer | null>(null);
  const latest = offers.data?.offers.at(-1) ?? null;
  const today = bakuDate(new Date());
  const orderHref = (orderId: string) => (seller ? `/orders/${orderId}` : `/profile/orders/${orderId}`);

  return (
    <div data-slot="conversation-offers" className="flex flex-col gap-2">
      {latest && (
        <OfferCard
          offer={latest}
          viewer={seller ? 'seller' : 'buyer'}
          today={today}
          itemHref={
            latest.basedOnItem ? productHref({ id: latest.basedOnItem.itemId, productName: latest.basedOnItem.title }) : undefined
          }
          orderHref={latest.orderId ? orderHref(latest.orderId) : undefined}
          {...(seller
            ? {
                onChange: (offer: Offer) => setComposing({ offer }),
                onWithdraw: (offer: Offer) => withdraw.mutateAsync(offer.offerId),
              }
            : { onAccept: (offer: Offer) => setAccepting(offer) })}
        />
      )}
      {seller && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setComposing({ offer: null })}>
          {t('offers.composer.openNew')}
        </Button>
      )}
      {seller && composing && (
        <SellerComposer chatId={chatId} offer={composing.offer} today={today} onDone={() => setComposing(null)} />
      )}
      {!seller && accepting && (
        <BuyerAccept
          chatId={chatId}
          offer={accepting}
          storeId={conversation.seller.id}
          today={today}
          onDone={() => setAccepting(null)}
        />
      )}
    </div>
  );
}

/** The seller's dialog: a new offer, or a new version of the open one. */
function SellerComposer({
  chatId,
  offer,
  today,
  onDone,
}: {
  chatId: string;
  offer: Offer | null;
  today: string;
  onDone: () => void;
}) {
  const save = useSaveOffer(chatId);
  const refusal = useRefusalText();
  const items = useSellerItems({ page: 1 });
  return (
    <OfferComposer
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      today={today}
      offer={offer}
      items={(items.data?.items ?? []).map((item) => ({ itemId: item.id, title: item.productName }))}
      onSubmit={(body) => save.mutateAsync({ offerId: offer?.offerId ?? null, body }).then(onDone)}
      sending={save.isPending}
      errors={fieldsOf(save.error)}
      message={refusal(save.error)}
    />
  );
}

/** The buyer's checkout step for an offer: contact, delivery or the store's pickup. */
function BuyerAccept({
  chatId,
  offer,
  storeId,
  today,
  onDone,
}: {
  chatId: string;
  offer: Offer;
  storeId: string;
  today: string;
  onDone: () => void;
}) {
  const accept = useAcceptOffer(chatId);
  const refusal = useRefusalText();
  const account = useClientInfo();
  const delivery = useDeliveryOptions(storeId);
  // One key per try of this offer: a repeat after a lost answer places it once.
  const key = useRef(newKey());
  // The form starts from the account's name and phone and the store's pickup: it opens once they are read.
  if (account.isPending || delivery.isPending) return null;
  return (
    <OfferAcceptDialog
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      offer={offer}
      today={today}
      pickup={delivery.data?.pickup.enabled ? delivery.data.pickup.address : null}
      initialValues={{
        name: [account.data?.name, account.data?.lastname].filter(Boolean).join(' '),
        phone: account.data?.phoneNumber ?? '',
      }}
      onSubmit={(body) => accept.mutateAsync({ offerId: offer.offerId, body, idempotencyKey: key.current }).then(onDone)}
      placing={accept.isPending}
      errors={fieldsOf(accept.error)}
      message={refusal(accept.error)}
    />
  );
}
