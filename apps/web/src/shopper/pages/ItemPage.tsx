import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import {
  CART_MAX_QUANTITY,
  SIMILAR_ITEMS_SHOWN_OVER,
  STOCKED_ITEM_TYPE,
  formatManat,
  unitPriceOf,
  type Item,
} from '@marketplace/contract';
import {
  Byline,
  DiscountBadge,
  PriceTag,
  ProductCard,
  ProductGallery,
  ProductRail,
  PurchasePanel,
  Rating,
  ReadMore,
  VerifiedMark,
  companyHref,
  type PurchaseVariation,
  productHref,
} from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { MESSAGES_PATH } from '../../conversations/messagesAddress.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { plainDescription } from '../item/itemMeta.ts';
import { ITEM_CHAT_PANEL_ID } from '../item/chatBoxMarker.ts';
import { ItemChatSlot } from '../item/ItemChatSlot.tsx';
import { ItemDeliverySlot } from '../item/ItemDeliverySlot.tsx';
import { ItemReviews } from '../item/ItemReviews.tsx';
import { useCustomOrderPanel } from '../item/useCustomOrderPanel.ts';
import { useItemActions } from '../item/useItemActions.ts';
import { useRegisterView } from '../item/useRegisterView.ts';
import { shownPriceOf } from '../item/variationPrice.ts';
import type { ItemPageData } from './item.data.ts';
import { RAIL_CARD_LATER, RAIL_LATER } from './renderLater.ts';
import { ItemHeart } from '../favourites/ItemHeart.tsx';

/** Ours, for handmade work: "Made to order — ships in N days"; nothing when neither is said. */
function processingTimeOf(item: Pick<Item, 'madeToOrder' | 'processingDays'>, t: TFunction): string | null {
  const count = item.processingDays;
  if (count > 0) {
    return item.madeToOrder ? t('itemPage.processing.madeToOrderShips', { count }) : t('itemPage.processing.ships', { count });
  }
  return item.madeToOrder ? t('itemPage.processing.madeToOrder') : null;
}

/** Spec §2 product page: gallery, price, description, choices, add to cart, custom order, similar items. */
export function ItemPage() {
  const { item, similar, reviews, variations } = useLoaderData() as ItemPageData;
  const { t, i18n } = useTranslation();
  // The combination of the product's variations the buyer has chosen: the price shows its own.
  const [variation, setVariation] = useState<PurchaseVariation | null>(null);
  const shown = shownPriceOf(item, variations, variation);
  const config = usePublicConfig();
  const actions = useItemActions(item);
  const chat = useCustomOrderPanel(item);
  const messagesHref = `${config.merchantUrl}${MESSAGES_PATH}`;
  useRegisterView(item.id);

  const counted = item.itemType === STOCKED_ITEM_TYPE;
  const processingTime = processingTimeOf(item, t);
  const canonical = new URL(productHref(item), config.siteUrl).href;
  const ogImage = item.coverImage ? new URL(item.coverImage, config.siteUrl).href : undefined;

  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta
        title={item.productName}
        description={plainDescription(item.productInfo)}
        canonical={canonical}
        image={ogImage}
        ogType="product"
      />
      {/* The chat panel's column exists only while the panel has content: an empty one would leave a blank strip. */}
      <div className="grid gap-8 lg:grid-cols-2 lg:has-[>aside:not(:empty)]:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <ProductGallery coverImage={item.coverImage} media={item.media} alt={item.productName} />
        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col gap-2">
            <h1 className="font-display text-3xl font-semibold text-ink [overflow-wrap:anywhere]">{item.productName}</h1>
            <Byline
              parts={[
                item.authorName.trim() !== '' && t('itemPage.by', { name: item.authorName }),
                item.clientInfo.companyName.trim() !== '' && (
                  <span key="store" className="inline-flex flex-wrap items-center gap-1.5">
                    <a
                      href={companyHref({ id: item.clientInfo.id, companyName: item.clientInfo.companyName })}
                      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {item.clientInfo.companyName}
                    </a>
                    {item.clientInfo.verified && <VerifiedMark />}
                  </span>
                ),
              ]}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Rating rating={item.rating} count={item.ratingCount} whenNone="say" />
              <ItemHeart itemId={item.id} productName={item.productName} favCount={item.favCount} />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              {shown.from !== null ? (
                <p data-slot="price-from" className="text-2xl font-semibold text-ink tabular-nums">
                  {t('variations.page.from', { price: formatManat(shown.from, i18n.language) })}
                </p>
              ) : (
                <PriceTag price={shown.price} salePrice={shown.salePrice} size="lg" />
              )}
              <DiscountBadge discountType={item.discountType} discountValue={item.discountValue} />
            </div>
            {processingTime && (
              <p data-slot="processing-time" className="text-sm font-medium text-ink">
                {processingTime}
              </p>
            )}
          </header>
          <PurchasePanel
            // Shown again with the choice a guest made before signing in, as it is added.
            key={actions.resumedChoice ? `${item.id}:resumed` : item.id}
            initialChoice={actions.resumedChoice ?? undefined}
            productName={item.productName}
            attributes={counted && !variations ? [] : item.attributes}
            pocketTypes={item.pocketTypes}
            pocketFees={item.pocketFees}
            unitPrice={unitPriceOf(item)}
            maxQuantity={counted ? item.stockCount : CART_MAX_QUANTITY}
            available={!counted || item.stockCount > 0}
            onAddToCart={actions.addToCart}
            customOrder={chat.access === 'own' ? 'own' : 'available'}
            onCustomOrder={chat.press}
            messagesHref={messagesHref}
            chatPanelId={ITEM_CHAT_PANEL_ID}
            chatOpen={chat.open}
            personalization={item.personalization.enabled ? item.personalization : null}
            variations={variations}
            onVariationChange={setVariation}
          />
          <ItemDeliverySlot item={item} />
          <section aria-labelledby="item-description" className="flex flex-col gap-2 border-t border-line pt-6">
            <h2 id="item-description" className="font-display text-xl font-semibold">
              {t('itemPage.description')}
            </h2>
            <ReadMore key={item.id} html={item.productInfo} />
          </section>
        </div>
        <aside
          id={ITEM_CHAT_PANEL_ID}
          aria-label={t('itemPage.chatPanel')}
          data-state={chat.open ? 'open' : 'closed'}
          hidden={!chat.open}
          className="empty:hidden lg:sticky lg:top-24 lg:w-80 lg:self-start"
        >
          {chat.open && <ItemChatSlot access={chat.access} item={item} messagesHref={messagesHref} onClose={chat.close} />}
        </aside>
      </div>
      <ItemReviews reviews={reviews} />
      {similar.length > SIMILAR_ITEMS_SHOWN_OVER && (
        <ProductRail title={t('itemPage.similar')} className={`mt-12 ${RAIL_LATER}`}>
          {similar.map((other) => (
            <ProductCard key={other.id} item={other} href={productHref(other)} className={RAIL_CARD_LATER} />
          ))}
        </ProductRail>
      )}
    </div>
  );
}
