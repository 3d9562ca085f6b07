import { useTranslation } from 'react-i18next';
import { errorMessageKeys } from '@marketplace/design-system';

/** The toast of a heart or follow that was refused: why, in the page's language. */
export function FavouriteFailedToast({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <span>{t(errorMessageKeys(error, 'favourites.failed'))}</span>;
}
