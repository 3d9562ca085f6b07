import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvertiseDialog, errorMessageKeys, notify, type SellerProductCardItem } from '@marketplace/design-system';
import { useCreatePromotion } from '../../../data/promotions.ts';

/**
 * The product card's Advertise: the dialog for the chosen product; a sent request is confirmed by a
 * toast, a refused one says why in the dialog.
 */
export function useAdvertiseProduct() {
  const { t, i18n } = useTranslation();
  const [product, setProduct] = useState<SellerProductCardItem | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreatePromotion();

  const dialog = product ? (
    <AdvertiseDialog
      open
      productName={product.productName}
      message={message}
      onOpenChange={(open) => {
        if (!open) setProduct(null);
      }}
      onSubmit={async (days) => {
        setMessage(null);
        try {
          await create.mutateAsync({ itemId: product.id, days });
          setProduct(null);
          notify.success(t('promotions.advertise.sent'));
        } catch (error) {
          const key = errorMessageKeys(error, 'favourites.failed').find((candidate) => i18n.exists(candidate));
          setMessage(t(key ?? 'favourites.failed'));
        }
      }}
    />
  ) : null;

  return {
    open: (item: SellerProductCardItem) => {
      setMessage(null);
      setProduct(item);
    },
    dialog,
  };
}
