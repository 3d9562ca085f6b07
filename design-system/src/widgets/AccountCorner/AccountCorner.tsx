import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, isLoggedInToken, type AccountType } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button, buttonVariants } from '../../primitives/Button/index.ts';
import { Icon, UserRoundIcon } from '../../primitives/Icon/index.ts';

export interface AccountCornerProps {
  /** The stored token; longer than 10 characters counts as logged in (spec §2, §9). */
  token: string | null;
  /** The stored `n_t`: a seller (2) goes to the seller site, anyone else to the buyer profile. */
  accountType: AccountType | null;
  buyerProfileHref: string;
  sellerProfileHref: string;
  onLoginClick: () => void;
  /** When given, a log-out button shows next to the profile link. */
  onLogout?: () => void;
  className?: string;
}

/** The navbar's account area: a login button, or the profile link (and log-out) once logged in. */
export function AccountCorner({
  token,
  accountType,
  buyerProfileHref,
  sellerProfileHref,
  onLoginClick,
  onLogout,
  className,
}: AccountCornerProps) {
  const { t } = useTranslation();
  const loggedIn = isLoggedInToken(token);
  const isSeller = accountType === ACCOUNT_TYPE.MERCHANT;

  return (
    <div
      role="group"
      aria-label={t('accountCorner.label')}
      data-slot="account-corner"
      data-logged-in={loggedIn || undefined}
      className={cn('flex items-center gap-1', className)}
    >
      {loggedIn ? (
        <>
          <a
            href={isSeller ? sellerProfileHref : buyerProfileHref}
            aria-label={t(isSeller ? 'accountCorner.sellerProfile' : 'accountCorner.buyerProfile')}
            className={cn(buttonVariants({ variant: 'ghost', shape: 'custom' }), 'relative size-10 min-h-0 rounded-full p-0')}
          >
            <Icon icon={UserRoundIcon} size={6} />
          </a>
          {onLogout && (
            <Button variant="ghost" size="sm" onClick={onLogout}>
              {t('accountCorner.logout')}
            </Button>
          )}
        </>
      ) : (
        <Button size="sm" onClick={onLoginClick}>
          {t('accountCorner.login')}
        </Button>
      )}
    </div>
  );
}
