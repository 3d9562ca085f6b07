import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';

/** The profile's place while it loads: the same sections, so nothing jumps when the form arrives. */
export function StoreProfileFormSkeleton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-slot="store-profile-form-skeleton" className={cn('flex flex-col gap-6', className)}>
      <span role="status" className="sr-only">
        {t('merchantProfile.loading')}
      </span>
      <div className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
        <Skeleton className="h-6 w-48" />
        <Skeleton rounded="lg" className="aspect-[4/1] w-full" />
        <div className="flex items-center gap-4">
          <Skeleton rounded="full" className="size-24" />
          <Skeleton className="h-8 w-40" />
        </div>
      </div>
      {[4, 3].map((rows, section) => (
        <div key={section} className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-4 sm:p-6">
          <Skeleton className="h-6 w-56" />
          <div className="grid gap-5 sm:grid-cols-2">
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
