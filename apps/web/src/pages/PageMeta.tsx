import { useTranslation } from 'react-i18next';

export interface PageMetaProps {
  title: string;
  description?: string;
  /** Pages with no content of their own (redirects, errors) stay out of search indexes. */
  noIndex?: boolean;
  /** Absolute address of the page (canonical and og:url). */
  canonical?: string;
  /** Absolute address of the preview image messengers show for a shared link (og:image). */
  image?: string;
  /** Open Graph type, e.g. `product`; `website` by default. */
  ogType?: string;
}

/** Per-page `<title>` and description; React hoists them into `<head>` on the server and in the browser. */
export function PageMeta({ title, description, noIndex = false, canonical, image, ogType = 'website' }: PageMetaProps) {
  const { t } = useTranslation();
  return (
    <>
      {/* One string: an array of children would be emitted as an empty <title> on the server. */}
      <title>{`${title} | ${t('shell.brand')}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {canonical || image ? <meta property="og:title" content={title} /> : null}
      {(canonical || image) && description ? <meta property="og:description" content={description} /> : null}
      {canonical || image ? <meta property="og:type" content={ogType} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      {image ? <meta name="twitter:card" content="summary_large_image" /> : null}
    </>
  );
}
