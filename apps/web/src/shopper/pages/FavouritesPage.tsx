import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '@marketplace/design-system';
import { NotFoundPage } from '../../pages/NotFoundPage.tsx';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { BuyerOnly } from '../BuyerOnly.tsx';
import { PagePlaceholder } from '../PagePlaceholder.tsx';
import { SellerAccountNotice } from '../SellerAccountNotice.tsx';
import { SignInPrompt } from '../SignInPrompt.tsx';

const FavouritesContent = lazy(() => import('../favourites/FavouritesContent.tsx'));

const LINKS = [
  { href: '/profile', key: 'account' },
  { href: '/profile/favourites', key: 'favourites' },
  { href: '/profile/following', key: 'following' },
] as const;

/** `/profile/favourites` and `/profile/following` (ours): the buyer's hearted products and followed stores. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const { list } = useParams();
  if (list !== 'favourites' && list !== 'following') return <NotFoundPage />;
  const title = t(`favourites.profile.${list}`);
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={title} description={title} noIndex />
      <PageHeading title={title} />
      <nav aria-label={t('favourites.profile.nav')}>
        <ul className="flex flex-wrap gap-2">
          {LINKS.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                aria-current={link.key === list ? 'page' : undefined}
                className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm font-medium text-ink hover:bg-neutral-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
              >
                {t(`favourites.profile.${link.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <BuyerOnly
        fallback={<PagePlaceholder blocks={['h-40', 'h-40']} />}
        seller={<SellerAccountNotice panelPath="/" />}
        guest={
          <SignInPrompt
            title={t('favourites.profile.loginTitle')}
            description={t('cart.loginPrompt.description')}
            action={t('cart.loginPrompt.action')}
          />
        }
      >
        <FavouritesContent list={list} />
      </BuyerOnly>
    </div>
  );
}
