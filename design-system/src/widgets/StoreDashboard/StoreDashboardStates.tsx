import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { Icon, TriangleAlertIcon } from '../../primitives/Icon/index.ts';

/** The dashboard's shape while its figures load; announced once as busy. */
export function StoreDashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-slot="store-dashboard-skeleton" aria-busy="true" className="@container flex flex-col gap-6">
      <span role="status" className="sr-only">
        {t('merchant.dashboard.loading')}
      </span>
      <div className="overflow-hidden rounded-xl border border-line bg-surface">
        <Skeleton rounded="none" className="aspect-[4/1] max-h-56 w-full" />
        <div className="flex gap-4 p-4 sm:p-6">
          <Skeleton rounded="full" className="-mt-10 size-20 shrink-0 sm:-mt-14 sm:size-28" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 @xl:grid-cols-3 @4xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} rounded="lg" className="h-24" />
        ))}
      </div>
    </div>
  );
}

export interface StoreDashboardErrorProps {
  onRetry: () => void;
  retrying?: boolean;
}

/** The dashboard could not be read: say so and offer to try again in place. */
export function StoreDashboardError({ onRetry, retrying = false }: StoreDashboardErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-slot="store-dashboard-error" className="rounded-xl border border-line bg-surface">
      <EmptyState
        density="compact"
        headingLevel={2}
        icon={<Icon icon={TriangleAlertIcon} size="full" className="text-danger-600" />}
        title={t('merchant.dashboard.error.title')}
        description={t('merchant.dashboard.error.hint')}
        action={
          <Button variant="outline" onClick={onRetry} isLoading={retrying}>
            {t('merchant.dashboard.error.retry')}
          </Button>
        }
      />
    </div>
  );
}
