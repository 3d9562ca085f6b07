import { useTranslation } from 'react-i18next';

export interface PageMetaProps {
  title: string;
  description?: string;
  /** Pages with no content of their own (redirects, errors) stay out of search indexes. */
  noIndex?: boolean;
}

/** Per-page `<title>` and description; React hoists them into `<head>` on the server and in the browser. */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const { t } = useTranslation();
  return (
    <>
      {/* One string: an array of children would be emitted as an empty <title> on the server. */}
      <title>{`${title} | ${t('shell.brand')}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
