import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Icon, TriangleAlertIcon } from '../../primitives/Icon/index.ts';

export interface ErrorScreenProps {
  /** Where the refresh link goes (spec: "a refresh button to /"). */
  homeHref?: string;
  /** When given, a second button retries in place (e.g. resets an error boundary). */
  onRetry?: () => void;
  /** Other words than the generic failure's (e.g. "back in a moment" while the service is unavailable). */
  title?: string;
  hint?: string;
  className?: string;
}

/** Shown for any unhandled failure: 'Bir hata oluştu', a hint to refresh, a refresh link to the home page. */
export function ErrorScreen({ homeHref = '/', onRetry, title, hint, className }: ErrorScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      data-slot="error-screen"
      aria-labelledby={titleId}
      className={cn('flex min-h-[60vh] items-center justify-center px-4 py-16', className)}
    >
      <div className="flex max-w-md flex-col items-center text-center">
        <Icon icon={TriangleAlertIcon} size={14} className="text-danger-600" />
        <h1 id={titleId} className="mt-6 font-display text-3xl font-semibold text-ink">
          {title ?? t('errorScreen.title')}
        </h1>
        <p className="mt-3 text-lg text-ink-muted">{hint ?? t('errorScreen.hint')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {/* A full page load, not client navigation: it is the refresh the hint asks for. */}
          <Button asChild size="lg">
            <a href={homeHref}>{t('errorScreen.refresh')}</a>
          </Button>
          {onRetry ? (
            <Button variant="outline" size="lg" onClick={onRetry}>
              {t('errorScreen.retry')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
