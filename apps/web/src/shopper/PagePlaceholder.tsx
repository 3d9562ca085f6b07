import { useTranslation } from 'react-i18next';
import { Skeleton } from '@marketplace/design-system';

/** A page's content while its session is read or its chunk loads: rounded blocks of the given heights, read out as loading. */
export function PagePlaceholder({ blocks }: { blocks: ReadonlyArray<'h-20' | 'h-32' | 'h-40'> }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      {blocks.map((height, index) => (
        <Skeleton key={index} rounded="xl" className={`${height} w-full`} />
      ))}
    </div>
  );
}
