import { useTranslation } from 'react-i18next';

/** The toast of a product added to the cart, with the way to the cart. */
export function AddedToCartToast({ cartHref }: { cartHref: string }) {
  const { t } = useTranslation();
  return (
    <span>
      {t('itemPage.added')}{' '}
      <a href={cartHref} className="font-semibold underline underline-offset-4">
        {t('itemPage.goToCart')}
      </a>
    </span>
  );
}
