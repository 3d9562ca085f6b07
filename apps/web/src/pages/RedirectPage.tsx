import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirecting } from '@marketplace/design-system';
import { readPublicConfig } from '../config/publicConfig.ts';
import { lazyRedirectApi } from '../auth/lazyRedirectApi.ts';
import { decideRedirect } from '../auth/redirectDecision.ts';
import { runRedirectAction } from '../auth/runRedirectAction.ts';
import { PageMeta } from './PageMeta.tsx';

/**
 * The redirect page (`/__rd`, `/app`, `/t_app`, `/logout`): a spinner while the redirect
 * happens. The work runs in an effect, after hydration on the shopper host.
 */
export function RedirectPage() {
  const { t } = useTranslation();

  useEffect(() => {
    const config = readPublicConfig();
    const action = decideRedirect({
      pathname: window.location.pathname,
      search: window.location.search,
      origin: window.location.origin,
      userAgent: window.navigator.userAgent,
      config,
    });
    return runRedirectAction(action, {
      api: lazyRedirectApi,
      config,
      go: (url) => window.location.replace(url),
    });
  }, []);

  return (
    <>
      <PageMeta title={t('pages.redirect.title')} noIndex />
      <Redirecting />
    </>
  );
}
