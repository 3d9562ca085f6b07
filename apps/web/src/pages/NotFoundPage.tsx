import { useTranslation } from 'react-i18next';
import { NotFound } from '@marketplace/design-system';
import { PageMeta } from './PageMeta.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.notFound.title')} noIndex />
      <NotFound homeHref="/" />
    </>
  );
}
