import { useTranslation } from 'react-i18next';
import { OrdersAtAGlance, StoreDashboard, StoreDashboardError, StoreDashboardSkeleton } from '@marketplace/design-system';
import { useDashboard } from '../../../data/dashboard.ts';
import { useClientInfo } from '../../../data/profile.ts';
import { useStoreOrderCounts } from '../../../data/sellerOrders.ts';
import { ordersHref } from '../orders/orderListParams.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { isPresent, useLiveState } from '../../../realtime/useLiveState.ts';
import { productsHref } from '../products/listParams.ts';
import { NEW_PRODUCT_PARAM } from '../products/productFormParams.ts';
import { onboardingOf } from './onboarding.ts';
import { QrCodesSection } from './QrCodesSection.tsx';

const LINKS = {
  profile: '/profile',
  newProduct: `${productsHref({})}?${NEW_PRODUCT_PARAM}=1`,
  products: productsHref({}),
};

const ORDER_LINKS = {
  newOrders: ordersHref({ status: 'PLACED' }),
  // Open orders by ship-by date: the due and the late ones come first.
  dueSoon: ordersHref({}),
  late: ordersHref({}),
};

/** `/`: the store at a glance (spec §2) with its real figures and the first steps until they are done. */
export function DashboardPage() {
  const { t } = useTranslation();
  const figures = useDashboard();
  const profile = useClientInfo();
  const orderCounts = useStoreOrderCounts();
  // The seller using the panel is online while its live connection is up (the same one that brings new orders).
  const online = isPresent(useLiveState());

  let body;
  if (figures.isError || profile.isError) {
    body = (
      <StoreDashboardError
        retrying={figures.isFetching || profile.isFetching}
        onRetry={() => {
          if (figures.isError) void figures.refetch();
          if (profile.isError) void profile.refetch();
        }}
      />
    );
  } else if (!figures.data || !profile.data) {
    body = <StoreDashboardSkeleton />;
  } else {
    body = (
      <StoreDashboard
        store={{ ...profile.data, isOnline: online }}
        figures={figures.data}
        onboarding={onboardingOf(profile.data, figures.data)}
        links={LINKS}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('pages.merchant.dashboard.title')} description={t('pages.merchant.dashboard.description')} />
      {body}
      {orderCounts.data && <OrdersAtAGlance counts={orderCounts.data} links={ORDER_LINKS} className="mt-6" />}
      <QrCodesSection />
    </div>
  );
}
