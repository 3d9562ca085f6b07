import { useState } from 'react';
import { unitPriceOf, type Item } from '@marketplace/contract';
import { DeliveryEstimate, deliveryEstimateFor } from '@marketplace/design-system';
import { useDeliveryOptions } from '../../data/deliveryOptions.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { readBuyerCity, rememberBuyerCity } from '../../storage/buyerCity.ts';

export type ItemDeliveryItem = Pick<Item, 'merchantId' | 'processingDays' | 'productPrice' | 'salePrice'>;

function Delivery({ item }: { item: ItemDeliveryItem }) {
  const [city, setCity] = useState(readBuyerCity);
  // The store's options are read once a city is known, or as the buyer goes to choose one.
  const [choosing, setChoosing] = useState(false);
  const options = useDeliveryOptions(item.merchantId, { enabled: city !== null || choosing });
  const [now] = useState(() => new Date());
  const estimate =
    city !== null && options.data
      ? deliveryEstimateFor(options.data, city, { unitPrice: unitPriceOf(item), processingDays: item.processingDays }, now)
      : null;
  return (
    <DeliveryEstimate
      city={city}
      estimate={estimate}
      failed={options.isError}
      onCityPickerOpen={() => setChoosing(true)}
      onCityChange={(next) => {
        setCity(next === '' ? null : next);
        rememberBuyerCity(next);
      }}
    />
  );
}

/**
 * The product page's delivery for the buyer's remembered city (its own lazily loaded chunk, shown
 * after hydration: the server-rendered page is the same for every buyer).
 */
export default function ItemDelivery({ item }: { item: ItemDeliveryItem }) {
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <Delivery item={item} />
    </SiteQueryProvider>
  );
}
