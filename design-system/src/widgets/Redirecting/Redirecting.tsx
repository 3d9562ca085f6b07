import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { SpinnerIcon } from '../../primitives/Spinner/index.ts';

export interface RedirectingProps {
  className?: string;
}

/** The redirect page's 'Redirecting you' spinner; announced politely to screen readers. */
export function Redirecting({ className }: RedirectingProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-slot="redirecting"
      className={cn('flex min-h-[50vh] flex-col items-center justify-center gap-5 px-4 py-16 text-center', className)}
    >
      <SpinnerIcon size="lg" className="text-brand-600" />
      <p className="text-xl font-semibold text-ink">{t('redirect.message')}</p>
    </div>
  );
}
