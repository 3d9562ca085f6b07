import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@marketplace/design-system';
import { usePublicConfig } from '../config/usePublicConfig.ts';

/**
 * A seller's session has no buyer's cart or orders (the API answers 403): say so, and lead to the
 * seller panel's page for it (`panelPath`, e.g. `/orders`).
 */
export function SellerAccountNotice({ panelPath = '' }: { panelPath?: string }) {
  const { t } = useTranslation();
  const { merchantUrl } = usePublicConfig();
  return (
    <EmptyState
      title={t('cart.sellerAccount.title')}
      description={t('cart.sellerAccount.description')}
      action={
        <Button asChild>
          <a href={panelPath ? `${merchantUrl.replace(/\/+$/, '')}${panelPath}` : merchantUrl}>
            {t('cart.sellerAccount.action')}
          </a>
        </Button>
      }
    />
  );
}
