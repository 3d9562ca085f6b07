import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@marketplace/design-system';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PageMeta } from './PageMeta.tsx';

/** Route error boundary: a 404 shows the not-found page, anything else the error screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return (
    <>
      <PageMeta title={t('pages.error.title')} noIndex />
      <ErrorScreen homeHref="/" />
    </>
  );
}
