import { useTranslation } from 'react-i18next';
import { Spinner } from '@marketplace/design-system';

/**
 * What a client-rendered site shows while the first page's code loads
 * (React Router's hydrate fallback for lazy routes).
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
