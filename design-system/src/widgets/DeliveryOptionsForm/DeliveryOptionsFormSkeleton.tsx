import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';

/** The delivery options' place while they load: the same sections, so nothing jumps when the form arrives. */
export function DeliveryOptionsFormSkeleton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-slot="delivery-options-form-skeleton" className={cn('flex flex-col gap-6', className)}>
      <span role="status" className="sr-only">
        {t('deliveryOptions.loading')}
      </span>
      {[1, 2, 1, 1].map((rows, section) => (
        <div key={section} className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-4 sm:p-6">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-4 w-full max-w-md" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-10 w-full sm:max-w-xs" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
