import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@marketplace/design-system';
import { isTryAgainShortly } from '../api/tryAgainShortly.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PageMeta } from './PageMeta.tsx';

/**
 * Route error boundary: a 404 shows the not-found page; a 503 (database or server unavailable for a
 * moment) says "back in a moment" with a link that loads this same page again; anything else the
 * error screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = !notFound && isTryAgainShortly(error);

  useEffect(() => {
    if (!notFound && !unavailable) console.error(error);
  }, [error, notFound, unavailable]);

  if (notFound) return <NotFoundPage />;
  if (unavailable) {
    return (
      <>
        <PageMeta title={t('errorScreen.unavailableTitle')} noIndex />
        <ErrorScreen
          homeHref={`${pathname}${search}`}
          title={t('errorScreen.unavailableTitle')}
          hint={t('errorScreen.unavailableHint')}
        />
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('pages.error.title')} noIndex />
      <ErrorScreen homeHref="/" />
    </>
  );
}
