import { useTranslation } from 'react-i18next';
import { PageHeading } from '@marketplace/design-system';
import { PageMeta } from '../pages/PageMeta.tsx';

/** A section still being built: its title, what it will hold, and that it is coming. */
export function ComingSection({ section }: { section: string }) {
  const { t } = useTranslation();
  const title = t(`pages.admin.${section}.title`);
  return (
    <div className="flex flex-col gap-3 px-4 py-4 sm:px-6">
      <PageMeta title={title} noIndex />
      <PageHeading title={title} subtitle={t(`pages.admin.${section}.description`)} />
      <p className="text-sm text-ink-muted">{t('admin.coming')}</p>
    </div>
  );
}
