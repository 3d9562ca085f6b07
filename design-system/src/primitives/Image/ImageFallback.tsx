import { useTranslation } from 'react-i18next';
import { ImagePlaceholder } from './ImagePlaceholder.tsx';

/** The placeholder of a missing photo, named after it (the photo's own component needs no translations). */
export function ImageFallback({ alt }: { alt: string }) {
  const { t } = useTranslation();
  return (
    <ImagePlaceholder
      label={alt === '' ? '' : t('primitives.image.unavailable', { alt, interpolation: { escapeValue: false } })}
    />
  );
}
