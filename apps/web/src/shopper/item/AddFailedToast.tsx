import { useTranslation } from 'react-i18next';
import { errorMessageKeys } from '@marketplace/design-system';

/** The toast of an add to cart that was refused: why, in the page's language. */
export function AddFailedToast({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <span>{t(errorMessageKeys(error, 'itemPage.addFailed', 'itemPage.errors'))}</span>;
}
