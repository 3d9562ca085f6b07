import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../../primitives/Button/buttonVariants.ts';

export interface StoreLinksProps {
  appStoreUrl: string;
  playStoreUrl: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** The two app-store buttons. */
export function StoreLinks({ appStoreUrl, playStoreUrl, size = 'md', className }: StoreLinksProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <a href={appStoreUrl} className={buttonVariants({ size })}>
        {t('frame.app.appStore')}
      </a>
      <a href={playStoreUrl} className={buttonVariants({ variant: 'outline', size })}>
        {t('frame.app.playStore')}
      </a>
    </div>
  );
}
