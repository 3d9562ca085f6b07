import { useTranslation } from 'react-i18next';
import { PageHeading } from '@marketplace/design-system';
import { PageMeta } from './PageMeta.tsx';

export interface PlaceholderPageProps {
  /** Translation section of the page under `pages.`, e.g. `home` or `merchant.products`. */
  page: string;
}

/** A page whose content is still to come: its translated title, description and meta tags. */
export function PlaceholderPage({ page }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  const description = t(`pages.${page}.description`);
  return (
    <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6 lg:px-8">
      <PageMeta title={title} description={description} />
      <PageHeading title={title} subtitle={description} />
    </div>
  );
}
