import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';

export interface NotFoundProps {
  /** The home page of the current site. */
  homeHref?: string;
  className?: string;
}

/** The 404 page: 'Oops! Buralar hələ kəşf edilməyib' with a link back home. */
export function NotFound({ homeHref = '/', className }: NotFoundProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      data-slot="not-found"
      aria-labelledby={titleId}
      className={cn('flex min-h-[60vh] items-center justify-center px-4 py-16', className)}
    >
      <div className="flex max-w-lg flex-col items-center text-center">
        <p aria-hidden="true" className="font-display text-5xl font-semibold text-brand-600 sm:text-[6rem] sm:leading-none">
          404
        </p>
        <h1 id={titleId} className="mt-6 font-display text-3xl font-semibold text-ink break-words">
          {t('notFound.title')}
        </h1>
        <p className="mt-3 text-lg text-ink-muted">{t('notFound.description')}</p>
        <Button asChild size="lg" className="mt-8">
          <a href={homeHref}>
            <span aria-hidden="true">←</span>
            {t('notFound.backHome')}
          </a>
        </Button>
      </div>
    </section>
  );
}
