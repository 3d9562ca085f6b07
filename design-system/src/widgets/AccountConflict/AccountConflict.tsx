import { normalizeIdentifier } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { useAsyncAction } from '../../forms/useAsyncAction.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';

export type AccountConflictVariant = 'buyerOnSellerHost' | 'sellerOnShopperHost';

export interface AccountConflictProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * `buyerOnSellerHost`: a buyer account signing in or up on the merchant host — offers the
   * permanent upgrade (`onUpgrade`). `sellerOnShopperHost`: a seller account on the shopper
   * host — offers the seller panel (`sellerPanelHref`); no upgrade.
   */
  variant: AccountConflictVariant;
  /** The e-mail or phone number that signed in, shown so the user knows which account is meant. */
  identifier?: string;
  onUseDifferentEmail: () => void;
  /** Resolves once upgraded; rejects with an error carrying `code`. Required for `buyerOnSellerHost`. */
  onUpgrade?: () => Promise<void>;
  /** Required for `sellerOnShopperHost`. */
  sellerPanelHref?: string;
  /** Where focus returns on close: the screen opens from a popup that is gone by then. */
  returnFocusTo?: HTMLElement | null;
}

/** 'Hesab Növü Dəyişikliyi Xəbərdarlığı' (spec §2, ARCHITECTURE §4 "Login on the wrong host"). */
export function AccountConflict({
  open,
  onOpenChange,
  variant,
  identifier,
  onUseDifferentEmail,
  onUpgrade,
  sellerPanelHref,
  returnFocusTo,
}: AccountConflictProps) {
  const { t } = useTranslation();
  const { pending, errorKeys, run } = useAsyncAction<'upgrade'>('errors.upgrade_failed');
  const upgrading = pending === 'upgrade';
  // i18next context: `body_phone` and `useDifferentEmail_phone` speak of a number instead of an e-mail.
  const context = identifier && normalizeIdentifier(identifier)?.kind === 'phone' ? 'phone' : undefined;

  const differentEmailButton = (
    <Button variant="outline" size="lg" onClick={onUseDifferentEmail} disabled={upgrading}>
      {t('conflict.useDifferentEmail', { context })}
    </Button>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !upgrading && onOpenChange(next)}
      returnFocusTo={returnFocusTo}
      title={t('conflict.title')}
      description={t(`conflict.${variant}.body`, { context })}
      footer={
        variant === 'buyerOnSellerHost' ? (
          <>
            {differentEmailButton}
            <Button
              size="lg"
              isLoading={upgrading}
              disabled={!onUpgrade}
              onClick={() => onUpgrade && void run('upgrade', onUpgrade)}
            >
              {t('conflict.buyerOnSellerHost.upgrade')}
            </Button>
          </>
        ) : (
          <>
            {differentEmailButton}
            <Button asChild size="lg">
              <a href={sellerPanelHref}>{t('conflict.sellerOnShopperHost.goToSellerPanel')}</a>
            </Button>
          </>
        )
      }
    >
      <div data-slot="account-conflict" data-variant={variant} className="flex flex-col gap-4">
        {identifier && (
          <p className="text-sm font-semibold text-ink [overflow-wrap:anywhere]">{t('conflict.account', { identifier })}</p>
        )}
        {variant === 'buyerOnSellerHost' && (
          <p className="rounded-md border border-warning-300 bg-warning-50 px-3 py-2.5 text-sm font-medium text-warning-900">
            {t('conflict.buyerOnSellerHost.warning')}
          </p>
        )}
        <FormAlert>{errorKeys ? t(errorKeys) : null}</FormAlert>
      </div>
    </Dialog>
  );
}
